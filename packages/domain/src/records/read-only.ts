import type { ContributionStatus, ExpenditureStatus } from '../enums/lists';
import type { Actor } from './actor';
import { MONEY_RECORD_KIND } from './kinds';

export type { RecordKind } from './kinds';

export type DetailReadOnlyInput = Actor &
  (
    | { kind: 'contribution'; status: ContributionStatus }
    | { kind: 'expenditure'; status: ExpenditureStatus }
  );

/**
 * Read-only rule of detail pages (spec section 2): read-only for government admins unless in edit
 * mode, and for campaign users in the kind's read-only statuses (`kinds.ts`: submitted or
 * archived, and processed for a contribution, in or out of compliance for an expenditure).
 * Archived records stay
 * read-only even in edit mode: they can only be moved back to draft (docs/decisions.md).
 * The server uses the same rule to refuse field changes.
 */
export const isDetailReadOnly = (input: DetailReadOnlyInput): boolean => {
  if (input.status === 'archived') return true;
  if (input.role === 'government_admin') return !input.assumed;
  return (MONEY_RECORD_KIND[input.kind].campaignReadOnly as readonly string[]).includes(
    input.status,
  );
};
