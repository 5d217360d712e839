ALTER TABLE "polizas" ADD COLUMN "marca" text;--> statement-breakpoint
ALTER TABLE "polizas" ADD COLUMN "linea" text;--> statement-breakpoint
ALTER TABLE "polizas" ADD COLUMN "tomador_direccion" text;--> statement-breakpoint
ALTER TABLE "polizas" ADD COLUMN "tomador_ciudad" text;--> statement-breakpoint
ALTER TABLE "polizas" ADD COLUMN "tomador_celular" text;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "marca" text;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "linea" text;--> statement-breakpoint
-- Written by hand: the policies issued before this migration take the holder's address, city and mobile from
-- their request, as issuing copies them now (the brand and line were not kept: they stay unknown).
UPDATE "polizas" SET "tomador_direccion" = "solicitudes"."tomador_direccion",
  "tomador_ciudad" = "solicitudes"."tomador_ciudad", "tomador_celular" = "solicitudes"."tomador_celular"
  FROM "solicitudes" WHERE "solicitudes"."id" = "polizas"."solicitud_id";--> statement-breakpoint
ALTER TABLE "polizas" ALTER COLUMN "tomador_direccion" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "polizas" ALTER COLUMN "tomador_ciudad" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "polizas" ALTER COLUMN "tomador_celular" SET NOT NULL;
