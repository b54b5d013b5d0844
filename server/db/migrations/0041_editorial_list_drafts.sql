ALTER TABLE "editorial_lists" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "editorial_lists" ADD COLUMN "draft_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "editorial_lists" ADD COLUMN "draft_saved_by" integer;--> statement-breakpoint
ALTER TABLE "editorial_lists" ADD COLUMN "preview_token" text;--> statement-breakpoint
ALTER TABLE "editorial_lists" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "editorial_lists" ADD COLUMN "published_by" integer;--> statement-breakpoint
ALTER TABLE "editorial_lists" ADD CONSTRAINT "editorial_lists_draft_saved_by_users_id_fk" FOREIGN KEY ("draft_saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_lists" ADD CONSTRAINT "editorial_lists_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Until now every save of a list went public at once: its last change is its last publication, and no list has a draft.
UPDATE "editorial_lists" SET "published_at" = "last"."created_at", "published_by" = "last"."actor_id"
FROM (
  SELECT DISTINCT ON ("subject") "subject", "created_at", "actor_id" FROM "editorial_changes"
  WHERE "subject" IN ('contacts', 'banner') AND "subject_id" = 1
  ORDER BY "subject", "created_at" DESC, "id" DESC
) AS "last"
WHERE "last"."subject" = "editorial_lists"."name";
