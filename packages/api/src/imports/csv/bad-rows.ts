import { knownContributorLineProblem } from '@portal/domain';

export interface BadRow {
  line: number;
  message: string;
}

/** A broken export could fail every one of 500,000 rows; the first thousand say enough. */
export const MAX_REPORTED_BAD_ROWS = 1000;

/** Bad rows of one file: the first ones in full, all of them counted. */
export class BadRowReport {
  readonly rows: BadRow[] = [];
  count = 0;

  add(line: number, problems: readonly string[]): void {
    this.count += 1;
    if (this.rows.length < MAX_REPORTED_BAD_ROWS)
      this.rows.push({ line, message: knownContributorLineProblem(line, problems) });
  }
}
