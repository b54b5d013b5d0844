CREATE TABLE "fleet_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"frota" text NOT NULL,
	"car_id" integer NOT NULL,
	"car_version_id" integer NOT NULL,
	"color" text NOT NULL,
	"model_year" smallint NOT NULL,
	"vehicle_location" text NOT NULL,
	"vehicle_status" text DEFAULT 'Disponível' NOT NULL,
	"placa" text NOT NULL,
	"chassis" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fleet_vehicles_frota_unique" UNIQUE("frota"),
	CONSTRAINT "fleet_vehicles_placa_unique" UNIQUE("placa"),
	CONSTRAINT "fleet_vehicles_chassis_unique" UNIQUE("chassis")
);
--> statement-breakpoint
CREATE TABLE "loan_car_options" (
	"car_id" integer PRIMARY KEY NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"requester_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"description" text NOT NULL,
	"is_owner" boolean NOT NULL,
	"driver_user_id" integer,
	"driver_name" text NOT NULL,
	"driver_cpf" text NOT NULL,
	"driver_rg" text NOT NULL,
	"driver_cnh" text NOT NULL,
	"cnh_picture" text NOT NULL,
	"option1_id" integer NOT NULL,
	"option2_id" integer NOT NULL,
	"fleet_vehicle_id" integer,
	"client_tier" smallint,
	"agent_message" text,
	"unblock_justification" text,
	"delivery_checklist_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loans_status_range" CHECK ("loans"."status" between 1 and 10),
	CONSTRAINT "loans_period" CHECK ("loans"."end_date" >= "loans"."start_date"),
	CONSTRAINT "loans_tier" CHECK ("loans"."client_tier" is null or "loans"."client_tier" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "private_uploads" (
	"name" text PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cnh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cnh_picture" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tier" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "denied_reason" text;--> statement-breakpoint
ALTER TABLE "fleet_vehicles" ADD CONSTRAINT "fleet_vehicles_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_vehicles" ADD CONSTRAINT "fleet_vehicles_car_version_id_car_versions_id_fk" FOREIGN KEY ("car_version_id") REFERENCES "public"."car_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_car_options" ADD CONSTRAINT "loan_car_options_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_transitions" ADD CONSTRAINT "loan_transitions_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_transitions" ADD CONSTRAINT "loan_transitions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_option1_id_cars_id_fk" FOREIGN KEY ("option1_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_option2_id_cars_id_fk" FOREIGN KEY ("option2_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_fleet_vehicle_id_fleet_vehicles_id_fk" FOREIGN KEY ("fleet_vehicle_id") REFERENCES "public"."fleet_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_uploads" ADD CONSTRAINT "private_uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fleet_vehicles_car" ON "fleet_vehicles" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "loan_transitions_loan" ON "loan_transitions" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "loans_requester" ON "loans" USING btree ("requester_id");--> statement-breakpoint
CREATE INDEX "loans_status" ON "loans" USING btree ("status");