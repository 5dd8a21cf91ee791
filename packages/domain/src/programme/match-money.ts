import { COMPLIANCE_MESSAGES } from '../compliance/schemas';
import type { ContributionStatus, ContributorType, OaeType } from '../enums/lists';
import type { Office } from '../enums/places';
import { formatMoney } from '../money/cents';
import { PROGRAMME_RULES, qualifyingThreshold } from './rules';

const MATCHABLE_OAE_TYPES: readonly string[] = ['matchable', 'qualifying'] satisfies OaeType[];

/** Statuses from which the Match Contribution option is not offered (spec section 4). */
const NOT_MATCHABLE_STATUSES: readonly string[] = [
  'archived',
  'draft',
  'processed',
  'out_of_compliance',
] satisfies ContributionStatus[];

/**
 * The Match option rule of spec section 4, without the actor: an individual's contribution,
 * oaeType matchable or qualifying, status not Archived, Draft, Processed or Out of compliance.
 */
export const isMatchableContribution = (contribution: {
  contributorType: ContributorType | string | null;
  oaeType: OaeType | string | null;
  status: ContributionStatus | string;
}): boolean =>
  contribution.contributorType === 'individual' &&
  MATCHABLE_OAE_TYPES.includes(contribution.oaeType ?? '') &&
  !NOT_MATCHABLE_STATUSES.includes(contribution.status);

/** Public money for a match amount: the city pays 9 dollars for each matched dollar. */
export const publicMoneyCents = (matchAmountCents: number): number =>
  PROGRAMME_RULES.matchRatio * matchAmountCents;

export interface MatchComputation {
  /** The donation, in cents. */
  amountCents: number;
  /** True when part of this donation can be matched. */
  eligible: boolean;
  /** Why nothing can be matched, in plain words; empty when eligible. */
  reasons: string[];
  /** Match amounts of this donor's earlier gifts to the same campaign, added up. */
  alreadyMatchedCents: number;
  /** What is left of the donor's first $20 to the campaign. */
  remainingEligibleCents: number;
  /** The match amount the rule gives: the donation up to the remaining part; 0 if not eligible. */
  suggestedMatchCents: number;
  /** Nine times the suggested match amount. */
  publicMoneyCents: number;
}

/**
 * The 9-to-1 match rule (spec section 9): the city matches the first $20 per donor per
 * campaign from a Portland individual whose contribution is matchable or qualifying. The match
 * amount is the matched part of the donation, never above the donation nor above what earlier
 * matches left of the $20; the public money is nine times it, so at most $180 per donor per
 * campaign.
 */
export const matchComputation = (input: {
  amountCents: number;
  inPortland: boolean;
  contributorType: ContributorType | string | null;
  oaeType: OaeType | string | null;
  /** Match amounts (not public money) of this donor's earlier processed gifts to the campaign. */
  earlierMatchedCents: readonly number[];
}): MatchComputation => {
  const alreadyMatchedCents = input.earlierMatchedCents.reduce(
    (sum, cents) => sum + Math.max(cents, 0),
    0,
  );
  const remainingEligibleCents = Math.max(
    PROGRAMME_RULES.matchableFirstCents - alreadyMatchedCents,
    0,
  );
  const reasons: string[] = [];
  if (input.contributorType !== 'individual')
    reasons.push('Only contributions from individuals are matched.');
  if (!MATCHABLE_OAE_TYPES.includes(input.oaeType ?? ''))
    reasons.push('Only matchable or qualifying contributions are matched.');
  if (!input.inPortland) reasons.push("The contributor's address is not in Portland.");
  if (input.amountCents <= 0) reasons.push('The contribution amount is not above zero.');
  if (remainingEligibleCents === 0)
    reasons.push(
      `This donor's first ${formatMoney(PROGRAMME_RULES.matchableFirstCents)} to the campaign is already matched.`,
    );
  const eligible = reasons.length === 0;
  const suggestedMatchCents = eligible ? Math.min(input.amountCents, remainingEligibleCents) : 0;
  return {
    amountCents: input.amountCents,
    eligible,
    reasons,
    alreadyMatchedCents,
    remainingEligibleCents,
    suggestedMatchCents,
    publicMoneyCents: publicMoneyCents(suggestedMatchCents),
  };
};

/**
 * The match of one matchable Portland individual's gift, as the demo seed plays it: `eligibleCents`
 * is the match amount and `matchCents` the public money (nine times it). `matchComputation` gives
 * the same figures with the reasons behind them.
 */
export const matchAmountFor = (input: {
  amountCents: number;
  /** Match amounts of this donor's earlier matched contributions to the same campaign. */
  previouslyMatchedEligibleCents: number;
  inPortland: boolean;
}): { matchCents: number; eligibleCents: number } => {
  const computation = matchComputation({
    amountCents: input.amountCents,
    inPortland: input.inPortland,
    contributorType: 'individual',
    oaeType: 'matchable',
    earlierMatchedCents: [input.previouslyMatchedEligibleCents],
  });
  return {
    matchCents: computation.publicMoneyCents,
    eligibleCents: computation.suggestedMatchCents,
  };
};

export const MATCH_AMOUNT_MESSAGES = {
  negative: COMPLIANCE_MESSAGES.matchAmountNegative,
  wholeCents: 'The match amount must be a whole number of cents',
  aboveContribution: 'The match amount cannot be more than the contribution',
  reasonRequired: (allowedCents: number) =>
    `A reason is required to match more than the programme rule allows (${formatMoney(allowedCents)})`,
} as const;

/**
 * Match amount check for the Match Contribution modal and the server: never negative, never
 * above the donation; above the rule's suggested amount only with a reason, which then
 * goes into the history.
 */
export const checkMatchAmount = (input: {
  requestedCents: number;
  computation: Pick<MatchComputation, 'amountCents' | 'suggestedMatchCents'>;
  reason?: string | null;
}): { ok: true } | { ok: false; message: string } => {
  const { requestedCents, computation } = input;
  if (!Number.isInteger(requestedCents))
    return { ok: false, message: MATCH_AMOUNT_MESSAGES.wholeCents };
  if (requestedCents < 0) return { ok: false, message: MATCH_AMOUNT_MESSAGES.negative };
  if (requestedCents > computation.amountCents)
    return { ok: false, message: MATCH_AMOUNT_MESSAGES.aboveContribution };
  const hasReason = (input.reason ?? '').trim() !== '';
  if (requestedCents > computation.suggestedMatchCents && !hasReason)
    return {
      ok: false,
      message: MATCH_AMOUNT_MESSAGES.reasonRequired(computation.suggestedMatchCents),
    };
  return { ok: true };
};

export interface QualifyingProgress {
  threshold: number;
  count: number;
  remaining: number;
  qualified: boolean;
  /** Whole percent towards the threshold, rounded down and capped at 100. */
  percent: number;
}

/**
 * Qualifying rule (spec section 9): a campaign qualifies with 250 qualifying donors for council
 * and auditor, 750 for mayor. Percent rounds down so 249 of 250 never reads as 100%.
 */
export const qualifyingProgress = (input: {
  office: Office;
  qualifyingDonors: number;
  /** The election's own threshold for the office, when its programme settings give one. */
  threshold?: number;
}): QualifyingProgress => {
  const threshold = Math.max(input.threshold ?? qualifyingThreshold(input.office), 1);
  const count = Math.max(input.qualifyingDonors, 0);
  return {
    threshold,
    count,
    remaining: Math.max(threshold - count, 0),
    qualified: count >= threshold,
    percent: Math.min(Math.floor((count * 100) / threshold), 100),
  };
};
