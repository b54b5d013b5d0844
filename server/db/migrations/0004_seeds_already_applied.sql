-- A newsroom seeded before seeds were recorded unit by unit already holds the demo content: record it, so that unit
-- is never applied twice (server/seed/units.ts).
INSERT INTO "applied_seeds" ("name") SELECT 'demo-content' WHERE EXISTS (SELECT 1 FROM "cars") ON CONFLICT DO NOTHING;
