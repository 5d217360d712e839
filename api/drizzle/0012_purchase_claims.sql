CREATE TABLE "reclamos_compras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"placa" text NOT NULL,
	"tomador_tipo_documento" text NOT NULL,
	"tomador_numero_documento" text NOT NULL,
	"token_sha256" text NOT NULL,
	"vence_en" timestamp with time zone NOT NULL,
	"usado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reclamos_compras_token_unique" UNIQUE("token_sha256")
);
--> statement-breakpoint
ALTER TABLE "reclamos_compras" ADD CONSTRAINT "reclamos_compras_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;