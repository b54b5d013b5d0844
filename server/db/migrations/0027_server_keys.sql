CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL
);
