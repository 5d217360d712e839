CREATE TABLE "tokens_calificacion" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hash" text NOT NULL,
	"origen" text NOT NULL,
	"integrador" text,
	"referencia" text NOT NULL,
	"nombre" text,
	"poliza_id" uuid,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"vence_en" timestamp with time zone NOT NULL,
	"usado_en" timestamp with time zone,
	CONSTRAINT "tokens_calificacion_hash_unique" UNIQUE("hash"),
	CONSTRAINT "tokens_calificacion_origen_check" CHECK (origen in ('poliza', 'integrador')),
	CONSTRAINT "tokens_calificacion_integrador_check" CHECK ((origen = 'integrador') = (integrador is not null)),
	CONSTRAINT "tokens_calificacion_vence_check" CHECK (vence_en > creado_en)
);
--> statement-breakpoint
CREATE TABLE "calificaciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_id" uuid NOT NULL,
	"estrellas" smallint NOT NULL,
	"comentario" text,
	"recomendaria" boolean NOT NULL,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calificaciones_token_id_unique" UNIQUE("token_id"),
	CONSTRAINT "calificaciones_estrellas_check" CHECK (estrellas between 1 and 5),
	CONSTRAINT "calificaciones_comentario_check" CHECK (char_length(comentario) between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "tokens_calificacion" ADD CONSTRAINT "tokens_calificacion_poliza_id_polizas_id_fk" FOREIGN KEY ("poliza_id") REFERENCES "public"."polizas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calificaciones" ADD CONSTRAINT "calificaciones_token_id_tokens_calificacion_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens_calificacion"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tokens_calificacion_poliza_id_idx" ON "tokens_calificacion" USING btree ("poliza_id");--> statement-breakpoint
CREATE INDEX "calificaciones_estrellas_recomendaria_idx" ON "calificaciones" USING btree ("estrellas","recomendaria");