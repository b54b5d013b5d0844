CREATE TABLE "fleet_vehicle_downtime" (
	"id" serial PRIMARY KEY NOT NULL,
	"fleet_vehicle_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fleet_vehicle_downtime_period" CHECK ("fleet_vehicle_downtime"."end_date" >= "fleet_vehicle_downtime"."start_date")
);
--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "picked_up_by" integer;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "held_from" date;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "held_until" date;--> statement-breakpoint
ALTER TABLE "fleet_vehicle_downtime" ADD CONSTRAINT "fleet_vehicle_downtime_fleet_vehicle_id_fleet_vehicles_id_fk" FOREIGN KEY ("fleet_vehicle_id") REFERENCES "public"."fleet_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_vehicle_downtime" ADD CONSTRAINT "fleet_vehicle_downtime_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fleet_vehicle_downtime_vehicle" ON "fleet_vehicle_downtime" USING btree ("fleet_vehicle_id","start_date");--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_picked_up_by_users_id_fk" FOREIGN KEY ("picked_up_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;