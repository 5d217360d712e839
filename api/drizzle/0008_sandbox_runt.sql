CREATE TABLE "sandbox_runt_reportes" (
	"no_poliza" text PRIMARY KEY NOT NULL,
	"placa" text NOT NULL,
	"reporte" jsonb NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"radicado" text,
	"recibido_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
