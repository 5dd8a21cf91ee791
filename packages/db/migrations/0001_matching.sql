-- pg_trgm (a trusted contrib module since PostgreSQL 13, also bundled with PGlite) gives the
-- matcher its address similarity.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "donor_identities" DROP CONSTRAINT "donor_identities_known_contributor_id_known_contributors_id_fk";
--> statement-breakpoint
DROP INDEX "donor_identities_known_contributor_idx";--> statement-breakpoint
DROP INDEX "known_contributors_last_name_zip_idx";--> statement-breakpoint
ALTER TABLE "known_contributors" DROP CONSTRAINT "known_contributors_pkey";--> statement-breakpoint
ALTER TABLE "known_contributors" ADD COLUMN "record_seq" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "known_contributors" SET "normalized_first_name" = coalesce("normalized_first_name", ''), "normalized_address" = coalesce("normalized_address", '');--> statement-breakpoint
ALTER TABLE "known_contributors" ALTER COLUMN "normalized_first_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "known_contributors" ALTER COLUMN "normalized_address" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "known_contributors" ADD CONSTRAINT "known_contributors_pkey" PRIMARY KEY("id","record_seq");--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "match_results" jsonb;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "match_in_portland" boolean;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "donor_key" text;--> statement-breakpoint
ALTER TABLE "donor_identities" ADD COLUMN "government_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "donor_identities" ADD COLUMN "address2" text;--> statement-breakpoint
ALTER TABLE "donor_identities" ADD COLUMN "normalized_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "donor_identities" ADD COLUMN "normalized_last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "donor_identities" ADD COLUMN "normalized_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "donor_identities" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "donor_identities" ADD CONSTRAINT "donor_identities_government_id_governments_id_fk" FOREIGN KEY ("government_id") REFERENCES "public"."governments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_identities" ADD CONSTRAINT "donor_identities_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contributions_campaign_donor_idx" ON "contributions" USING btree ("campaign_id","donor_key");--> statement-breakpoint
CREATE INDEX "donor_identities_last_first_idx" ON "donor_identities" USING btree ("government_id","normalized_last_name","normalized_first_name");--> statement-breakpoint
CREATE INDEX "donor_identities_house_number_idx" ON "donor_identities" USING btree (split_part("normalized_address", ' ', 1));--> statement-breakpoint
CREATE INDEX "known_contributors_last_first_idx" ON "known_contributors" USING btree ("normalized_last_name","normalized_first_name");--> statement-breakpoint
CREATE INDEX "known_contributors_house_number_idx" ON "known_contributors" USING btree (split_part("normalized_address", ' ', 1));--> statement-breakpoint
ALTER TABLE "donor_identities" DROP COLUMN "known_contributor_id";