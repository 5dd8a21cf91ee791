/** Rows of the bench's bulk-upload file (the speed goal: a 3,000-row file in one second). */
export const BULK_ROWS = 3_000;

/** Imports timed per variant: the goal is each import's time, so its p95 needs more than three. */
export const BULK_RUNS = 10;

/**
 * A bulk-upload form of 3,000 rows made from the server's own template: its example row with a
 * different donor on each row, and the optional contact fields and note left empty so the file
 * stays under the 500 kB limit.
 */
export const bulkFile =
  (campaignId: number) => async (base: string, cookie: string | undefined) => {
    const template = await (
      await fetch(`${base}/bulk-contributions.csv`, { headers: cookie ? { cookie } : {} })
    ).text();
    const [headerLine = '', exampleLine = ''] = template.trimEnd().split(/\r?\n/);
    const header = headerLine.split(',');
    const example = exampleLine.split(',');
    const emptied = new Set(['email', 'phone', 'phoneType', 'notes']);
    const row = (index: number) =>
      header
        .map((field, column) => {
          if (emptied.has(field)) return '';
          if (field === 'lastName') return `Bench ${letters(index)}`;
          if (field === 'amount') return String(5 + (index % 200));
          return example[column] ?? '';
        })
        .join(',');
    const rows = Array.from({ length: BULK_ROWS }, (_, index) => row(index));
    const csv = `${[headerLine, ...rows].join('\n')}\n`;
    const form = new FormData();
    form.set('campaignId', String(campaignId));
    form.set('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
    return form;
  };

/** 0 → 'a', 27 → 'bb': a distinct name of letters only, as the name rule asks. */
const letters = (index: number): string =>
  index.toString(26).replace(/./g, (digit) => String.fromCharCode(97 + Number.parseInt(digit, 26)));
