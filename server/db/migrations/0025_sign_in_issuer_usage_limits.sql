CREATE TABLE "account_lockouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"addresses" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_subject_unique";--> statement-breakpoint
DROP INDEX "loans_requester";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "issuer" text;--> statement-breakpoint
CREATE INDEX "account_lockouts_account" ON "account_lockouts" USING btree ("email","locked_until");--> statement-breakpoint
CREATE INDEX "password_failures_account" ON "password_failures" USING btree ("email","failed_at");--> statement-breakpoint
CREATE INDEX "cart_requests_recipient" ON "cart_requests" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "private_uploads_owner" ON "private_uploads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_issuer_subject" ON "users" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "loans_requester" ON "loans" USING btree ("requester_id","created_at");