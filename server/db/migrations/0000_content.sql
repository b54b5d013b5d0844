CREATE TABLE "album_media" (
	"album_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "album_media_album_id_media_id_pk" PRIMARY KEY("album_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_media_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"father_id" integer,
	"media_id" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"media_id" integer,
	"side_media_id" integer,
	"side_description" text DEFAULT '' NOT NULL,
	"bottom_title" text DEFAULT '' NOT NULL,
	"bottom_media_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pdf_file" text
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"media_id" integer,
	"side_media_id" integer,
	"side_description" text DEFAULT '' NOT NULL,
	"bottom_title" text DEFAULT '' NOT NULL,
	"bottom_media_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category_car" smallint NOT NULL,
	"thumb_media_id" integer,
	"is_highlight" boolean DEFAULT false NOT NULL,
	"highlight_position" integer,
	"show_menu" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cars_category" CHECK ("cars"."category_car" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "contact_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"image_media_id" integer,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"languages" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"folder" text NOT NULL,
	"file_low" text NOT NULL,
	"file_med" text NOT NULL,
	"file_full" text NOT NULL,
	"size_low" text NOT NULL,
	"size_med" text NOT NULL,
	"size_full" text NOT NULL,
	"in_gallery" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_kind" CHECK ("media"."kind" in ('image', 'video'))
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"media_id" integer,
	"album_id" integer,
	"news_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_associations" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_id" integer NOT NULL,
	"text_enum" text NOT NULL,
	"association_id" integer NOT NULL,
	"association_item_id" integer
);
--> statement-breakpoint
CREATE TABLE "section_pages" (
	"kind" text NOT NULL,
	"id" integer NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"media_id" integer,
	"side_media_id" integer,
	"side_description" text DEFAULT '' NOT NULL,
	"bottom_title" text DEFAULT '' NOT NULL,
	"bottom_media_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "section_pages_kind_id_pk" PRIMARY KEY("kind","id"),
	CONSTRAINT "section_pages_kind" CHECK ("section_pages"."kind" in ('session', 'technology', 'emobility')),
	CONSTRAINT "section_pages_root_has_no_parent" CHECK ("section_pages"."id" <> 1 or "section_pages"."parent_id" is null)
);
--> statement-breakpoint
CREATE TABLE "social_feed_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"iso_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"type" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"media_id" integer,
	CONSTRAINT "template_blocks_type" CHECK ("template_blocks"."type" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "album_media" ADD CONSTRAINT "album_media_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_media" ADD CONSTRAINT "album_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_cover_media_id_media_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_slides" ADD CONSTRAINT "banner_slides_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_versions" ADD CONSTRAINT "car_versions_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_versions" ADD CONSTRAINT "car_versions_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_versions" ADD CONSTRAINT "car_versions_side_media_id_media_id_fk" FOREIGN KEY ("side_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_versions" ADD CONSTRAINT "car_versions_bottom_media_id_media_id_fk" FOREIGN KEY ("bottom_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_side_media_id_media_id_fk" FOREIGN KEY ("side_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_bottom_media_id_media_id_fk" FOREIGN KEY ("bottom_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_thumb_media_id_media_id_fk" FOREIGN KEY ("thumb_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_group_id_contact_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."contact_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_associations" ADD CONSTRAINT "news_associations_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_pages" ADD CONSTRAINT "section_pages_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_pages" ADD CONSTRAINT "section_pages_side_media_id_media_id_fk" FOREIGN KEY ("side_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_pages" ADD CONSTRAINT "section_pages_bottom_media_id_media_id_fk" FOREIGN KEY ("bottom_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_pages" ADD CONSTRAINT "section_pages_kind_parent_id_section_pages_kind_id_fk" FOREIGN KEY ("kind","parent_id") REFERENCES "public"."section_pages"("kind","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_blocks" ADD CONSTRAINT "template_blocks_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_versions_car" ON "car_versions" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "media_gallery_latest" ON "media" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "news_by_date" ON "news" USING btree ("news_date","id");--> statement-breakpoint
CREATE INDEX "news_associations_news" ON "news_associations" USING btree ("news_id");--> statement-breakpoint
CREATE INDEX "news_associations_target" ON "news_associations" USING btree ("text_enum","association_id","association_item_id");--> statement-breakpoint
CREATE INDEX "social_feed_latest" ON "social_feed_items" USING btree ("network","iso_date");--> statement-breakpoint
CREATE INDEX "template_blocks_owner" ON "template_blocks" USING btree ("owner_type","owner_id","position");