-- One fleet vehicle, one loan at a time, over the days the car is really held: the booked period, widened to the
-- pickup day when it left early and to the days it stays out late (held_from / held_until, null where they are the
-- booked dates). Same name as before, so the API still answers 409 'Veículo indisponível no período'.
ALTER TABLE "loans" DROP CONSTRAINT "loans_no_double_booking";--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_no_double_booking" EXCLUDE USING gist (
  "fleet_vehicle_id" WITH =,
  daterange(coalesce("held_from", "start_date"), coalesce("held_until", "end_date"), '[]') WITH &&
) WHERE ("fleet_vehicle_id" IS NOT NULL AND "status" IN (2, 3, 4, 7, 8));--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_held_days" CHECK (
  coalesce("held_until", "end_date") >= coalesce("held_from", "start_date")
);
