import { OFFICES, type Office } from '@portal/domain';
import type { Transaction } from '../client';
import {
  campaignPayees,
  paymentDates,
  paymentProgrammeOffices,
  paymentProgrammes,
} from '../schema';
import { DEMO_GOVERNMENT } from './campaigns';
import { FIRST_CONTRIBUTION_DATE } from './contributions';

/**
 * The demo election's programme settings. Demo values, not the city's: the caps are of the
 * order such programmes publish, and the thresholds are a tenth of the public text's (25 and 75
 * donors instead of 250 and 750) so that the demo's few thousand gifts qualify some campaigns.
 */
export const DEMO_PROGRAMME = {
  electionName: 'General election 2024 (demo settings)',
  contributionsFrom: FIRST_CONTRIBUTION_DATE,
  electionDate: '2024-11-05',
  capCents: { mayor: 75_000_000, other: 30_000_000 },
  qualifyingContributions: { mayor: 75, other: 25 },
  paymentDates: ['2024-03-15', '2024-05-15', '2024-07-15', '2024-09-16', '2024-10-15'],
} as const;

const isMayor = (office: Office) => office === 'Mayor';

/** Writes the demo election's settings and a payee for each participating campaign. */
export async function insertDemoProgramme(
  tx: Transaction,
  campaignIds: readonly number[],
): Promise<void> {
  const [programme] = await tx
    .insert(paymentProgrammes)
    .values({
      governmentId: DEMO_GOVERNMENT.id,
      electionName: DEMO_PROGRAMME.electionName,
      contributionsFrom: DEMO_PROGRAMME.contributionsFrom,
      electionDate: DEMO_PROGRAMME.electionDate,
    })
    .returning({ id: paymentProgrammes.id });
  if (!programme) throw new Error('Inserting the demo programme returned no row');
  await tx.insert(paymentProgrammeOffices).values(
    OFFICES.map((office) => ({
      programmeId: programme.id,
      office,
      capCents: isMayor(office) ? DEMO_PROGRAMME.capCents.mayor : DEMO_PROGRAMME.capCents.other,
      qualifyingContributions: isMayor(office)
        ? DEMO_PROGRAMME.qualifyingContributions.mayor
        : DEMO_PROGRAMME.qualifyingContributions.other,
    })),
  );
  await tx
    .insert(paymentDates)
    .values(DEMO_PROGRAMME.paymentDates.map((date) => ({ programmeId: programme.id, date })));
  if (campaignIds.length > 0)
    await tx.insert(campaignPayees).values(
      campaignIds.map((campaignId, index) => ({
        campaignId,
        committeeId: `DEMO-${String(21_000 + index * 17).padStart(6, '0')}`,
        payeeReference: `DEMO-PAYEE-${String(index + 1).padStart(3, '0')}`,
      })),
    );
}
