import type { DbOrTx } from '@portal/db';
import {
  CONTRIBUTION_FIELDS,
  CONTRIBUTION_STATUSES,
  createContributionInputSchema,
  normaliseContribution,
  validateContribution,
} from '@portal/domain';
import type { z } from 'zod';
import { listContributionsInputSchema } from '../../access/list-input';
import { refreshContributionMatches } from '../../matching';
import {
  type ContributionRow,
  findContribution,
  insertContribution,
  listContributions,
  selectContributionCsvLines,
  selectContributionsForExport,
  syncContributions,
  toContributionRecord,
  updateContributionAtVersion,
} from '../data/contributions';
import { CONTRIBUTION_CSV_COLUMNS, contributionEntry } from '../exports';
import { contributionUpdateRules, updateContributionSchema } from './update-rules';

/**
 * A new contribution answers with the match found for its donor in the same transaction, so the
 * form can warn about a likely duplicate at once.
 */
async function createdContribution(tx: DbOrTx, row: ContributionRow, campaignName: string) {
  const match = (await refreshContributionMatches(tx, [row.id])).get(row.id);
  const record = toContributionRecord(row, campaignName);
  return match
    ? {
        ...record,
        matchId: match.matchId,
        matchStrength: match.matchStrength,
        matchInPortland: match.matchInPortland,
      }
    : record;
}

/**
 * Contributions as the records module sees them. What an expenditure has not: the donor's match
 * (looked for on create and when donor fields change), the government admin's review fields and
 * compliance actions (`update-rules.ts`), the previous-donations filter of the list, and history
 * lines of type 'contribution'. Matching, bulk import and compliance warnings are procedures of
 * their own.
 */
export const contributionKind = {
  name: 'contribution',
  plural: 'contributions',
  notFoundMessage: 'Contribution not found',
  historyLink: 'contributionId',
  activityType: 'contribution',
  find: findContribution,
  toRecord: toContributionRecord,
  createInput: createContributionInputSchema,
  payloadOf: (input: z.output<typeof createContributionInputSchema>) => input.contribution,
  insert: insertContribution,
  answer: createdContribution,
  updateInput: updateContributionSchema,
  fields: CONTRIBUTION_FIELDS,
  validate: validateContribution,
  normalise: normaliseContribution,
  updateAtVersion: updateContributionAtVersion,
  ...contributionUpdateRules,
  listInput: listContributionsInputSchema,
  list: listContributions,
  statuses: CONTRIBUTION_STATUSES.values,
  syncPage: syncContributions,
  selectForExport: selectContributionsForExport,
  selectCsvLines: selectContributionCsvLines,
  csvColumns: CONTRIBUTION_CSV_COLUMNS,
  orestarEntry: contributionEntry,
} as const;
