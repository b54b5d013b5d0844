-- One fleet vehicle, one loan at a time: two loans holding the same vehicle (statuses 2, 3, 4, 7, 8) may not have
-- overlapping periods (both ends included). A conflicting approval fails with 23P01, which the API answers 409.
-- btree_gist comes from migration 0001.
ALTER TABLE "loans" ADD CONSTRAINT "loans_no_double_booking" EXCLUDE USING gist (
  "fleet_vehicle_id" WITH =,
  daterange("start_date", "end_date", '[]') WITH &&
) WHERE ("fleet_vehicle_id" IS NOT NULL AND "status" IN (2, 3, 4, 7, 8));
