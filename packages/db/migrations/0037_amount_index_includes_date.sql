-- A deep page of the amount sort under a date range (value-span-page.ts) reads the amounts its
-- page falls in from the (government, amount, id) index and keeps those in the range: with the
-- date beside each entry it tests the range in the index alone, instead of reading each row of
-- those amounts from the table (10,800 rows for page 1,000 at a million rows: 6.2 → 2.6 ms).
-- The index keeps its name, columns and order, so every other read of it is unchanged. drizzle's
-- index builder cannot say INCLUDE, so the generated index is replaced here under its own name
-- (as migration 0026 did for the date index). Building it took 1.3 s at a million rows.
DROP INDEX IF EXISTS "contributions_government_amount_idx";--> statement-breakpoint
CREATE INDEX "contributions_government_amount_idx" ON "contributions" USING btree ("government_id","amount_cents","id") INCLUDE ("date");
