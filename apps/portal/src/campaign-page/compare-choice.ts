import { MAX_COMPARED_CAMPAIGNS } from '@portal/domain';

/** The URL parameter holding the campaigns shown beside the page's own. */
export const COMPARE_PARAMETER = 'compare';

/**
 * The campaigns a page shows, from its path's id and the `compare` parameter (ids separated by
 * commas): the page's own first, each once, at most four in all; anything that is not a whole
 * number is ignored, so a hand-edited address still shows what it can.
 */
export function comparedCampaignIds(ownId: number, compare: string | null): number[] {
  const ids = [ownId];
  for (const part of (compare ?? '').split(',')) {
    const text = part.trim();
    if (!/^-?\d{1,10}$/.test(text)) continue;
    const id = Number(text);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, MAX_COMPARED_CAMPAIGNS);
}

/** The `compare` parameter for the campaigns shown beside the page's own (none: no parameter). */
export const compareParameter = (others: readonly number[]): string | null =>
  others.length > 0 ? others.slice(0, MAX_COMPARED_CAMPAIGNS - 1).join(',') : null;
