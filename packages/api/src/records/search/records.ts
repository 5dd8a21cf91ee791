import { boundedText, centsToDollars, TEXT_LIMITS } from '@portal/domain';
import { z } from 'zod';
import { recordScopeFor } from '../../access/scope';
import { protectedProcedure } from '../../trpc';
import { type SearchTerm, searchRecords } from '../data/search';

/** At most this many results in all, so the card stays a short list of links. */
export const SEARCH_RESULT_LIMIT = 20;

export const searchInputSchema = z.object({
  query: boundedText('Search', TEXT_LIMITS.search).trim().min(1, 'Type a record number or a name'),
});

const hitOutput = z.object({
  kind: z.enum(['contribution', 'expenditure']),
  id: z.number(),
  name: z.string(),
  amount: z.number(),
  amountCents: z.number().int(),
  status: z.string(),
  date: z.string(),
  campaignName: z.string(),
  /** The portal route of the record's detail page. */
  link: z.string(),
});

/** '#12' or '12' is a record number; anything else a part of a name. */
export function searchTermOf(query: string): SearchTerm {
  const number = /^#?\s*(\d{1,9})$/.exec(query);
  return number?.[1] ? { id: Number(number[1]) } : { text: query };
}

/**
 * The dashboard's search card: contributions and expenses by number, or by donor or payee name
 * (case-insensitive, anywhere in the name), within what the user may see.
 */
export const records = protectedProcedure
  .input(searchInputSchema)
  .output(z.array(hitOutput))
  .query(async ({ ctx, input }) => {
    const scope = recordScopeFor(ctx);
    const term = searchTermOf(input.query);
    const [contributionHits, expenditureHits] = await Promise.all([
      searchRecords(ctx.db, 'contribution', scope, term, SEARCH_RESULT_LIMIT),
      searchRecords(ctx.db, 'expenditure', scope, term, SEARCH_RESULT_LIMIT),
    ]);
    // Half of the places for each kind, the rest to whichever kind has more.
    const half = SEARCH_RESULT_LIMIT / 2;
    const contributionShare = Math.max(half, SEARCH_RESULT_LIMIT - expenditureHits.length);
    const hits = [
      ...contributionHits.slice(0, contributionShare),
      ...expenditureHits.slice(
        0,
        SEARCH_RESULT_LIMIT - Math.min(contributionHits.length, contributionShare),
      ),
    ];
    return hits.map((hit) => ({
      ...hit,
      amount: centsToDollars(hit.amountCents),
      link: hit.kind === 'contribution' ? `/contributions/${hit.id}` : `/expenses/${hit.id}`,
    }));
  });
