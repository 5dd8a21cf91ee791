import type { DbOrTx } from '@portal/db';
import { DomainError, type InviteUserInput, type Role } from '@portal/domain';
import { findCampaign, findGovernment } from '../../access/organisations';

/** The permission an invitation grants, with the names the e-mail and landing page show. */
export interface InviteTarget {
  role: Role;
  governmentId: number;
  campaignId: number | null;
  governmentName: string;
  campaignName: string | null;
}

export const organisationName = (target: InviteTarget) =>
  target.campaignName ?? target.governmentName;

/**
 * Campaign roles are granted in a campaign (and its government); government_admin in the
 * government named by governmentId. Unknown organisations are NOT_FOUND.
 */
export async function resolveInviteTarget(
  db: DbOrTx,
  input: Pick<InviteUserInput, 'role' | 'campaignId' | 'governmentId'>,
): Promise<InviteTarget> {
  if (input.campaignId !== undefined) {
    const campaign = await findCampaign(db, input.campaignId);
    if (!campaign) throw new DomainError('NOT_FOUND', 'Campaign not found');
    return {
      role: input.role,
      governmentId: campaign.governmentId,
      campaignId: campaign.id,
      governmentName: campaign.governmentName,
      campaignName: campaign.name,
    };
  }
  if (input.governmentId === undefined) {
    throw new DomainError(
      'INVALID_INPUT',
      'A governmentId is required to invite a government admin',
    );
  }
  const government = await findGovernment(db, input.governmentId);
  if (!government) throw new DomainError('NOT_FOUND', 'Government not found');
  return {
    role: input.role,
    governmentId: government.id,
    campaignId: null,
    governmentName: government.name,
    campaignName: null,
  };
}
