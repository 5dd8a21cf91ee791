import { describe, expect, it } from 'vitest';
import { listScopeFor } from './scope';

type Request = Parameters<typeof listScopeFor>[1];
type Permission = { role: string; governmentId: number; campaignId: number | null };
const caller = (...permissions: Permission[]) =>
  ({ user: { permissions }, session: {} }) as unknown as Parameters<typeof listScopeFor>[0];

const admin = (governmentId: number): Permission => ({
  role: 'government_admin',
  governmentId,
  campaignId: null,
});
const staff = (campaignId: number): Permission => ({
  role: 'campaign_staff',
  governmentId: 1,
  campaignId,
});

describe('listScopeFor', () => {
  it.each([
    ['an admin of one government, naming nothing', [admin(1)], {}, { governmentId: 1 }],
    ['a member of one campaign, naming nothing', [staff(7)], {}, { campaignId: 7 }],
    ['an admin naming a campaign', [admin(1)], { campaignId: 7 }, { campaignId: 7 }],
    ['a member naming another campaign', [staff(7)], { campaignId: 8 }, { campaignId: 8 }],
    ['an admin of two governments', [admin(1), admin(2)], {}, {}],
    ['a member of two campaigns', [staff(7), staff(8)], {}, {}],
    ['an admin who is also a campaign member', [admin(1), staff(7)], {}, {}],
    ['nobody', [], {}, {}],
  ])('%s: the request is read as %j', (_, permissions, request, named) => {
    const scope = listScopeFor(caller(...permissions), request as Request);
    expect({ campaignId: scope.campaignId, governmentId: scope.governmentId }).toEqual({
      campaignId: undefined,
      governmentId: undefined,
      ...named,
    });
  });
});
