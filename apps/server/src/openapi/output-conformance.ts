import type { RouterOutputs } from '@portal/api';
import type {
  externalFilingsImportOutput,
  knownContributorsImportOutput,
} from '@portal/api/imports';
import type {
  activityListOutput,
  chosenMatchOutput,
  contributionListOutput,
  contributionOutput,
  contributionReadOutput,
  contributionSyncOutput,
  expenditureListOutput,
  expenditureOutput,
  expenditureReadOutput,
  expenditureSyncOutput,
  matchEntryOutput,
  summaryOutput,
} from '@portal/api/records';
import type { z } from 'zod';

/**
 * Compile-time proof that each documented answer schema (the `output` of an operation) accepts
 * what its procedure returns: a procedure that starts answering a field or value its schema does
 * not describe fails the typecheck here, before the contract test catches the answer itself.
 */
type Accepts<Schema extends z.ZodType, Answer extends z.input<Schema>> = [Schema, Answer];

export type OutputConformance = [
  Accepts<typeof contributionOutput, RouterOutputs['contributions']['create']>,
  Accepts<typeof contributionReadOutput, RouterOutputs['contributions']['get']>,
  Accepts<typeof contributionListOutput, RouterOutputs['contributions']['list']>,
  Accepts<typeof contributionSyncOutput, RouterOutputs['contributions']['sync']>,
  Accepts<typeof expenditureOutput, RouterOutputs['expenditures']['create']>,
  Accepts<typeof expenditureReadOutput, RouterOutputs['expenditures']['get']>,
  Accepts<typeof expenditureListOutput, RouterOutputs['expenditures']['list']>,
  Accepts<typeof expenditureSyncOutput, RouterOutputs['expenditures']['sync']>,
  Accepts<typeof activityListOutput, RouterOutputs['activities']['list']>,
  Accepts<typeof matchEntryOutput, RouterOutputs['matching']['get']>,
  Accepts<typeof chosenMatchOutput, RouterOutputs['matching']['choose']>,
  Accepts<typeof summaryOutput, RouterOutputs['summary']['get']>,
  Accepts<
    typeof knownContributorsImportOutput,
    Extract<RouterOutputs['knownContributors']['import'], { ok: true }>
  >,
  Accepts<
    typeof externalFilingsImportOutput,
    Extract<RouterOutputs['externalContributions']['import'], { ok: true }>
  >,
];
