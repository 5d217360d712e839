CREATE SEQUENCE "public"."polizas_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "outbox_email_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content_base64" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pago_eventos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" text NOT NULL,
	"estado" text NOT NULL,
	"pago_id" uuid,
	"payload" jsonb NOT NULL,
	"checksum" text NOT NULL,
	"recibido_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pago_eventos_transaction_status_unique" UNIQUE("transaction_id","estado")
);
--> statement-breakpoint
CREATE TABLE "pagos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"solicitud_id" uuid NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"referencia" text NOT NULL,
	"transaction_id" text,
	"metodo" text NOT NULL,
	"pse_codigo_banco" text,
	"pse_tipo_persona" text,
	"estado" text DEFAULT 'PENDIENTE' NOT NULL,
	"estado_pasarela" text,
	"mensaje" text,
	"amount_in_cents" bigint NOT NULL,
	"url_pasarela" text,
	"consultado_en" timestamp with time zone,
	"finalizado_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pagos_referencia_unique" UNIQUE("referencia"),
	CONSTRAINT "pagos_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "pagos_solicitud_idempotency_key_unique" UNIQUE("solicitud_id","idempotency_key"),
	CONSTRAINT "pagos_estado_check" CHECK (estado in ('PENDIENTE', 'APROBADO', 'RECHAZADO', 'ERROR', 'ANULADO')),
	CONSTRAINT "pagos_amount_check" CHECK (amount_in_cents > 0)
);
--> statement-breakpoint
CREATE TABLE "polizas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" text NOT NULL,
	"solicitud_id" uuid NOT NULL,
	"pago_id" uuid NOT NULL,
	"user_id" uuid,
	"placa" text NOT NULL,
	"inicio_vigencia" date NOT NULL,
	"fin_vigencia" date NOT NULL,
	"codigo_tarifa" text NOT NULL,
	"anio_tarifa" integer NOT NULL,
	"prima" integer,
	"contribucion_adres" integer,
	"subtotal" integer NOT NULL,
	"tasa_runt" integer NOT NULL,
	"total" integer NOT NULL,
	"vehiculo" jsonb NOT NULL,
	"tomador_tipo_documento" text NOT NULL,
	"tomador_numero_documento" text NOT NULL,
	"tomador_nombres" text NOT NULL,
	"tomador_apellidos" text NOT NULL,
	"aseguradora" text NOT NULL,
	"expedida_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "polizas_numero_unique" UNIQUE("numero"),
	CONSTRAINT "polizas_solicitud_id_unique" UNIQUE("solicitud_id"),
	CONSTRAINT "polizas_vigencia_check" CHECK (fin_vigencia >= inicio_vigencia)
);
--> statement-breakpoint
CREATE TABLE "solicitudes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"placa" text NOT NULL,
	"vehiculo" jsonb NOT NULL,
	"codigo_tarifa" text NOT NULL,
	"anio_tarifa" integer NOT NULL,
	"prima" integer,
	"contribucion_adres" integer,
	"subtotal" integer NOT NULL,
	"tasa_runt" integer NOT NULL,
	"total" integer NOT NULL,
	"inicio_vigencia" date NOT NULL,
	"fin_vigencia" date NOT NULL,
	"cotizacion" jsonb NOT NULL,
	"tomador_tipo_documento" text NOT NULL,
	"tomador_numero_documento" text NOT NULL,
	"tomador_nombres" text NOT NULL,
	"tomador_apellidos" text NOT NULL,
	"tomador_correo" text NOT NULL,
	"tomador_celular" text NOT NULL,
	"tomador_direccion" text NOT NULL,
	"tomador_ciudad" text NOT NULL,
	"estado" text DEFAULT 'pendiente-pago' NOT NULL,
	"terminos_aceptados_en" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solicitudes_estado_check" CHECK (estado in ('pendiente-pago', 'pagada', 'emitida', 'reembolso-pendiente')),
	CONSTRAINT "solicitudes_vigencia_check" CHECK (fin_vigencia >= inicio_vigencia)
);
--> statement-breakpoint
ALTER TABLE "outbox_email_attachments" ADD CONSTRAINT "outbox_email_attachments_email_id_outbox_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."outbox_emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago_eventos" ADD CONSTRAINT "pago_eventos_pago_id_pagos_id_fk" FOREIGN KEY ("pago_id") REFERENCES "public"."pagos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos" ADD CONSTRAINT "pagos_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polizas" ADD CONSTRAINT "polizas_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polizas" ADD CONSTRAINT "polizas_pago_id_pagos_id_fk" FOREIGN KEY ("pago_id") REFERENCES "public"."pagos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polizas" ADD CONSTRAINT "polizas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD CONSTRAINT "solicitudes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_email_attachments_email_id_idx" ON "outbox_email_attachments" USING btree ("email_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pagos_one_pending_per_solicitud_idx" ON "pagos" USING btree ("solicitud_id") WHERE estado = 'PENDIENTE';--> statement-breakpoint
CREATE INDEX "pagos_pending_idx" ON "pagos" USING btree ("created_at") WHERE estado = 'PENDIENTE';--> statement-breakpoint
CREATE INDEX "polizas_placa_idx" ON "polizas" USING btree ("placa");--> statement-breakpoint
CREATE INDEX "polizas_user_id_idx" ON "polizas" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "polizas_tomador_documento_idx" ON "polizas" USING btree ("tomador_tipo_documento","tomador_numero_documento");--> statement-breakpoint
CREATE INDEX "solicitudes_user_id_idx" ON "solicitudes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "solicitudes_placa_idx" ON "solicitudes" USING btree ("placa");