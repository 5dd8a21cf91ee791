-- Public money paid out: each election's programme settings (offices' caps and thresholds, payment
-- dates), payees, payment runs with their lines and items, the matches paid (the contribution is
-- the key, so no match is ever paid twice) and the offsets campaigns owe back.
CREATE TABLE "campaign_payees" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"committee_id" text DEFAULT '' NOT NULL,
	"payee_reference" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paid_matches" (
	"contribution_id" integer PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"paid_cents" integer NOT NULL,
	CONSTRAINT "paid_matches_paid_positive" CHECK ("paid_matches"."paid_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_dates" (
	"programme_id" integer NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "payment_dates_programme_id_date_pk" PRIMARY KEY("programme_id","date")
);
--> statement-breakpoint
CREATE TABLE "payment_offsets" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"contribution_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_offsets_amount_positive" CHECK ("payment_offsets"."amount_cents" > 0),
	CONSTRAINT "payment_offsets_reason_valid" CHECK ("payment_offsets"."reason" in ('out_of_compliance', 'refunded', 'amended_downward'))
);
--> statement-breakpoint
CREATE TABLE "payment_programme_offices" (
	"programme_id" integer NOT NULL,
	"office" text NOT NULL,
	"cap_cents" integer NOT NULL,
	"qualifying_contributions" integer NOT NULL,
	CONSTRAINT "payment_programme_offices_programme_id_office_pk" PRIMARY KEY("programme_id","office"),
	CONSTRAINT "payment_programme_offices_office_valid" CHECK ("payment_programme_offices"."office" in ('Auditor', 'Mayor', 'Councilor District 1', 'Councilor District 2', 'Councilor District 3', 'Councilor District 4')),
	CONSTRAINT "payment_programme_offices_cap_not_negative" CHECK ("payment_programme_offices"."cap_cents" >= 0),
	CONSTRAINT "payment_programme_offices_threshold_positive" CHECK ("payment_programme_offices"."qualifying_contributions" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"government_id" integer NOT NULL,
	"election_name" text NOT NULL,
	"contributions_from" date NOT NULL,
	"election_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_programmes_dates_in_order" CHECK ("payment_programmes"."contributions_from" < "payment_programmes"."election_date")
);
--> statement-breakpoint
CREATE TABLE "payment_run_items" (
	"run_id" integer NOT NULL,
	"contribution_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"date" date NOT NULL,
	"public_cents" integer NOT NULL,
	"reason" text,
	CONSTRAINT "payment_run_items_run_id_contribution_id_pk" PRIMARY KEY("run_id","contribution_id"),
	CONSTRAINT "payment_run_items_reason_valid" CHECK ("payment_run_items"."reason" is null or "payment_run_items"."reason" in ('not_qualified', 'out_of_compliance', 'pending_review', 'cap_reached'))
);
--> statement-breakpoint
CREATE TABLE "payment_run_lines" (
	"run_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"matched_cents" integer NOT NULL,
	"match_count" integer NOT NULL,
	"held_back_cents" integer NOT NULL,
	"offsets_cents" integer NOT NULL,
	"cap_cents" integer NOT NULL,
	"cap_remaining_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_due_cents" integer NOT NULL,
	CONSTRAINT "payment_run_lines_run_id_campaign_id_pk" PRIMARY KEY("run_id","campaign_id"),
	CONSTRAINT "payment_run_lines_amount_not_negative" CHECK ("payment_run_lines"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"government_id" integer NOT NULL,
	"programme_id" integer NOT NULL,
	"cutoff_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"total_cents" integer NOT NULL,
	"created_by_id" integer,
	"approved_by_id" integer,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_runs_status_valid" CHECK ("payment_runs"."status" in ('draft', 'approved')),
	CONSTRAINT "payment_runs_approval_complete" CHECK (("payment_runs"."status" = 'approved') = ("payment_runs"."approved_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "campaign_payees" ADD CONSTRAINT "campaign_payees_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_matches" ADD CONSTRAINT "paid_matches_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_matches" ADD CONSTRAINT "paid_matches_run_id_payment_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payment_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_dates" ADD CONSTRAINT "payment_dates_programme_id_payment_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."payment_programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_offsets" ADD CONSTRAINT "payment_offsets_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_offsets" ADD CONSTRAINT "payment_offsets_contribution_id_paid_matches_contribution_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."paid_matches"("contribution_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_offsets" ADD CONSTRAINT "payment_offsets_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_programme_offices" ADD CONSTRAINT "payment_programme_offices_programme_id_payment_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."payment_programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_programmes" ADD CONSTRAINT "payment_programmes_government_id_governments_id_fk" FOREIGN KEY ("government_id") REFERENCES "public"."governments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_run_items" ADD CONSTRAINT "payment_run_items_run_id_payment_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payment_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_run_items" ADD CONSTRAINT "payment_run_items_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_run_lines" ADD CONSTRAINT "payment_run_lines_run_id_payment_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payment_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_run_lines" ADD CONSTRAINT "payment_run_lines_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_government_id_governments_id_fk" FOREIGN KEY ("government_id") REFERENCES "public"."governments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_programme_id_payment_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."payment_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paid_matches_campaign_idx" ON "paid_matches" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "payment_offsets_campaign_idx" ON "payment_offsets" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_offsets_contribution_idx" ON "payment_offsets" USING btree ("contribution_id");--> statement-breakpoint
CREATE INDEX "payment_programmes_government_idx" ON "payment_programmes" USING btree ("government_id","election_date");--> statement-breakpoint
CREATE INDEX "payment_run_items_campaign_idx" ON "payment_run_items" USING btree ("run_id","campaign_id","date");--> statement-breakpoint
CREATE INDEX "payment_run_lines_campaign_idx" ON "payment_run_lines" USING btree ("campaign_id","run_id");--> statement-breakpoint
CREATE INDEX "payment_runs_government_idx" ON "payment_runs" USING btree ("government_id","id");--> statement-breakpoint
-- The public dashboard shows what approved runs paid each campaign: approving a run changes
-- public data, so it bumps the government's dashboard data version like any public write.
CREATE OR REPLACE FUNCTION payment_runs_public_changed() RETURNS trigger AS $$
BEGIN
  PERFORM dashboard_bump_versions(ARRAY(
    SELECT government_id FROM old_rows WHERE status = 'approved'
    UNION
    SELECT government_id FROM new_rows WHERE status = 'approved'));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payment_runs_dashboard_version AFTER UPDATE ON payment_runs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_runs_public_changed();
