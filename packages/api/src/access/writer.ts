import { DomainError, type RecordKind } from '@portal/domain';
import type { ActiveSession, SessionUser } from '../context';
import { findCampaign } from './organisations';
import { actorFor, type RecordActor } from './scope';

const KIND_PLURAL = { contribution: 'contributions', expenditure: 'expenses' } as const;

/**
 * Who may add a record to a campaign: its campaign users, or a government admin of its government
 * in edit mode for it. The campaign and government come from that permission, never from the
 * body alone: naming another campaign finds nothing.
 */
export async function campaignWriterFor(
  ctx: { db: Parameters<typeof findCampaign>[0]; user: SessionUser; session: ActiveSession },
  campaignId: number,
  kind: RecordKind,
): Promise<{ actor: RecordActor; campaign: { id: number; name: string; governmentId: number } }> {
  const campaign = await findCampaign(ctx.db, campaignId);
  const actor = campaign
    ? actorFor(ctx, { campaignId, governmentId: campaign.governmentId })
    : null;
  if (!campaign || !actor) throw new DomainError('NOT_FOUND', 'Campaign not found');
  if (actor.role === 'government_admin' && !actor.assumed)
    throw new DomainError(
      'FORBIDDEN',
      `Government admins cannot add ${KIND_PLURAL[kind]}; turn on edit mode for the campaign first`,
    );
  return { actor, campaign };
}
