ALTER TABLE "reembolsos" DROP CONSTRAINT "reembolsos_motivo_check";--> statement-breakpoint
ALTER TABLE "pagos" ADD COLUMN "celular" text;--> statement-breakpoint
ALTER TABLE "pagos" ADD COLUMN "billetera_tipo_documento" text;--> statement-breakpoint
ALTER TABLE "pagos" ADD COLUMN "billetera_numero_documento" text;--> statement-breakpoint
ALTER TABLE "pagos" ADD COLUMN "vence_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pagos" ADD COLUMN "codigo_convenio" text;--> statement-breakpoint
ALTER TABLE "pagos" ADD COLUMN "referencia_pago" text;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "user_legal_id_type" text;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "user_legal_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "business_agreement_code" text;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "payment_intention_identifier" text;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "settles_status" text;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD CONSTRAINT "sandbox_transactions_payment_intention_unique" UNIQUE("payment_intention_identifier");--> statement-breakpoint
ALTER TABLE "reembolsos" ADD CONSTRAINT "reembolsos_motivo_check" CHECK (motivo in ('periodo-ocupado', 'pago-repetido', 'solicitud-cerrada', 'precio-cambio', 'pago-vencido'));