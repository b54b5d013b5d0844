CREATE TABLE "editorial_lists" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "editorial_lists_name" CHECK ("editorial_lists"."name" in ('contacts', 'banner'))
);
