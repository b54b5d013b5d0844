CREATE TABLE "editorial_autosaves" (
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"body" jsonb NOT NULL,
	"based_on_version" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "editorial_autosaves_subject_subject_id_user_id_pk" PRIMARY KEY("subject","subject_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "editorial_locks" (
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"holder_id" integer NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"taken_from_id" integer,
	CONSTRAINT "editorial_locks_subject_subject_id_pk" PRIMARY KEY("subject","subject_id")
);
--> statement-breakpoint
CREATE TABLE "editorial_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"number" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"restored_from" integer,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "editorial_autosaves" ADD CONSTRAINT "editorial_autosaves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_locks" ADD CONSTRAINT "editorial_locks_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_locks" ADD CONSTRAINT "editorial_locks_taken_from_id_users_id_fk" FOREIGN KEY ("taken_from_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_revisions" ADD CONSTRAINT "editorial_revisions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "editorial_revisions_number" ON "editorial_revisions" USING btree ("subject","subject_id","number");