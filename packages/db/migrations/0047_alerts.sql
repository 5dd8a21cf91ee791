-- E-mail alerts of public activity (see packages/db/src/schema/alerts.ts): subscriptions with
-- double opt-in, one digest claim per address and day, one-click unsubscribe codes (hashes only),
-- and the outbox keeping a message's extra headers. The feeds and digests read a day's public
-- activity by the moment records were handed in: partial indexes of handed-in records by that
-- moment, per campaign and for the whole programme, keep that read to the days asked for.
CREATE TABLE "alert_digests" (
	"email" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_digests_email_day_pk" PRIMARY KEY("email","day")
);
--> statement-breakpoint
CREATE TABLE "alert_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"government_id" integer NOT NULL,
	"campaign_id" integer,
	"email" text NOT NULL,
	"confirm_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"sent_through" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_unsubscribe_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_government_id_governments_id_fk" FOREIGN KEY ("government_id") REFERENCES "public"."governments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscriptions_target_idx" ON "alert_subscriptions" USING btree ("email","government_id",coalesce("campaign_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscriptions_confirm_idx" ON "alert_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_created_idx" ON "alert_subscriptions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "alert_unsubscribe_codes_created_idx" ON "alert_unsubscribe_codes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contributions_public_submitted_idx" ON "contributions" USING btree ("submitted_at") WHERE "status" IN ('submitted', 'processed');--> statement-breakpoint
CREATE INDEX "contributions_campaign_public_submitted_idx" ON "contributions" USING btree ("campaign_id", "submitted_at") WHERE "status" IN ('submitted', 'processed');--> statement-breakpoint
CREATE INDEX "expenditures_public_submitted_idx" ON "expenditures" USING btree ("submitted_at") WHERE "status" IN ('submitted', 'in_compliance', 'out_of_compliance');--> statement-breakpoint
CREATE INDEX "expenditures_campaign_public_submitted_idx" ON "expenditures" USING btree ("campaign_id", "submitted_at") WHERE "status" IN ('submitted', 'in_compliance', 'out_of_compliance');
