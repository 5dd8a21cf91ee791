import type { RouterOutputs } from '@portal/api';
import { isAdmin, isGovernmentAdmin } from '@portal/domain';

export type Me = RouterOutputs['auth']['me'];
export type MePermission = Me['permissions'][number];

/**
 * Who the signed-in user is acting as. The first permission decides the campaign and government
 * (spec section 3); a government admin who assumes a campaign acts for that campaign.
 */
export interface CurrentUser {
  me: Me;
  isGovernmentAdmin: boolean;
  /** Spec section 6: admin only if the first permission is government_admin or campaign_admin. */
  isAdmin: boolean;
  assumed: boolean;
  /** The current campaign: the assumed one, else the first permission's. */
  campaignId: number | null;
  campaignName: string | null;
  governmentId: number | null;
}

export function toCurrentUser(me: Me): CurrentUser {
  const first = me.permissions[0];
  const assumed = me.assumedCampaignId !== null;
  return {
    me,
    isGovernmentAdmin: isGovernmentAdmin(me.permissions),
    isAdmin: isAdmin(me.permissions),
    assumed,
    campaignId: me.assumedCampaignId ?? first?.campaignId ?? null,
    campaignName: first?.campaignName ?? null,
    governmentId: first?.governmentId ?? null,
  };
}
