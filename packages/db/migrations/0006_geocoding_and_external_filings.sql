CREATE TABLE "external_committees" (
	"id" serial PRIMARY KEY NOT NULL,
	"government_id" integer NOT NULL,
	"filer_id" text NOT NULL,
	"name" text NOT NULL,
	"office_sought" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_committees_office_valid" CHECK ("external_committees"."office_sought" in ('auditor', 'mayor', 'councilor_district_1', 'councilor_district_2', 'councilor_district_3', 'councilor_district_4'))
);
--> statement-breakpoint
CREATE TABLE "geocoding_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"government_id" integer NOT NULL,
	"target" text NOT NULL,
	"target_id" integer NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_token" text,
	"leased_until" timestamp with time zone,
	"precision" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "geocoding_jobs_target_valid" CHECK ("geocoding_jobs"."target" in ('contribution', 'external_contribution')),
	CONSTRAINT "geocoding_jobs_state_valid" CHECK ("geocoding_jobs"."state" in ('waiting', 'placed', 'unplaceable')),
	CONSTRAINT "geocoding_jobs_precision_valid" CHECK ("geocoding_jobs"."precision" in ('address', 'zip')),
	CONSTRAINT "geocoding_jobs_attempts_not_negative" CHECK ("geocoding_jobs"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "external_contributions" ADD COLUMN "address1" text;--> statement-breakpoint
ALTER TABLE "external_contributions" ADD COLUMN "address2" text;--> statement-breakpoint
ALTER TABLE "external_contributions" ADD COLUMN "filer_id" text;--> statement-breakpoint
ALTER TABLE "external_contributions" ADD COLUMN "tran_id" bigint;--> statement-breakpoint
ALTER TABLE "external_contributions" ADD COLUMN "original_tran_id" bigint;--> statement-breakpoint
ALTER TABLE "external_contributions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "external_committees" ADD CONSTRAINT "external_committees_government_id_governments_id_fk" FOREIGN KEY ("government_id") REFERENCES "public"."governments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geocoding_jobs" ADD CONSTRAINT "geocoding_jobs_government_id_governments_id_fk" FOREIGN KEY ("government_id") REFERENCES "public"."governments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_committees_filer_idx" ON "external_committees" USING btree ("government_id","filer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "geocoding_jobs_target_idx" ON "geocoding_jobs" USING btree ("target","target_id");--> statement-breakpoint
CREATE INDEX "geocoding_jobs_waiting_idx" ON "geocoding_jobs" USING btree ("run_after","id") WHERE "geocoding_jobs"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "geocoding_jobs_government_state_idx" ON "geocoding_jobs" USING btree ("government_id","state");--> statement-breakpoint
CREATE INDEX "geocoding_jobs_government_updated_idx" ON "geocoding_jobs" USING btree ("government_id","updated_at");--> statement-breakpoint
CREATE INDEX "external_contributions_government_updated_idx" ON "external_contributions" USING btree ("government_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "external_contributions_original_tran_idx" ON "external_contributions" USING btree ("government_id","original_tran_id") WHERE "external_contributions"."original_tran_id" is not null;