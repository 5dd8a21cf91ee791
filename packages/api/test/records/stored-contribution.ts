import type { contributions } from '@portal/db';
import { contributionInput } from './record-inputs';

type ContributionInsert = typeof contributions.$inferInsert;

/**
 * A valid contribution row for a plain insert, as a script or an import writes it (no API
 * rules): the New Contribution form's valid gift (`contributionInput`) as the table stores it;
 * tests override what they vary.
 */
export const storedContribution = (
  owner: { governmentId: number; campaignId: number },
  overrides: Partial<ContributionInsert> = {},
): ContributionInsert => {
  const { amount, ...form } = contributionInput(owner.campaignId);
  // The form's fields are optional in its type; this one gift has every column the table needs.
  const row = { ...form, ...owner, amountCents: Math.round((amount ?? 0) * 100) };
  return { ...(row as ContributionInsert), ...overrides };
};
