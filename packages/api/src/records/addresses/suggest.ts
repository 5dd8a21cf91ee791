import { boundedText, TEXT_LIMITS } from '@portal/domain';
import { z } from 'zod';
import { recordScopeFor } from '../../access/scope';
import { protectedProcedure } from '../../trpc';
import { knownAddressSource, suggestAddresses } from '../data/address-suggestions';

/** Fewer characters match too much to be useful, so such a query is refused. */
export const ADDRESS_QUERY_MIN_LENGTH = 3;
export const ADDRESS_SUGGESTION_LIMIT = 10;
const DEFAULT_SUGGESTIONS = 8;

export const suggestAddressesInputSchema = z.object({
  query: boundedText('Street address', TEXT_LIMITS.address)
    .trim()
    .min(ADDRESS_QUERY_MIN_LENGTH, `Type at least ${ADDRESS_QUERY_MIN_LENGTH} characters`),
  limit: z.number().int().min(1).max(ADDRESS_SUGGESTION_LIMIT).optional(),
});

/** Addresses only: the output drops any other column a source might bring, names above all. */
const suggestedAddressOutput = z.object({
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

/**
 * Street address autocomplete of the contribution and expense forms: addresses the portal
 * already knows that start like the typed text, from the voter file and from the records the
 * caller may see. Another source (a geocoder) joins by being added to the list below.
 */
export const suggest = protectedProcedure
  .input(suggestAddressesInputSchema)
  .output(z.array(suggestedAddressOutput))
  .query(({ ctx, input }) =>
    suggestAddresses([knownAddressSource(ctx.db)], {
      text: input.query,
      limit: input.limit ?? DEFAULT_SUGGESTIONS,
      scope: recordScopeFor(ctx),
    }),
  );
