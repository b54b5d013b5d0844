CREATE TABLE "search_items" (
	"source" text NOT NULL,
	"source_id" integer NOT NULL,
	"category_type" text NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"media_id" integer,
	"item_date" date,
	"published" boolean NOT NULL,
	"document" "tsvector" NOT NULL,
	"title_norm" text NOT NULL,
	CONSTRAINT "search_items_source_source_id_pk" PRIMARY KEY("source","source_id")
);
--> statement-breakpoint
CREATE INDEX "search_items_document" ON "search_items" USING gin ("document") WHERE "search_items"."published";--> statement-breakpoint
CREATE INDEX "search_items_title_trgm" ON "search_items" USING gin ("title_norm" gin_trgm_ops) WHERE "search_items"."published";