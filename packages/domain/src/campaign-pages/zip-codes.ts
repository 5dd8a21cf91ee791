/** One ZIP code's gifts to a campaign: its distinct donors and the money they gave. */
export interface ZipCodeGiving {
  zip: string;
  donors: number;
  amountCents: number;
}

/** What the ZIP codes left out of the shown list gave together. */
export interface OtherZipCodes {
  zipCodes: number;
  donors: number;
  amountCents: number;
}

/** A campaign page's ZIP code list: the ten giving most, everything else as "other". */
export const ZIP_CODE_RULES = { shown: 10, minDonors: 5 } as const;

/**
 * The ZIP codes giving a campaign most money, at most ten, and "other" for the rest. A ZIP code
 * with fewer than 5 donors is never shown on its own, whatever it gave, so that no one can be
 * singled out by place; it is folded into "other" with the ZIP codes past the tenth. Ties in
 * money go to the ZIP code with more donors, then the lower code, so the list is stable.
 */
export function foldZipCodes(
  rows: readonly ZipCodeGiving[],
  rules: { shown: number; minDonors: number } = ZIP_CODE_RULES,
): { top: ZipCodeGiving[]; other: OtherZipCodes } {
  const ranked = rows
    .filter((row) => row.donors >= rules.minDonors)
    .sort(
      (a, b) =>
        b.amountCents - a.amountCents || b.donors - a.donors || a.zip.localeCompare(b.zip, 'en'),
    );
  const top = ranked.slice(0, rules.shown);
  const shown = new Set(top.map((row) => row.zip));
  const other: OtherZipCodes = { zipCodes: 0, donors: 0, amountCents: 0 };
  for (const row of rows) {
    if (shown.has(row.zip)) continue;
    other.zipCodes += 1;
    other.donors += row.donors;
    other.amountCents += row.amountCents;
  }
  return { top, other };
}
