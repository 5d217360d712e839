CREATE TABLE "sign_in_throttles" (
	"account_key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trusted_sign_in_addresses" (
	"user_id" uuid NOT NULL,
	"address_hash" text NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trusted_sign_in_addresses_user_id_address_hash_pk" PRIMARY KEY("user_id","address_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trusted_sign_in_addresses" ADD CONSTRAINT "trusted_sign_in_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;