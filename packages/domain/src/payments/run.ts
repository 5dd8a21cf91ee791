import { publicMoneyCents } from '../programme/match-money';
import { PROGRAMME_RULES } from '../programme/rules';
import type { HoldBackReason } from './schemas';

/** Where a campaign stands with the programme's money before a run. */
export interface CampaignLedger {
  campaignId: number;
  qualified: boolean;
  /** The office's maximum public funds for the election, in cents. */
  capCents: number;
  /** Public money of the matches earlier approved runs paid. */
  paidMatchesCents: number;
  /** Offsets recorded against those matches (reversals). */
  offsetsCents: number;
  /** What earlier approved runs sent the campaign. */
  paidOutCents: number;
}

/** How the city's review stands on a match that no run has paid. */
export type MatchReview = 'approved' | 'out_of_compliance' | 'pending_review';

export interface CandidateMatch {
  contributionId: number;
  campaignId: number;
  /** The contribution's date, YYYY-MM-DD. */
  date: string;
  /** Public money the match brings (nine times the match amount), in cents. */
  publicCents: number;
  review: MatchReview;
}

/** A contribution as the run reads it. */
export interface MatchedGift {
  contributionId: number;
  campaignId: number;
  date: string;
  status: string;
  compliant: boolean | null;
  amountCents: number;
  matchAmountCents: number | null;
}

/**
 * An approved match: the city processed the gift, found it compliant and matched part of it
 * (the Match Contribution action).
 */
export const isApprovedMatch = (
  gift: Pick<MatchedGift, 'status' | 'compliant' | 'matchAmountCents'>,
) => gift.status === 'processed' && gift.compliant === true && (gift.matchAmountCents ?? 0) > 0;

/**
 * A gift as a run sees it: approved, out of compliance, or waiting for review; and the public
 * money it brings, nine times its match amount (never above the gift). A gift still waiting
 * for its match amount shows what the rule's first dollars would bring, so the hold-back is
 * sized before the city decides.
 */
export function candidateMatch(gift: MatchedGift): CandidateMatch {
  const review: MatchReview = isApprovedMatch(gift)
    ? 'approved'
    : gift.compliant === false || gift.status === 'out_of_compliance'
      ? 'out_of_compliance'
      : 'pending_review';
  const matchedPart =
    (gift.matchAmountCents ?? 0) > 0
      ? Math.min(gift.matchAmountCents ?? 0, gift.amountCents)
      : Math.min(gift.amountCents, PROGRAMME_RULES.matchableFirstCents);
  return {
    contributionId: gift.contributionId,
    campaignId: gift.campaignId,
    date: gift.date,
    publicCents: publicMoneyCents(Math.max(matchedPart, 0)),
    review,
  };
}

export interface HeldBackMatch extends CandidateMatch {
  reason: HoldBackReason;
}

export interface PaymentRunLine {
  campaignId: number;
  /** Public money of the matches this run pays. */
  matchedCents: number;
  matchCount: number;
  /** Public money of the matches this run holds back, whatever the reason. */
  heldBackCents: number;
  /** Offsets owed before the run that this run's matches cover. */
  offsetsCents: number;
  capCents: number;
  /** What is left of the cap once this run is paid. */
  capRemainingCents: number;
  /** What the treasury sends: matched minus offsets, never below zero. */
  amountCents: number;
  /** Offsets this run's matches do not cover: what the campaign owes back. */
  balanceDueCents: number;
}

export interface PaymentRun {
  lines: PaymentRunLine[];
  included: CandidateMatch[];
  heldBack: HeldBackMatch[];
  totalCents: number;
}

const byDateThenId = (a: CandidateMatch, b: CandidateMatch) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.contributionId - b.contributionId;

/** Why a match is not paid now, or null when it may be paid if the cap allows. */
const holdBackReasonOf = (match: CandidateMatch, ledger: CampaignLedger): HoldBackReason | null => {
  if (match.review === 'out_of_compliance') return 'out_of_compliance';
  if (match.review === 'pending_review') return 'pending_review';
  if (!ledger.qualified) return 'not_qualified';
  return null;
};

/**
 * The payment-run rule. For each campaign, the matches no earlier run paid (the caller gives
 * only those dated up to the cut-off), oldest first: an approved match of a qualified campaign
 * is paid whole while it fits in what the office cap leaves (paid matches minus offsets count
 * against the cap, across every run of the election); others are held back with the reason.
 * The amount sent is what the campaign has earned net of offsets and not yet been sent; offsets
 * larger than the run's matches leave a balance due, deducted from later runs.
 */
export function computePaymentRun(input: {
  ledgers: readonly CampaignLedger[];
  matches: readonly CandidateMatch[];
}): PaymentRun {
  const matchesByCampaign = new Map<number, CandidateMatch[]>();
  for (const match of input.matches) {
    const list = matchesByCampaign.get(match.campaignId) ?? [];
    list.push(match);
    matchesByCampaign.set(match.campaignId, list);
  }
  const lines: PaymentRunLine[] = [];
  const included: CandidateMatch[] = [];
  const heldBack: HeldBackMatch[] = [];
  const ledgers = [...input.ledgers].sort((a, b) => a.campaignId - b.campaignId);
  for (const ledger of ledgers) {
    const matches = (matchesByCampaign.get(ledger.campaignId) ?? []).sort(byDateThenId);
    const earnedCents = ledger.paidMatchesCents - ledger.offsetsCents;
    let roomCents = Math.max(ledger.capCents - earnedCents, 0);
    let matchedCents = 0;
    let matchCount = 0;
    let heldBackCents = 0;
    for (const match of matches) {
      const reason =
        holdBackReasonOf(match, ledger) ?? (match.publicCents > roomCents ? 'cap_reached' : null);
      if (reason) {
        heldBack.push({ ...match, reason });
        heldBackCents += match.publicCents;
        continue;
      }
      roomCents -= match.publicCents;
      matchedCents += match.publicCents;
      matchCount += 1;
      included.push(match);
    }
    const owedBeforeCents = earnedCents - ledger.paidOutCents;
    const owedAfterCents = owedBeforeCents + matchedCents;
    if (matches.length === 0 && owedBeforeCents === 0) continue;
    lines.push({
      campaignId: ledger.campaignId,
      matchedCents,
      matchCount,
      heldBackCents,
      offsetsCents: Math.min(Math.max(-owedBeforeCents, 0), matchedCents),
      capCents: ledger.capCents,
      capRemainingCents: roomCents,
      amountCents: Math.max(owedAfterCents, 0),
      balanceDueCents: Math.max(-owedAfterCents, 0),
    });
  }
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return { lines, included, heldBack, totalCents };
}

/** Where a campaign's money stands between runs. */
export interface LedgerStanding {
  /** Paid matches net of offsets: what counts against the cap. */
  earnedCents: number;
  capRemainingCents: number;
  /** Offsets not yet deducted from a run: what the campaign owes back. */
  balanceDueCents: number;
}

/** The ledger rule the runs follow, read between runs (see `computePaymentRun`). */
export function ledgerStanding(
  ledger: Omit<CampaignLedger, 'campaignId' | 'qualified'>,
): LedgerStanding {
  const earnedCents = ledger.paidMatchesCents - ledger.offsetsCents;
  return {
    earnedCents,
    capRemainingCents: Math.max(ledger.capCents - earnedCents, 0),
    balanceDueCents: Math.max(ledger.paidOutCents - earnedCents, 0),
  };
}
