import { z } from 'zod';
import { isWithinAmountLimit } from '../boundary/ids';
import { BOUNDARY_MESSAGES, TEXT_LIMITS } from '../boundary/limits';
import { multilineText } from '../boundary/text';
import { parseMoneyText } from '../money/cents';

export const COMPLIANCE_REASON_CHOICES = ['Over Limit', 'Other Reason'] as const;
export type ComplianceReasonChoice = (typeof COMPLIANCE_REASON_CHOICES)[number];

export const COMPLIANCE_MESSAGES = {
  reasonChoiceRequired: 'Choose a reason',
  reasonRequired: 'An explanation is required',
  matchAmountNotANumber: 'The match amount must be a number',
  matchAmountDecimals: 'The match amount can have at most 2 decimals',
  matchAmountNegative: 'The match amount cannot be negative',
} as const;

/** Choosing Over Limit prefills the reason as 'Over Limit'; the other choice blanks it (spec 5). */
export const reasonForChoice = (choice: ComplianceReasonChoice): string =>
  choice === 'Over Limit' ? 'Over Limit' : '';

/** ComplianceReason modal ('Out of Compliance'): a choice and a non-empty explanation. */
export const complianceReasonSchema = z.object({
  reasonChoice: z.enum(COMPLIANCE_REASON_CHOICES, {
    error: COMPLIANCE_MESSAGES.reasonChoiceRequired,
  }),
  reason: multilineText('Explanation', TEXT_LIMITS.note, COMPLIANCE_MESSAGES.reasonRequired)
    .trim()
    .min(1, COMPLIANCE_MESSAGES.reasonRequired),
});
export type ComplianceReasonForm = z.infer<typeof complianceReasonSchema>;

/**
 * Match amount as typed in the MatchContribution modal ('$1,234.50'), or as a number; yields
 * integer cents. Numeric, at most 2 decimals, not negative (spec section 5).
 */
export const matchAmountSchema = z
  .union([z.string(), z.number()], { error: COMPLIANCE_MESSAGES.matchAmountNotANumber })
  .transform((value, ctx) => {
    const parsed = parseMoneyText(typeof value === 'number' ? String(value) : value);
    if (!parsed.ok) {
      ctx.addIssue({
        code: 'custom',
        message:
          parsed.error === 'too_many_decimals'
            ? COMPLIANCE_MESSAGES.matchAmountDecimals
            : COMPLIANCE_MESSAGES.matchAmountNotANumber,
      });
      return z.NEVER;
    }
    if (parsed.cents < 0) {
      ctx.addIssue({ code: 'custom', message: COMPLIANCE_MESSAGES.matchAmountNegative });
      return z.NEVER;
    }
    if (!isWithinAmountLimit(parsed.cents)) {
      ctx.addIssue({ code: 'custom', message: BOUNDARY_MESSAGES.amountTooLarge });
      return z.NEVER;
    }
    return parsed.cents;
  });
