CREATE TABLE "loan_checklists" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"kind" text NOT NULL,
	"items" jsonb NOT NULL,
	"km" integer NOT NULL,
	"next_review_date" date NOT NULL,
	"return_date" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_checklists_km" CHECK ("loan_checklists"."km" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_checklists" ADD CONSTRAINT "loan_checklists_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_checklists" ADD CONSTRAINT "loan_checklists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_checklists_loan" ON "loan_checklists" USING btree ("loan_id");