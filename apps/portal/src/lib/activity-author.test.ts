import { describe, expect, it } from 'vitest';
import { activityAuthor } from './activity-author';

const jane = { name: 'Jane Doe' };
const campaign = { name: 'Smith 2028' };
const script = { name: 'weekly export' };

describe('activityAuthor', () => {
  it.each([
    [{ actor: jane, onBehalfOfCampaign: null }, 'Jane Doe'],
    [{ actor: null, onBehalfOfCampaign: null }, 'System'],
    [{ actor: jane, onBehalfOfCampaign: campaign }, 'Jane Doe on behalf of Smith 2028'],
    [
      { actor: jane, onBehalfOfCampaign: null, apiToken: script },
      "Jane Doe via API token 'weekly export'",
    ],
    [
      { actor: jane, onBehalfOfCampaign: campaign, apiToken: script },
      "Jane Doe via API token 'weekly export' on behalf of Smith 2028",
    ],
  ])('%j -> %s', (activity, author) => {
    expect(activityAuthor(activity)).toBe(author);
  });
});
