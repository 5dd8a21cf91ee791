import {
  boundedText,
  contributionListFilterSchema,
  expenditureListFilterSchema,
  idSchema,
  TEXT_LIMITS,
} from '@portal/domain';
import { z } from 'zod';

const id = idSchema;
const pageNumber = z.union([z.number(), z.string()]).optional();

/** The list call's body as the portal and REST clients send it (spec section 7). */
const listRequestShape = z.object({
  campaignId: id
    .nullish()
    .describe(
      "Only this campaign's records: a government admin's campaign filter. A campaign user " +
        'naming a campaign other than their own gets no rows.',
    ),
  governmentId: id.nullish(),
  /** Contributions only: the previous donations of one donor. */
  matchId: boundedText('Match id', TEXT_LIMITS.search).trim().nullish(),
  filter: z
    .object({
      from: boundedText('From', TEXT_LIMITS.code).nullish(),
      to: boundedText('To', TEXT_LIMITS.code).nullish(),
      status: boundedText('Status', TEXT_LIMITS.code).nullish(),
      /** Part of the contributor's (contributions) or payee's (expenditures) name. */
      name: boundedText('Name', TEXT_LIMITS.search).nullish(),
    })
    .nullish(),
  sort: z
    .object({
      field: boundedText('Sort field', TEXT_LIMITS.code).optional(),
      direction: boundedText('Sort direction', TEXT_LIMITS.code).optional(),
    })
    .nullish(),
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
      name: request.filter?.name ?? null,
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
