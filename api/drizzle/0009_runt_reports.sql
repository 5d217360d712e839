CREATE TABLE "reportes_runt" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"poliza_id" uuid NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"siguiente_intento" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_error" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"reportado_en" timestamp with time zone,
	CONSTRAINT "reportes_runt_poliza_id_unique" UNIQUE("poliza_id"),
	CONSTRAINT "reportes_runt_estado_check" CHECK (estado in ('pendiente', 'reportada', 'fallida')),
	CONSTRAINT "reportes_runt_reportado_check" CHECK ((estado = 'reportada') = (reportado_en is not null))
);
--> statement-breakpoint
ALTER TABLE "polizas" ADD COLUMN "radicado_runt" text;--> statement-breakpoint
ALTER TABLE "polizas" ADD COLUMN "reportada_runt_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reportes_runt" ADD CONSTRAINT "reportes_runt_poliza_id_polizas_id_fk" FOREIGN KEY ("poliza_id") REFERENCES "public"."polizas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reportes_runt_pendientes_idx" ON "reportes_runt" USING btree ("siguiente_intento") WHERE estado = 'pendiente';--> statement-breakpoint
-- every policy issued before reports existed is reported too
INSERT INTO "reportes_runt" ("poliza_id") SELECT "id" FROM "polizas";
