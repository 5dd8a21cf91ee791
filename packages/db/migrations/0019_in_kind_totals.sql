-- The Campaigns table's In-Kind column (the amounts of a campaign's in-kind contributions not in
-- the trash) from record_totals instead of a GROUP BY over every contribution. In-kind gifts get
-- totals rows of a kind of their own, 'in_kind_contribution', per government, campaign and
-- status: the same table, the same pending deltas and the same flush at commit as migration
-- record_totals_triggers, so nothing of it is restated here; only what a statement adds to those
-- rows is new. The summary reads the kinds 'contribution' and 'expenditure' alone, so its
-- figures are untouched.

-- The in-kind rows a statement wrote (+) and replaced or removed (-), netted per key as the
-- contribution totals are: an edit that changes no in-kind amount, status or owner writes nothing.
-- Each event has only its own transition tables; PL/pgSQL plans a query when it first runs it, so
-- the branches an event does not take may name tables it lacks.
CREATE OR REPLACE FUNCTION record_totals_in_kind_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO record_totals_changes
    SELECT 'in_kind_contribution', government_id, campaign_id, status, count(*),
      sum(amount_cents), 0
    FROM new_rows WHERE sub_type LIKE 'inkind\_%' GROUP BY government_id, campaign_id, status;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO record_totals_changes
    SELECT 'in_kind_contribution', government_id, campaign_id, status, -count(*),
      -sum(amount_cents), 0
    FROM old_rows WHERE sub_type LIKE 'inkind\_%' GROUP BY government_id, campaign_id, status;
  ELSE
    INSERT INTO record_totals_changes
    SELECT 'in_kind_contribution', government_id, campaign_id, status, sum(side), sum(amount), 0
    FROM (
      SELECT government_id, campaign_id, status, 1 AS side, amount_cents AS amount
      FROM new_rows WHERE sub_type LIKE 'inkind\_%'
      UNION ALL
      SELECT government_id, campaign_id, status, -1, -amount_cents
      FROM old_rows WHERE sub_type LIKE 'inkind\_%'
    ) AS in_kind
    GROUP BY government_id, campaign_id, status
    HAVING sum(side) <> 0 OR sum(amount) <> 0;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- A trigger with transition tables serves one event: one per event, each naming the tables its
-- event has.
DO $$
DECLARE
  event record;
BEGIN
  FOR event IN SELECT * FROM (VALUES
    ('inserted', 'INSERT', 'NEW TABLE AS new_rows'),
    ('updated', 'UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'),
    ('deleted', 'DELETE', 'OLD TABLE AS old_rows')) AS events (suffix, operation, tables)
  LOOP
    EXECUTE format('CREATE TRIGGER contributions_in_kind_totals_%s AFTER %s ON contributions '
      'REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION record_totals_in_kind_changed()',
      event.suffix, event.operation, event.tables);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- record_totals_truncated (migration record_totals_triggers) empties the kind it is given.
CREATE TRIGGER contributions_in_kind_totals_truncated AFTER TRUNCATE ON contributions
  FOR EACH STATEMENT EXECUTE FUNCTION record_totals_truncated('in_kind_contribution');
--> statement-breakpoint

-- Backfill after the triggers exist: creating them locked contributions against writes until
-- this migration commits, so no gift is counted twice or missed.
INSERT INTO record_totals
  (kind, government_id, campaign_id, status, count, amount_cents, match_amount_cents)
SELECT 'in_kind_contribution', government_id, campaign_id, status, count(*), sum(amount_cents), 0
FROM contributions WHERE sub_type LIKE 'inkind\_%' GROUP BY government_id, campaign_id, status;
