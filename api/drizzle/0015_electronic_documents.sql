CREATE TABLE "series_documentos" (
	"clave" text PRIMARY KEY NOT NULL,
	"siguiente" bigint NOT NULL,
	"ultimo" bigint NOT NULL,
	CONSTRAINT "series_documentos_siguiente_check" CHECK (siguiente <= ultimo + 1)
);
--> statement-breakpoint
CREATE TABLE "documentos_electronicos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo" text NOT NULL,
	"poliza_id" uuid NOT NULL,
	"factura_id" uuid,
	"reembolso_id" uuid,
	"prefijo" text,
	"numero" bigint,
	"emitido_en" timestamp with time zone,
	"codigo_unico" text,
	"xml" text,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"errores_dian" jsonb,
	"respuesta_dian" text,
	"intentos" integer DEFAULT 0 NOT NULL,
	"siguiente_intento" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_error" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"aceptado_en" timestamp with time zone,
	"consecutivo_entrega" bigint,
	CONSTRAINT "documentos_electronicos_tipo_check" CHECK (tipo in ('factura', 'nota-credito')),
	CONSTRAINT "documentos_electronicos_estado_check" CHECK (estado in ('pendiente', 'aceptada', 'rechazada')),
	CONSTRAINT "documentos_electronicos_aceptado_check" CHECK ((estado = 'aceptada') = (aceptado_en is not null)),
	CONSTRAINT "documentos_electronicos_nota_check" CHECK ((tipo = 'nota-credito') = (factura_id is not null and reembolso_id is not null)),
	CONSTRAINT "documentos_electronicos_numero_check" CHECK ((numero is null) = (prefijo is null))
);
--> statement-breakpoint
ALTER TABLE "email_jobs" DROP CONSTRAINT "email_jobs_kind_check";--> statement-breakpoint
ALTER TABLE "documentos_electronicos" ADD CONSTRAINT "documentos_electronicos_poliza_id_polizas_id_fk" FOREIGN KEY ("poliza_id") REFERENCES "public"."polizas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_electronicos" ADD CONSTRAINT "documentos_electronicos_factura_id_documentos_electronicos_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."documentos_electronicos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_electronicos" ADD CONSTRAINT "documentos_electronicos_reembolso_id_reembolsos_id_fk" FOREIGN KEY ("reembolso_id") REFERENCES "public"."reembolsos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_electronicos_numero_unique" ON "documentos_electronicos" USING btree ("prefijo","numero");--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_electronicos_factura_unique" ON "documentos_electronicos" USING btree ("poliza_id") WHERE tipo = 'factura';--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_electronicos_reembolso_unique" ON "documentos_electronicos" USING btree ("reembolso_id");--> statement-breakpoint
CREATE INDEX "documentos_electronicos_pendientes_idx" ON "documentos_electronicos" USING btree ("siguiente_intento") WHERE estado = 'pendiente';--> statement-breakpoint
ALTER TABLE "email_jobs" ADD CONSTRAINT "email_jobs_kind_check" CHECK (kind in ('poliza', 'restablecer-clave', 'clave-cambiada', 'reembolso', 'renovacion', 'factura', 'nota-credito'));