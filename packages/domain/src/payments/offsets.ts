import { publicMoneyCents } from '../programme/match-money';
import type { OffsetReason } from './schemas';

/** A contribution's state as it bears on a match a run already paid. */
export interface PaidMatchNow {
  status: string;
  compliant: boolean | null;
  amountCents: number;
  matchAmountCents: number | null;
}

/**
 * Public money a paid match is still worth: nothing once the contribution is no longer processed
 * and compliant; otherwise nine times its match amount (never more than the gift itself), and
 * never more than was paid: a match amended upward is not paid again.
 */
export function stillValidCents(paidCents: number, now: PaidMatchNow): number {
  if (now.status !== 'processed' || now.compliant !== true) return 0;
  const matchedPart = Math.max(Math.min(now.matchAmountCents ?? 0, now.amountCents), 0);
  return Math.min(publicMoneyCents(matchedPart), paidCents);
}

/**
 * The reversal rule: when a paid match is later found out of compliance, or its contribution is
 * refunded or amended downward, the campaign owes back what the match is no longer worth, less
 * what earlier offsets of that match already took. Null when nothing more is owed.
 */
export function offsetOwed(input: {
  paidCents: number;
  offsetsSoFarCents: number;
  now: PaidMatchNow;
}): { cents: number; reason: OffsetReason } | null {
  const cents =
    input.paidCents - input.offsetsSoFarCents - stillValidCents(input.paidCents, input.now);
  if (cents <= 0) return null;
  const { now } = input;
  const reason: OffsetReason =
    now.compliant === false || now.status === 'out_of_compliance'
      ? 'out_of_compliance'
      : now.status === 'archived' || now.amountCents <= 0
        ? 'refunded'
        : 'amended_downward';
  return { cents, reason };
}
