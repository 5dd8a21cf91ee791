import { BUSINESS_TIME_ZONE } from '@portal/domain';
import type { FigureFreshness } from './types';

const moment = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});
const day = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium' });

/** How fresh a figure is, in words: where it comes from and as of when. */
export function freshnessNote(freshness: FigureFreshness): string {
  switch (freshness.source) {
    case 'portal':
      return freshness.asOf
        ? `Live from the portal; public records last changed ${moment.format(new Date(freshness.asOf))} (Pacific time).`
        : 'Live from the portal; no public records yet.';
    case 'state_filings':
      return freshness.asOf
        ? `From state filings, delayed; runs through ${day.format(new Date(`${freshness.asOf}T00:00:00Z`))}.`
        : 'From state filings; none loaded yet.';
    case 'not_available':
      return 'Not published for this campaign.';
  }
}
