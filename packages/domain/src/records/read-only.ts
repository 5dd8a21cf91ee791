import type { ContributionStatus, ExpenditureStatus } from '../enums/statuses';
import type { Actor } from './actor';

export type RecordKind = 'contribution' | 'expenditure';

const CAMPAIGN_READ_ONLY: { [Kind in RecordKind]: readonly string[] } = {
  contribution: ['submitted', 'archived', 'processed'],
  expenditure: ['submitted', 'archived', 'in_compliance', 'out_of_compliance'],
};

export type DetailReadOnlyInput = Actor &
  (
    | { kind: 'contribution'; status: ContributionStatus }
    | { kind: 'expenditure'; status: ExpenditureStatus }
  );

/**
 * Read-only rule of detail pages (spec section 2): read-only for government admins unless in edit
 * mode, and for campaign users when the status is submitted or archived, or (expenditure)
 * in_compliance or out_of_compliance, or (contribution) processed. Archived records stay
 * read-only even in edit mode: they can only be moved back to draft (docs/decisions.md).
 * The server uses the same rule to refuse field changes.
 */
export const isDetailReadOnly = (input: DetailReadOnlyInput): boolean => {
  if (input.status === 'archived') return true;
  if (input.role === 'government_admin') return !input.assumed;
  return CAMPAIGN_READ_ONLY[input.kind].includes(input.status);
};
