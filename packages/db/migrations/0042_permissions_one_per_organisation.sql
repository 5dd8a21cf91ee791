-- One role per person and organisation (a government, or one of its campaigns). Two invitations
-- of one person at once could add the same permission twice; the later copies are removed (the
-- person keeps the role first granted) before the index refuses any more.
DELETE FROM "permissions" AS "later"
USING "permissions" AS "first"
WHERE "later"."user_id" = "first"."user_id"
  AND "later"."government_id" = "first"."government_id"
  AND coalesce("later"."campaign_id", 0) = coalesce("first"."campaign_id", 0)
  AND "later"."id" > "first"."id";
--> statement-breakpoint
CREATE UNIQUE INDEX "permissions_user_organisation_key" ON "permissions" USING btree ("user_id","government_id",coalesce("campaign_id", 0));
