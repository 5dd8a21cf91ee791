import type { Me, MePermission } from '../lib/current-user';

const person = { id: 1, email: 'person@example.org', firstName: 'Pat', lastName: 'Doe' };

function permission(overrides: Partial<MePermission>): MePermission {
  return {
    id: 10,
    role: 'campaign_staff',
    type: 'campaign',
    campaignId: 7,
    campaignName: 'Jane for Mayor 2024',
    governmentId: 1,
    governmentName: 'City of Portland',
    user: person,
    ...overrides,
  };
}

function me(permissions: MePermission[], assumedCampaignId: number | null = null): Me {
  return { ...person, message: 'Success', assumedCampaignId, permissions };
}

export const governmentAdmin = me([
  permission({
    role: 'government_admin',
    type: 'government',
    campaignId: null,
    campaignName: null,
  }),
]);
export const campaignAdmin = me([permission({ role: 'campaign_admin' })]);
export const campaignStaff = me([permission({ role: 'campaign_staff' })]);
export const assumingGovernmentAdmin = me(governmentAdmin.permissions, 7);

/** Campaign 7 as `campaigns.list` lists it: Jane for Mayor 2024, nothing in kind or matched yet. */
export const janeForMayorListed = {
  id: 7,
  name: 'Jane for Mayor 2024',
  officeSought: 'Mayor',
  governmentId: 1,
  email: null,
  inKindTotal: 0,
  inKindTotalCents: 0,
  matched: 0,
  matchedCents: 0,
};
