-- One policy per vehicle per period, enforced by the database (ADR 010): no two policies of the same
-- plate may share a day. Drizzle cannot express an exclusion constraint, hence this hand-written step.
-- btree_gist gives GiST the "=" on text; PGlite loads it as a contrib extension (open-database.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "polizas" ADD CONSTRAINT "polizas_placa_vigencia_excl"
  EXCLUDE USING gist ("placa" WITH =, daterange("inicio_vigencia", "fin_vigencia", '[]') WITH &&);
