import type { Office } from '@portal/domain';

export const DEMO_GOVERNMENT = { id: 1, name: 'City of Portland' } as const;

export interface DemoCampaign {
  candidate: string;
  office: Office;
  email: string;
  /** Relative share of the seeded contributions. */
  weight: number;
}

const campaignName = (candidate: string, office: Office) => `${candidate} for ${office} 2024`;

/** Participating campaigns, in creation order: the first two carry the demo accounts. */
export const DEMO_CAMPAIGNS: readonly (DemoCampaign & { name: string })[] = (
  [
    {
      candidate: 'Maria Lopez',
      office: 'Mayor',
      email: 'hello@lopezformayor.example.org',
      weight: 5,
    },
    { candidate: 'James Chen', office: 'Mayor', email: 'team@chenformayor.example.org', weight: 4 },
    {
      candidate: 'Aisha Johnson',
      office: 'Auditor',
      email: 'info@johnsonforauditor.example.org',
      weight: 2,
    },
    {
      candidate: 'Sam Whitaker',
      office: 'Councilor District 1',
      email: 'sam@whitakerd1.example.org',
      weight: 2,
    },
    {
      candidate: 'Priya Patel',
      office: 'Councilor District 2',
      email: 'priya@patelford2.example.org',
      weight: 2,
    },
    {
      candidate: 'Daniel Okafor',
      office: 'Councilor District 3',
      email: 'daniel@okaford3.example.org',
      weight: 2,
    },
    {
      candidate: 'Emily Larsen',
      office: 'Councilor District 4',
      email: 'emily@larsend4.example.org',
      weight: 2,
    },
    {
      candidate: 'Tom Becker',
      office: 'Councilor District 1',
      email: 'tom@beckerd1.example.org',
      weight: 1,
    },
  ] satisfies DemoCampaign[]
).map((campaign) => ({ ...campaign, name: campaignName(campaign.candidate, campaign.office) }));

/** Non-participating campaigns: their money shows only through the state filing system data. */
export const NON_PARTICIPATING_CAMPAIGNS: readonly { name: string; office: Office }[] = [
  { name: campaignName('Victor Hale', 'Mayor'), office: 'Mayor' },
  { name: campaignName('Linda Marsh', 'Councilor District 3'), office: 'Councilor District 3' },
  { name: campaignName('Greg Toll', 'Auditor'), office: 'Auditor' },
];
