CREATE TABLE "auditoria_operadores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operador_id" uuid,
	"operador_correo" text NOT NULL,
	"accion" text NOT NULL,
	"objetivo" text,
	"motivo" text,
	"antes" jsonb,
	"despues" jsonb,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operadores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nombre" text NOT NULL,
	"correo" text NOT NULL,
	"rol" text NOT NULL,
	"clave_hash" text NOT NULL,
	"totp_secreto" text,
	"totp_confirmado" boolean DEFAULT false NOT NULL,
	"codigos_recuperacion_hash" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ultimo_paso_totp" bigint,
	"activo" boolean DEFAULT true NOT NULL,
	"intentos_fallidos" integer DEFAULT 0 NOT NULL,
	"bloqueado_hasta" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operadores_correo_unique" UNIQUE("correo"),
	CONSTRAINT "operadores_rol_check" CHECK (rol in ('agente', 'supervisor', 'administrador')),
	CONSTRAINT "operadores_correo_check" CHECK (correo = lower(correo))
);
--> statement-breakpoint
ALTER TABLE "auditoria_operadores" ADD CONSTRAINT "auditoria_operadores_operador_id_operadores_id_fk" FOREIGN KEY ("operador_id") REFERENCES "public"."operadores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_operadores_creado_en_idx" ON "auditoria_operadores" USING btree ("creado_en");--> statement-breakpoint
CREATE INDEX "auditoria_operadores_operador_idx" ON "auditoria_operadores" USING btree ("operador_id","creado_en");--> statement-breakpoint
-- Written by hand: the audit trail is append-only. Rows are added in the transaction of the action they
-- record; no one changes or removes one, not even the API's own database user.
CREATE FUNCTION "auditoria_operadores_solo_agregar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'auditoria_operadores solo admite INSERT (%).', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "auditoria_operadores_solo_agregar" BEFORE UPDATE OR DELETE ON "auditoria_operadores"
  FOR EACH ROW EXECUTE FUNCTION "auditoria_operadores_solo_agregar"();--> statement-breakpoint
CREATE TRIGGER "auditoria_operadores_sin_truncate" BEFORE TRUNCATE ON "auditoria_operadores"
  FOR EACH STATEMENT EXECUTE FUNCTION "auditoria_operadores_solo_agregar"();
