import { sessions } from '@portal/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { hashToken } from '../../src/security/tokens';
import {
  createCampaign,
  createOrganisations,
  createUser,
  DEFAULT_PASSWORD,
} from '../support/factories';
import { type Browser, createTestApi, type TestApi } from '../support/harness';

export interface RecordsWorld {
  api: TestApi;
  governmentId: number;
  campaignId: number;
  campaignName: string;
  otherCampaignId: number;
  governmentAdmin: Browser;
  campaignAdmin: Browser;
  campaignStaff: Browser;
  /** Staff of another campaign of the same government. */
  otherStaff: Browser;
  /** Admin of a campaign of another government. */
  foreignGovernmentAdmin: Browser;
  /** The government admin, signed in separately, with edit mode on for the campaign. */
  assumingAdmin: Browser;
}

/** Two campaigns of one government, one of another, and a signed-in browser for every role. */
export function useRecordsWorld(): RecordsWorld {
  const world = {} as RecordsWorld;
  beforeAll(async () => {
    const api = await createTestApi();
    const { db } = api.handle;
    const org = await createOrganisations(db);
    const other = await createCampaign(db, org.government.id);
    const otherStaff = await createUser(db, {
      grants: [{ role: 'campaign_staff', governmentId: org.government.id, campaignId: other.id }],
    });
    const foreign = await createOrganisations(db);
    const signIn = (email: string) => api.signIn({ email, password: DEFAULT_PASSWORD });
    Object.assign(world, {
      api,
      governmentId: org.government.id,
      campaignId: org.campaign.id,
      campaignName: org.campaign.name,
      otherCampaignId: other.id,
      governmentAdmin: await signIn(org.governmentAdmin.email),
      campaignAdmin: await signIn(org.campaignAdmin.email),
      campaignStaff: await signIn(org.campaignStaff.email),
      otherStaff: await signIn(otherStaff.email),
      foreignGovernmentAdmin: await signIn(foreign.governmentAdmin.email),
      assumingAdmin: await signIn(org.governmentAdmin.email),
    });
    await assume(world, world.assumingAdmin, org.campaign.id);
  });
  afterAll(async () => {
    await world.api?.close();
  });
  return world;
}

/** Turns on edit mode for one browser's session only, as the Campaigns page's toggle does. */
async function assume(world: RecordsWorld, browser: Browser, campaignId: number) {
  const token = browser.cookie?.token;
  if (!token) throw new Error('not signed in');
  await world.api.handle.db
    .update(sessions)
    .set({ assumedCampaignId: campaignId })
    .where(eq(sessions.tokenHash, hashToken(token)));
}
