import { DomainError, formatMoney, programmeSettingsInputSchema } from '@portal/domain';
import { findProgramme, saveProgramme } from '../data/programmes';
import { recordPaymentActivity } from '../history';
import { type ProgrammeOutput, programmeOutput } from '../outputs';
import { governmentPaymentsProcedure } from '../procedures';

/** The history line of a settings change: every figure as saved, so the line alone tells it. */
const describeSettings = (who: string, programme: ProgrammeOutput, created: boolean) => {
  const offices = programme.offices
    .map(
      (rule) =>
        `${rule.office}: cap ${formatMoney(rule.capCents)}, ${rule.qualifyingContributions} qualifying contributions`,
    )
    .join('; ');
  const dates = programme.paymentDates.join(', ') || 'none';
  return `${who} ${created ? 'added' : 'changed'} the programme settings of ${programme.electionName} (contributions from ${programme.contributionsFrom}, election ${programme.electionDate}; ${offices}; payment dates ${dates})`;
};

/** Adds an election's programme settings or changes them, with a line in the history. */
export const save = governmentPaymentsProcedure
  .input(programmeSettingsInputSchema)
  .output(programmeOutput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const id = await saveProgramme(tx, input);
      const programme = id === null ? null : await findProgramme(tx, id);
      if (!programme) throw new DomainError('NOT_FOUND', 'Election programme not found');
      await recordPaymentActivity(tx, ctx, {
        governmentId: input.governmentId,
        notes: (who) => describeSettings(who, programme, input.programmeId === undefined),
      });
      return programme;
    }),
  );
