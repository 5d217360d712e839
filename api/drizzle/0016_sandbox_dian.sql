CREATE TABLE "sandbox_dian_documentos" (
	"clave" text PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"nit_emisor" text NOT NULL,
	"numero" text NOT NULL,
	"nombre_archivo" text NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"codigo_estado" text,
	"mensajes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"respuesta_aplicacion" text,
	"respondido_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_dian_documentos_numero_validado_idx" ON "sandbox_dian_documentos" USING btree ("nit_emisor","tipo","numero") WHERE codigo_estado = '00';