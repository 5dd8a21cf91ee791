-- One campaign per name in a government, case and runs of spaces folded, so parallel
-- creates of one name give one campaign. Names that already clash keep their oldest campaign;
-- the later ones get their id appended, so nothing is lost and the index can be built.
UPDATE campaigns AS later
SET name = later.name || ' (#' || later.id || ')'
WHERE EXISTS (
  SELECT 1 FROM campaigns AS earlier
  WHERE earlier.government_id = later.government_id
    AND earlier.id < later.id
    AND lower(regexp_replace(btrim(earlier.name), '\s+', ' ', 'g'))
      = lower(regexp_replace(btrim(later.name), '\s+', ' ', 'g'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX campaigns_government_folded_name_key
  ON campaigns (government_id, (lower(regexp_replace(btrim(name), '\s+', ' ', 'g'))));
