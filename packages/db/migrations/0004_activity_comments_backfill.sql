-- Comments written before activities told them apart: a history line with an attachment can only
-- have come from the Reply box. Plain-text comments of that time cannot be told from change lines
-- and stay in the history only.
UPDATE "activities" SET "is_comment" = true
WHERE "id" IN (SELECT "activity_id" FROM "activity_attachments");
