-- Offices are stored and answered exactly as spec section 3 writes them ('Auditor', 'Mayor',
-- 'Councilor District 1'..'4'): the spec's own values are the contract of its REST calls. Rows
-- written with the earlier snake_case values are renamed, their updated_at moved (the open-data
-- downloads' Last-Modified reads it, as an office correction does); the triggers on these tables
-- mark the public dashboard's data changed, so no stored answer keeps an old name. Campaigns
-- get the same check of the list as committees.
ALTER TABLE "external_committees" DROP CONSTRAINT "external_committees_office_valid";--> statement-breakpoint
UPDATE "campaigns" SET "office_sought" = CASE "office_sought" WHEN 'auditor' THEN 'Auditor' WHEN 'mayor' THEN 'Mayor' WHEN 'councilor_district_1' THEN 'Councilor District 1' WHEN 'councilor_district_2' THEN 'Councilor District 2' WHEN 'councilor_district_3' THEN 'Councilor District 3' WHEN 'councilor_district_4' THEN 'Councilor District 4' END, "updated_at" = now()
  WHERE "office_sought" IN ('auditor', 'mayor', 'councilor_district_1', 'councilor_district_2', 'councilor_district_3', 'councilor_district_4');--> statement-breakpoint
UPDATE "external_committees" SET "office_sought" = CASE "office_sought" WHEN 'auditor' THEN 'Auditor' WHEN 'mayor' THEN 'Mayor' WHEN 'councilor_district_1' THEN 'Councilor District 1' WHEN 'councilor_district_2' THEN 'Councilor District 2' WHEN 'councilor_district_3' THEN 'Councilor District 3' WHEN 'councilor_district_4' THEN 'Councilor District 4' END
  WHERE "office_sought" IN ('auditor', 'mayor', 'councilor_district_1', 'councilor_district_2', 'councilor_district_3', 'councilor_district_4');--> statement-breakpoint
UPDATE "external_contributions" SET "office_sought" = CASE "office_sought" WHEN 'auditor' THEN 'Auditor' WHEN 'mayor' THEN 'Mayor' WHEN 'councilor_district_1' THEN 'Councilor District 1' WHEN 'councilor_district_2' THEN 'Councilor District 2' WHEN 'councilor_district_3' THEN 'Councilor District 3' WHEN 'councilor_district_4' THEN 'Councilor District 4' END, "updated_at" = now()
  WHERE "office_sought" IN ('auditor', 'mayor', 'councilor_district_1', 'councilor_district_2', 'councilor_district_3', 'councilor_district_4');--> statement-breakpoint
ALTER TABLE "external_committees" ADD CONSTRAINT "external_committees_office_valid" CHECK ("external_committees"."office_sought" in ('Auditor', 'Mayor', 'Councilor District 1', 'Councilor District 2', 'Councilor District 3', 'Councilor District 4'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_office_valid" CHECK ("campaigns"."office_sought" in ('Auditor', 'Mayor', 'Councilor District 1', 'Councilor District 2', 'Councilor District 3', 'Councilor District 4'));