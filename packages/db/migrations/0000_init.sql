CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"government_id" integer NOT NULL,
	"campaign_id" integer,
	"contribution_id" integer,
	"expenditure_id" integer,
	"user_id" integer,
	"on_behalf_of_campaign_id" integer,
	"activity_type" text NOT NULL,
	"notes" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_attachments_size_matches" CHECK ("activity_attachments"."size_bytes" = octet_length("activity_attachments"."content"))
);
--> statement-breakpoint
CREATE TABLE "contributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"government_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"created_by_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"type" text NOT NULL,
	"sub_type" text NOT NULL,
	"contributor_type" text NOT NULL,
	"oae_type" text NOT NULL,
	"in_kind_type" text,
	"in_kind_description" text,
	"payment_method" text,
	"check_number" text,
	"amount_cents" integer NOT NULL,
	"date" date NOT NULL,
	"first_name" text,
	"middle_initial" text,
	"last_name" text,
	"name" text,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"email" text,
	"phone" text,
	"phone_type" text,
	"occupation" text,
	"occupation_letter_date" date,
	"employer_name" text,
	"employer_city" text,
	"employer_state" text,
	"employer_country" text,
	"notes" text,
	"compliant" boolean,
	"match_amount_cents" integer,
	"match_id" text,
	"match_strength" text,
	"batch_id" text,
	"latitude" double precision,
	"longitude" double precision,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "contributions_amount_not_negative" CHECK ("contributions"."amount_cents" >= 0),
	CONSTRAINT "contributions_match_amount_not_negative" CHECK ("contributions"."match_amount_cents" is null or "contributions"."match_amount_cents" >= 0),
	CONSTRAINT "contributions_status_valid" CHECK ("contributions"."status" in ('archived', 'draft', 'submitted', 'processed', 'awaiting', 'out_of_compliance')),
	CONSTRAINT "contributions_type_valid" CHECK ("contributions"."type" in ('contribution', 'other')),
	CONSTRAINT "contributions_sub_type_valid" CHECK ("contributions"."sub_type" in ('cash', 'inkind_contribution', 'inkind_paid_supervision', 'inkind_forgiven_account', 'inkind_forgiven_personal', 'item_sold_fair_market', 'item_returned_check', 'item_misc', 'item_refund')),
	CONSTRAINT "contributions_contributor_type_valid" CHECK ("contributions"."contributor_type" in ('individual', 'business', 'family', 'labor', 'political_committee', 'political_party', 'unregistered', 'other')),
	CONSTRAINT "contributions_oae_type_valid" CHECK ("contributions"."oae_type" in ('seed', 'matchable', 'public_matching_contribution', 'qualifying', 'allowable', 'inkind', 'other')),
	CONSTRAINT "contributions_payment_method_valid" CHECK ("contributions"."payment_method" in ('cash', 'check', 'money_order', 'credit_card_online', 'credit_card_paper', 'electronic_funds_transfer', 'debit')),
	CONSTRAINT "contributions_phone_type_valid" CHECK ("contributions"."phone_type" in ('mobile', 'work', 'home')),
	CONSTRAINT "contributions_match_strength_valid" CHECK ("contributions"."match_strength" in ('none', 'weak', 'strong', 'exact')),
	CONSTRAINT "contributions_point_complete" CHECK (("contributions"."latitude" is null) = ("contributions"."longitude" is null)),
	CONSTRAINT "contributions_version_positive" CHECK ("contributions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "donor_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"known_contributor_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "known_contributors" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"zip_plus_four" text,
	"county" text,
	"normalized_first_name" text,
	"normalized_last_name" text NOT NULL,
	"normalized_address" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expenditures" (
	"id" serial PRIMARY KEY NOT NULL,
	"government_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"created_by_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"amount_cents" integer NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"sub_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"check_number" text,
	"purpose" text,
	"payee_type" text NOT NULL,
	"name" text NOT NULL,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"zip" text,
	"notes" text,
	"date_original_transaction" date,
	"vendor_for_original_purchase" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "expenditures_amount_not_negative" CHECK ("expenditures"."amount_cents" >= 0),
	CONSTRAINT "expenditures_status_valid" CHECK ("expenditures"."status" in ('archived', 'draft', 'submitted', 'out_of_compliance', 'in_compliance')),
	CONSTRAINT "expenditures_type_valid" CHECK ("expenditures"."type" in ('expenditure', 'other', 'other_disbursement')),
	CONSTRAINT "expenditures_sub_type_valid" CHECK ("expenditures"."sub_type" in ('accounts_payable', 'cash_expenditure', 'personal_expenditure', 'accounts_payable_rescinded', 'cash_balance_adjustment', 'miscellaneous_other_disbursement', 'refund_of_expenditure')),
	CONSTRAINT "expenditures_payment_method_valid" CHECK ("expenditures"."payment_method" in ('debit', 'check', 'money_order', 'credit_card_online', 'credit_card_paper')),
	CONSTRAINT "expenditures_purpose_valid" CHECK ("expenditures"."purpose" in ('wages', 'cash_contribution', 'personal_reimbursement', 'broadcast_advertising', 'fundraising_event_expenses', 'general_operating_expenses', 'printing', 'management', 'print_advertising', 'other_advertising', 'petition_circulators', 'postage', 'preparation_of_advertising', 'surveys_and_polls', 'travel_expenses', 'utilities')),
	CONSTRAINT "expenditures_payee_type_valid" CHECK ("expenditures"."payee_type" in ('individual', 'business', 'family', 'labor', 'political_committee', 'political_party', 'unregistered', 'other')),
	CONSTRAINT "expenditures_version_positive" CHECK ("expenditures"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "external_contributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"government_id" integer NOT NULL,
	"campaign_name" text NOT NULL,
	"office_sought" text NOT NULL,
	"date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"contributor_type" text NOT NULL,
	"contribution_sub_type" text NOT NULL,
	"oae_type" text DEFAULT 'not participating' NOT NULL,
	"city" text,
	"state" text,
	"zip" text,
	"latitude" double precision,
	"longitude" double precision,
	"batch_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_contributions_amount_not_negative" CHECK ("external_contributions"."amount_cents" >= 0),
	CONSTRAINT "external_contributions_contributor_type_valid" CHECK ("external_contributions"."contributor_type" in ('individual', 'business', 'family', 'labor', 'political_committee', 'political_party', 'unregistered', 'other')),
	CONSTRAINT "external_contributions_sub_type_valid" CHECK ("external_contributions"."contribution_sub_type" in ('cash', 'inkind_contribution', 'inkind_paid_supervision', 'inkind_forgiven_account', 'inkind_forgiven_personal', 'item_sold_fair_market', 'item_returned_check', 'item_misc', 'item_refund')),
	CONSTRAINT "external_contributions_point_complete" CHECK (("external_contributions"."latitude" is null) = ("external_contributions"."longitude" is null))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"government_id" integer NOT NULL,
	"name" text NOT NULL,
	"office_sought" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "governments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"government_id" integer NOT NULL,
	"campaign_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permissions_role_scope" CHECK (("permissions"."role" = 'government_admin' and "permissions"."campaign_id" is null) or ("permissions"."role" in ('campaign_admin', 'campaign_staff') and "permissions"."campaign_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"assumed_campaign_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text,
	"password_hash" text,
	"status" text DEFAULT 'invited' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_government_id_governments_id_fk" FOREIGN KEY ("government_id") REFERENCES "public"."governments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_expenditure_id_expenditures_id_fk" FOREIGN KEY ("expenditure_id") REFERENCES "public"."expenditures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_on_behalf_of_campaign_id_campaigns_id_fk" FOREIGN KEY ("on_behalf_of_campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_attachments" ADD CONSTRAINT "activity_attachments_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_government_id_governments_id_fk" FOREIGN KEY ("government_id") REFERENCES "public"."governments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_identities" ADD CONSTRAINT "donor_identities_known_contributor_id_known_contributors_id_fk" FOREIGN KEY ("known_contributor_id") REFERENCES "public"."known_contributors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenditures" ADD CONSTRAINT "expenditures_government_id_governments_id_fk" FOREIGN KEY ("government_id") REFERENCES "public"."governments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenditures" ADD CONSTRAINT "expenditures_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenditures" ADD CONSTRAINT "expenditures_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_contributions" ADD CONSTRAINT "external_contributions_government_id_governments_id_fk" FOREIGN KEY ("government_id") REFERENCES "public"."governments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_government_id_governments_id_fk" FOREIGN KEY ("government_id") REFERENCES "public"."governments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_government_id_governments_id_fk" FOREIGN KEY ("government_id") REFERENCES "public"."governments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_assumed_campaign_id_campaigns_id_fk" FOREIGN KEY ("assumed_campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_codes" ADD CONSTRAINT "user_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_contribution_idx" ON "activities" USING btree ("contribution_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activities_expenditure_idx" ON "activities" USING btree ("expenditure_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activities_campaign_idx" ON "activities" USING btree ("campaign_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activities_government_idx" ON "activities" USING btree ("government_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_attachments_activity_idx" ON "activity_attachments" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "contributions_campaign_date_idx" ON "contributions" USING btree ("campaign_id","date");--> statement-breakpoint
CREATE INDEX "contributions_government_date_idx" ON "contributions" USING btree ("government_id","date");--> statement-breakpoint
CREATE INDEX "contributions_campaign_status_idx" ON "contributions" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "contributions_government_status_idx" ON "contributions" USING btree ("government_id","status");--> statement-breakpoint
CREATE INDEX "contributions_campaign_updated_idx" ON "contributions" USING btree ("campaign_id","updated_at");--> statement-breakpoint
CREATE INDEX "contributions_government_updated_idx" ON "contributions" USING btree ("government_id","updated_at");--> statement-breakpoint
CREATE INDEX "contributions_amount_idx" ON "contributions" USING btree ("amount_cents");--> statement-breakpoint
CREATE INDEX "contributions_match_id_idx" ON "contributions" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "donor_identities_known_contributor_idx" ON "donor_identities" USING btree ("known_contributor_id");--> statement-breakpoint
CREATE INDEX "known_contributors_last_name_zip_idx" ON "known_contributors" USING btree ("normalized_last_name","zip");--> statement-breakpoint
CREATE INDEX "expenditures_campaign_date_idx" ON "expenditures" USING btree ("campaign_id","date");--> statement-breakpoint
CREATE INDEX "expenditures_government_date_idx" ON "expenditures" USING btree ("government_id","date");--> statement-breakpoint
CREATE INDEX "expenditures_campaign_status_idx" ON "expenditures" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "expenditures_government_status_idx" ON "expenditures" USING btree ("government_id","status");--> statement-breakpoint
CREATE INDEX "expenditures_campaign_updated_idx" ON "expenditures" USING btree ("campaign_id","updated_at");--> statement-breakpoint
CREATE INDEX "expenditures_government_updated_idx" ON "expenditures" USING btree ("government_id","updated_at");--> statement-breakpoint
CREATE INDEX "expenditures_amount_idx" ON "expenditures" USING btree ("amount_cents");--> statement-breakpoint
CREATE INDEX "external_contributions_government_date_idx" ON "external_contributions" USING btree ("government_id","date");--> statement-breakpoint
CREATE INDEX "campaigns_government_idx" ON "campaigns" USING btree ("government_id");--> statement-breakpoint
CREATE INDEX "auth_attempts_lookup_idx" ON "auth_attempts" USING btree ("kind","subject","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "permissions_user_idx" ON "permissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "permissions_campaign_idx" ON "permissions" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "permissions_government_idx" ON "permissions" USING btree ("government_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_codes_code_hash_unique" ON "user_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "user_codes_user_idx" ON "user_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");