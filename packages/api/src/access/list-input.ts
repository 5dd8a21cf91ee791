import { contributionListFilterSchema, expenditureListFilterSchema } from '@portal/domain';
import { z } from 'zod';

const id = z.coerce.number().int().positive();
const pageNumber = z.union([z.number(), z.string()]).optional();

/** The list call's body as the portal and REST clients send it (spec section 7). */
const listRequestShape = z.object({
  campaignId: id.nullish(),
  governmentId: id.nullish(),
  /** Contributions only: the previous donations of one donor. */
  matchId: z.string().trim().max(100).nullish(),
  filter: z
    .object({
      from: z.string().nullish(),
      to: z.string().nullish(),
      status: z.string().nullish(),
    })
    .nullish(),
  sort: z.object({ field: z.string().optional(), direction: z.string().optional() }).nullish(),
  page: pageNumber,
  perPage: pageNumber,
});

/**
 * Builds a list input from a domain list-state schema: the nested `filter` is flattened into
 * the domain schema, which applies the spec's defaults (status 'all', page 0, 50 per page, DESC)
 * and whitelists the sort field.
 */
const listInputSchema = <Output extends object>(state: z.ZodType<Output>) =>
  listRequestShape.transform((request, ctx) => {
    const parsed = state.safeParse({
      from: request.filter?.from ?? null,
      to: request.filter?.to ?? null,
      status: request.filter?.status ?? undefined,
      sort: request.sort ?? undefined,
      page: request.page,
      perPage: request.perPage,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return {
      campaignId: request.campaignId ?? null,
      governmentId: request.governmentId ?? null,
      matchId: request.matchId ?? null,
      ...parsed.data,
    };
  });

export const listContributionsInputSchema = listInputSchema(contributionListFilterSchema);
export const listExpendituresInputSchema = listInputSchema(expenditureListFilterSchema);
export type ListContributionsInput = z.output<typeof listContributionsInputSchema>;
export type ListExpendituresInput = z.output<typeof listExpendituresInputSchema>;
