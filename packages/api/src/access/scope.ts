import type { Role } from '@portal/domain';
import type { ActiveSession, SessionUser } from '../context';

/**
 * What a caller may list: every campaign of `governmentIds` (government admins) plus the single
 * campaigns of `campaignIds` (campaign users). Empty lists mean nothing at all.
 */
export interface RecordScope {
  governmentIds: number[];
  campaignIds: number[];
}

interface Caller {
  user: SessionUser;
  session: ActiveSession;
}

/** The campaigns and governments whose records the caller may see. */
export function recordScopeFor(ctx: Caller): RecordScope {
  const governmentIds = new Set<number>();
  const campaignIds = new Set<number>();
  for (const permission of ctx.user.permissions) {
    if (permission.role === 'government_admin') governmentIds.add(permission.governmentId);
    else if (permission.campaignId !== null) campaignIds.add(permission.campaignId);
  }
  return { governmentIds: [...governmentIds], campaignIds: [...campaignIds] };
}

/** A list request's scope: the caller's scope, optionally narrowed to one campaign or government. */
export interface ListScope extends RecordScope {
  campaignId?: number | null | undefined;
  governmentId?: number | null | undefined;
}

/**
 * The caller's scope narrowed to the campaign or government a list or export request names. A
 * request that names neither, from a caller who sees only one government or only one campaign,
 * is read as naming it: the same records, but one scope's equality, which its list indexes and
 * kept totals answer (a script's `POST /contributions {}` otherwise counted up to 20,000 rows
 * and asked the planner for the rest on every page).
 */
export function listScopeFor(
  ctx: Caller,
  request: Pick<ListScope, 'campaignId' | 'governmentId'>,
): ListScope {
  const scope = recordScopeFor(ctx);
  const { governmentIds, campaignIds } = scope;
  if (!request.campaignId && !request.governmentId) {
    if (governmentIds.length === 1 && campaignIds.length === 0)
      return { ...scope, governmentId: governmentIds[0] };
    if (campaignIds.length === 1 && governmentIds.length === 0)
      return { ...scope, campaignId: campaignIds[0] };
  }
  return { ...scope, campaignId: request.campaignId, governmentId: request.governmentId };
}

/** How the caller acts on one record of a campaign: their role there and whether in edit mode. */
export interface RecordActor {
  role: Role;
  /** A government admin acting for this campaign in edit mode. */
  assumed: boolean;
  userId: number;
  /** Who the history names: 'Jane Doe', or "Jane Doe via API token 'weekly export'". */
  userName: string;
  /** The API token the change is made with, recorded with each history line. */
  apiTokenId: number | null;
  /** Set when assumed: activities say the change was made on behalf of this campaign. */
  onBehalfOfCampaignId: number | null;
}

/**
 * The caller's role on a record of that campaign, or null when they may not see it. A permission
 * on the campaign itself wins over a government permission; a government admin counts as
 * assuming only when their session's assumed campaign is this one.
 */
export function actorFor(
  ctx: Caller,
  record: { campaignId: number; governmentId: number },
): RecordActor | null {
  const person = `${ctx.user.firstName} ${ctx.user.lastName}`.trim();
  const viaToken = ctx.session.kind === 'apiToken' ? ctx.session.token : null;
  const userName = viaToken ? `${person} via API token '${viaToken.name}'` : person;
  const apiTokenId = viaToken?.id ?? null;
  const own = ctx.user.permissions.find(
    (permission) =>
      permission.role !== 'government_admin' && permission.campaignId === record.campaignId,
  );
  if (own) {
    return {
      role: own.role,
      assumed: false,
      userId: ctx.user.id,
      userName,
      apiTokenId,
      onBehalfOfCampaignId: null,
    };
  }
  const government = ctx.user.permissions.find(
    (permission) =>
      permission.role === 'government_admin' && permission.governmentId === record.governmentId,
  );
  if (!government) return null;
  const assumed = ctx.session.assumedCampaignId === record.campaignId;
  return {
    role: 'government_admin',
    assumed,
    userId: ctx.user.id,
    userName,
    apiTokenId,
    onBehalfOfCampaignId: assumed ? record.campaignId : null,
  };
}
