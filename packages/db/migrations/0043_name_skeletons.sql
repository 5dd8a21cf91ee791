-- Lookalike names: a campaign's name within its government and an API token's name among its
-- user's tokens in use are unique by their two lookalike keys (confusable characters, case,
-- width and invisible characters folded). PostgreSQL cannot compute the keys (they need the
-- Unicode confusables data), so the app writes them with the name, and after migrating it fills
-- the keys of rows that have none (packages/db name-skeletons.ts); null keys never clash. A
-- trigger forgets the keys when a name changes without them, so a key is always its row's name's
-- or null, never a stale one.
ALTER TABLE "api_tokens" ADD COLUMN "name_skeleton" text;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "name_caseless_skeleton" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "name_skeleton" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "name_caseless_skeleton" text;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_user_name_skeleton_key" ON "api_tokens" USING btree ("user_id","name_skeleton") WHERE "api_tokens"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_user_name_caseless_skeleton_key" ON "api_tokens" USING btree ("user_id","name_caseless_skeleton") WHERE "api_tokens"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_government_name_skeleton_key" ON "campaigns" USING btree ("government_id","name_skeleton");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_government_name_caseless_skeleton_key" ON "campaigns" USING btree ("government_id","name_caseless_skeleton");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION forget_outgrown_name_skeletons() RETURNS trigger AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name
    AND NEW.name_skeleton IS NOT DISTINCT FROM OLD.name_skeleton
    AND NEW.name_caseless_skeleton IS NOT DISTINCT FROM OLD.name_caseless_skeleton THEN
    NEW.name_skeleton := NULL;
    NEW.name_caseless_skeleton := NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER campaigns_forget_outgrown_name_skeletons
  BEFORE UPDATE OF name ON campaigns
  FOR EACH ROW EXECUTE FUNCTION forget_outgrown_name_skeletons();
--> statement-breakpoint
CREATE TRIGGER api_tokens_forget_outgrown_name_skeletons
  BEFORE UPDATE OF name ON api_tokens
  FOR EACH ROW EXECUTE FUNCTION forget_outgrown_name_skeletons();
