import {
  HOLD_BACK_REASON_LABELS,
  type HoldBackReason,
  OFFSET_REASON_LABELS,
  type OffsetReason,
} from './schemas';

export type StatementEntryInput =
  | { kind: 'paid'; runId: number; contributionId: number; date: string; cents: number }
  | {
      kind: 'held_back';
      runId: number;
      contributionId: number;
      date: string;
      cents: number;
      reason: HoldBackReason;
    }
  | {
      kind: 'offset';
      runId: null;
      contributionId: number;
      date: string;
      cents: number;
      reason: OffsetReason;
    };

export interface StatementLine {
  kind: StatementEntryInput['kind'];
  runId: number | null;
  contributionId: number;
  date: string;
  cents: number;
  reason: HoldBackReason | OffsetReason | null;
  reasonLabel: string | null;
  /** Paid matches net of offsets so far, from the election's first run. */
  runningPaidCents: number;
  /** What is left of the cap at this line. */
  capRemainingCents: number;
}

/**
 * A campaign's statement lines with the running total against the cap: a paid match adds to it,
 * an offset takes from it, a match held back changes nothing. Offsets come first (the run deducts
 * them), then the matches by date.
 */
export function statementLines(input: {
  capCents: number;
  /** Paid matches net of offsets before the statement's first line. */
  openingPaidCents: number;
  entries: readonly StatementEntryInput[];
}): StatementLine[] {
  const order = { offset: 0, paid: 1, held_back: 1 } as const;
  const entries = [...input.entries].sort(
    (a, b) =>
      order[a.kind] - order[b.kind] ||
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
      a.contributionId - b.contributionId,
  );
  let running = input.openingPaidCents;
  return entries.map((entry) => {
    if (entry.kind === 'paid') running += entry.cents;
    if (entry.kind === 'offset') running -= entry.cents;
    const reason = entry.kind === 'paid' ? null : entry.reason;
    return {
      kind: entry.kind,
      runId: entry.runId,
      contributionId: entry.contributionId,
      date: entry.date,
      cents: entry.cents,
      reason,
      reasonLabel:
        entry.kind === 'held_back'
          ? HOLD_BACK_REASON_LABELS[entry.reason]
          : entry.kind === 'offset'
            ? OFFSET_REASON_LABELS[entry.reason]
            : null,
      runningPaidCents: running,
      capRemainingCents: Math.max(input.capCents - running, 0),
    };
  });
}
