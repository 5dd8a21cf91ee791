import type { Role } from '../enums/lists';

/** Who acts on a record: the role of the permission in use and whether edit mode (assume) is on. */
export interface Actor {
  role: Role;
  /** Edit mode; only meaningful for a government admin (spec section 4, "Edit mode"). */
  assumed: boolean;
}

/** True when a government admin works in edit mode, acting for a campaign. */
export const isAssumedGovernmentAdmin = (actor: Actor): boolean =>
  actor.role === 'government_admin' && actor.assumed;

/**
 * The rights used on records: a government admin in edit mode acts with campaign_admin rights
 * (spec section 4); everyone else acts with their own role.
 */
export const effectiveRole = (actor: Actor): Role =>
  isAssumedGovernmentAdmin(actor) ? 'campaign_admin' : actor.role;

/** Government admins out of edit mode review records: compliance, matching, comments. */
export const isReviewingGovernmentAdmin = (actor: Actor): boolean =>
  actor.role === 'government_admin' && !actor.assumed;
