import type { RouterOutputs } from '@portal/api';
import {
  checkMatchAmount,
  dollarsToCents,
  MATCH_AMOUNT_MESSAGES,
  matchAmountSchema,
} from '@portal/domain';

export type MatchComputationView = RouterOutputs['matching']['computation'];

export interface MatchAmountForm {
  /** As the currency input holds it: a number, or '' while empty. */
  matchAmount: number | string;
  matchReason: string;
}

export interface MatchAmountCheck {
  /** The amount in cents, or null while it does not parse. */
  cents: number | null;
  /** Above the programme rule: only allowed with a reason. */
  beyondRule: boolean;
  errors: Partial<Record<keyof MatchAmountForm, string>>;
}

/**
 * The modal's amount against the same rules the server applies: the match amount schema (number,
 * 2 decimals, not negative), never above the donation, above the rule's amount only with a reason.
 */
export function checkMatchAmountForm(
  values: MatchAmountForm,
  computation: Pick<MatchComputationView, 'amount' | 'suggestedMatch'>,
): MatchAmountCheck {
  const parsed = matchAmountSchema.safeParse(values.matchAmount);
  if (!parsed.success)
    return {
      cents: null,
      beyondRule: false,
      errors: { matchAmount: parsed.error.issues[0]?.message },
    };
  const cents = parsed.data;
  const rule = {
    amountCents: dollarsToCents(computation.amount),
    suggestedMatchCents: dollarsToCents(computation.suggestedMatch),
  };
  const beyondRule = cents > rule.suggestedMatchCents;
  const verdict = checkMatchAmount({
    requestedCents: cents,
    computation: rule,
    reason: values.matchReason,
  });
  if (verdict.ok) return { cents, beyondRule, errors: {} };
  const needsReason =
    verdict.message === MATCH_AMOUNT_MESSAGES.reasonRequired(rule.suggestedMatchCents);
  return {
    cents,
    beyondRule,
    errors: needsReason ? { matchReason: verdict.message } : { matchAmount: verdict.message },
  };
}
