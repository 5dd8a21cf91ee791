import { DomainError } from '../errors/domain-error';
import { withArticle } from './actions';
import { isReviewingGovernmentAdmin } from './actor';
import { type DetailReadOnlyInput, isDetailReadOnly } from './read-only';

/** Fields only a government admin (out of edit mode) may change (spec section 4). */
export const GOVERNMENT_ADMIN_FIELDS = [
  'compliant',
  'matchAmount',
  'matchId',
  'matchStrength',
] as const;

/** Fields that are not record content: identifiers and the status, which transitions govern. */
const NOT_CONTENT = new Set(['id', 'status', 'currentUserId', ...GOVERNMENT_ADMIN_FIELDS]);

/**
 * Refuses an update that changes fields the actor may not change: compliance and match fields
 * unless a reviewing government admin; record content when the detail page is read-only for
 * the actor at the record's current status.
 */
export const assertFieldsEditable = (
  input: DetailReadOnlyInput,
  changedFields: readonly string[],
): void => {
  const governmentOnly = changedFields.filter((field) =>
    (GOVERNMENT_ADMIN_FIELDS as readonly string[]).includes(field),
  );
  if (governmentOnly.length > 0 && !isReviewingGovernmentAdmin(input))
    throw new DomainError(
      'FORBIDDEN',
      `Only a government admin can change ${governmentOnly.join(', ')}`,
    );
  const content = changedFields.filter((field) => !NOT_CONTENT.has(field));
  if (content.length > 0 && isDetailReadOnly(input)) {
    if (isReviewingGovernmentAdmin(input))
      throw new DomainError('FORBIDDEN', `Turn on edit mode to change the ${input.kind}'s fields`);
    throw new DomainError(
      'INVALID_TRANSITION',
      `${withArticle(input.status.replace(/_/g, ' '))} ${input.kind} cannot be edited`,
    );
  }
};
