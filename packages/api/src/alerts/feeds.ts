import type { DbOrTx } from '@portal/db';
import { ALERT_LOOKBACK_DAYS, ALERT_MESSAGES, DomainError } from '@portal/domain';
import { type AtomFeed, activityText, activityTitle, renderAtomFeed } from './atom';
import { type ActivityDay, findCampaign, readActivityDays } from './data/activity';
import { campaignPageUrl, programmePageUrl, trimSlash } from './links';

/** The programme feed's entries; older days are in the open data. */
export const PROGRAMME_FEED_MAX_ENTRIES = 100;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The time entries were first written: a fixed date in a `tag:` URI (RFC 4151). */
const TAG_DATE = '2024';
/** A feed with no entry yet still needs an `updated`; a fixed one keeps its ETag steady. */
const NO_ACTIVITY_UPDATED = new Date('2024-01-01T00:00:00Z');

const tagOf = (publicUrl: string, specific: string) =>
  `tag:${new URL(publicUrl).hostname},${TAG_DATE}:${specific}`;

/**
 * One entry per campaign and day with new public activity. Its id names the campaign and the day,
 * so it stays the same while the day's figures grow and readers update it instead of adding one.
 */
function entryOf(publicUrl: string, governmentId: number, day: ActivityDay) {
  return {
    id: tagOf(publicUrl, `government-${governmentId}/campaign-${day.campaignId}/day-${day.day}`),
    title: activityTitle(day),
    updated: day.updated,
    pageUrl: campaignPageUrl(publicUrl, day.campaignId),
    content: activityText(day),
  };
}

const newest = (days: ActivityDay[]) =>
  new Date(Math.max(NO_ACTIVITY_UPDATED.getTime(), ...days.map((day) => day.updated.getTime())));

export interface FeedOptions {
  publicUrl: string;
  now: Date;
}

/** The whole programme's feed: every campaign of the government, newest days first. */
export async function programmeFeed(
  db: DbOrTx,
  governmentId: number,
  { publicUrl, now }: FeedOptions,
) {
  const from = new Date(now.getTime() - ALERT_LOOKBACK_DAYS * DAY_MS);
  const days = (
    await readActivityDays(db, { governmentId, campaignId: null, from, to: now })
  ).slice(0, PROGRAMME_FEED_MAX_ENTRIES);
  const query = governmentId === 1 ? '' : `?governmentId=${governmentId}`;
  const feed: AtomFeed = {
    id: tagOf(publicUrl, `government-${governmentId}/programme`),
    title: 'Small-donor programme: new public activity',
    selfUrl: `${trimSlash(publicUrl)}/feeds/programme.atom${query}`,
    pageUrl: programmePageUrl(publicUrl),
    author: 'City Portal',
    updated: newest(days),
    entries: days.map((day) => entryOf(publicUrl, governmentId, day)),
  };
  return { xml: renderAtomFeed(feed), updated: feed.updated };
}

/** One campaign's feed; NOT_FOUND for a campaign that does not exist. */
export async function campaignFeed(
  db: DbOrTx,
  campaignId: number,
  { publicUrl, now }: FeedOptions,
) {
  const campaign = await findCampaign(db, campaignId);
  if (!campaign) throw new DomainError('NOT_FOUND', ALERT_MESSAGES.campaignNotFound);
  const from = new Date(now.getTime() - ALERT_LOOKBACK_DAYS * DAY_MS);
  const days = await readActivityDays(db, {
    governmentId: campaign.governmentId,
    campaignId,
    from,
    to: now,
  });
  const feed: AtomFeed = {
    id: tagOf(publicUrl, `government-${campaign.governmentId}/campaign-${campaignId}`),
    title: `${campaign.name}: new public activity`,
    selfUrl: `${trimSlash(publicUrl)}/feeds/campaign/${campaignId}.atom`,
    pageUrl: campaignPageUrl(publicUrl, campaignId),
    author: 'City Portal',
    updated: newest(days),
    entries: days.map((day) => entryOf(publicUrl, campaign.governmentId, day)),
  };
  return { xml: renderAtomFeed(feed), updated: feed.updated };
}
