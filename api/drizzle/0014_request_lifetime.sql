ALTER TABLE "solicitudes" DROP CONSTRAINT "solicitudes_estado_check";--> statement-breakpoint
ALTER TABLE "pago_eventos" ADD COLUMN "verificado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "vence_en" timestamp with time zone;--> statement-breakpoint
-- Written by hand: the requests made before this migration live 7 days (PURCHASE_REQUEST_LIFETIME_DAYS's
-- default) after the day they were made, to the end of that day in Colombia (UTC-5, no daylight saving).
UPDATE "solicitudes" SET "vence_en" =
  ((("created_at" AT TIME ZONE 'UTC') - interval '5 hours')::date + 8)::timestamp AT TIME ZONE 'UTC' + interval '5 hours';--> statement-breakpoint
ALTER TABLE "solicitudes" ALTER COLUMN "vence_en" SET NOT NULL;--> statement-breakpoint
-- The events received before this migration were acted on as they came: recorded as verified.
UPDATE "pago_eventos" SET "verificado_en" = "recibido_en";--> statement-breakpoint
ALTER TABLE "reembolsos" ADD COLUMN "motivo" text DEFAULT 'periodo-ocupado' NOT NULL;--> statement-breakpoint
-- A second approval of an issued request was refunded as such.
UPDATE "reembolsos" SET "motivo" = 'pago-repetido' FROM "pagos", "polizas"
  WHERE "pagos"."id" = "reembolsos"."pago_id" AND "polizas"."solicitud_id" = "pagos"."solicitud_id";--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "expiration_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "pagos_no_aprobados_idx" ON "pagos" USING btree ("created_at") WHERE estado in ('RECHAZADO', 'ERROR');--> statement-breakpoint
CREATE INDEX "solicitudes_pendientes_vence_idx" ON "solicitudes" USING btree ("vence_en") WHERE estado = 'pendiente-pago';--> statement-breakpoint
ALTER TABLE "solicitudes" ADD CONSTRAINT "solicitudes_estado_check" CHECK (estado in ('pendiente-pago', 'pagada', 'emitida', 'reembolso-pendiente', 'reembolsada', 'reembolso-en-gestion', 'vencida'));--> statement-breakpoint
ALTER TABLE "reembolsos" ADD CONSTRAINT "reembolsos_motivo_check" CHECK (motivo in ('periodo-ocupado', 'pago-repetido', 'solicitud-cerrada', 'precio-cambio'));