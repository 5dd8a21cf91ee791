import type { DbOrTx } from '@portal/db';
import {
  assertExpenditureTransitionAllowed,
  createExpenditureInputSchema,
  EXPENDITURE_FIELDS,
  EXPENDITURE_STATUSES,
  normaliseExpenditure,
  updateExpenditureInputSchema,
  validateExpenditure,
} from '@portal/domain';
import type { z } from 'zod';
import { listExpendituresInputSchema } from '../../access/list-input';
import type { RecordActor } from '../../access/scope';
import { updateControlsShape } from '..';
import {
  type ExpenditureRecord,
  type ExpenditureRow,
  findExpenditure,
  insertExpenditure,
  listExpenditures,
  selectExpenditureCsvLines,
  selectExpendituresForExport,
  syncExpenditures,
  toExpenditureRecord,
  updateExpenditureAtVersion,
} from '../data/expenditures';
import { EXPENDITURE_CSV_COLUMNS, expenditureEntry } from '../exports';

export const updateExpenditureSchema = updateExpenditureInputSchema.extend(updateControlsShape);
export type ExpenditureUpdate = z.output<typeof updateExpenditureSchema>;

/**
 * Expenditures as the records module sees them: the plain case of a money record. Unlike a
 * contribution, an expense has no review fields, no match and no compliance action that keeps
 * its status; its history lines are of type 'other'.
 */
export const expenditureKind = {
  name: 'expenditure',
  plural: 'expenditures',
  notFoundMessage: 'Expenditure not found',
  historyLink: 'expenditureId',
  activityType: 'other',
  find: findExpenditure,
  toRecord: toExpenditureRecord,
  createInput: createExpenditureInputSchema,
  payloadOf: (input: z.output<typeof createExpenditureInputSchema>) => input.expenditure,
  insert: insertExpenditure,
  answer: async (_tx: DbOrTx, row: ExpenditureRow, campaignName: string) =>
    toExpenditureRecord(row, campaignName),
  updateInput: updateExpenditureSchema,
  fields: EXPENDITURE_FIELDS,
  validate: validateExpenditure,
  normalise: normaliseExpenditure,
  updateAtVersion: updateExpenditureAtVersion,
  archiveRequest: { status: 'archived' } as ExpenditureUpdate,
  allowedAction: (actor: RecordActor, stored: ExpenditureRecord, input: ExpenditureUpdate) =>
    assertExpenditureTransitionAllowed(
      { ...actor, status: stored.status },
      { status: input.status ?? null },
    ),
  listInput: listExpendituresInputSchema,
  list: listExpenditures,
  statuses: EXPENDITURE_STATUSES.values,
  syncPage: syncExpenditures,
  selectForExport: selectExpendituresForExport,
  selectCsvLines: selectExpenditureCsvLines,
  csvColumns: EXPENDITURE_CSV_COLUMNS,
  orestarEntry: expenditureEntry,
} as const;
