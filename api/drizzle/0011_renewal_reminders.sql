CREATE TABLE "bajas_recordatorios" (
	"correo" text PRIMARY KEY NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recordatorios_renovacion" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"poliza_id" uuid NOT NULL,
	"dias_antes" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recordatorios_renovacion_poliza_dias_unique" UNIQUE("poliza_id","dias_antes")
);
--> statement-breakpoint
ALTER TABLE "email_jobs" DROP CONSTRAINT "email_jobs_kind_check";--> statement-breakpoint
ALTER TABLE "recordatorios_renovacion" ADD CONSTRAINT "recordatorios_renovacion_poliza_id_polizas_id_fk" FOREIGN KEY ("poliza_id") REFERENCES "public"."polizas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_jobs" ADD CONSTRAINT "email_jobs_kind_check" CHECK (kind in ('poliza', 'restablecer-clave', 'clave-cambiada', 'reembolso', 'renovacion'));