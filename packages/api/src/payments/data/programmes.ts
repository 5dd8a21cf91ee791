import { type DbOrTx, paymentDates, paymentProgrammeOffices, paymentProgrammes } from '@portal/db';
import type { ProgrammeSettingsInput } from '@portal/domain';
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { ProgrammeOutput } from '../outputs';

type ProgrammeRow = typeof paymentProgrammes.$inferSelect;

/** The programmes' offices and payment dates, put together with their rows. */
async function withRules(db: DbOrTx, rows: readonly ProgrammeRow[]): Promise<ProgrammeOutput[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [offices, dates] = await Promise.all([
    db
      .select()
      .from(paymentProgrammeOffices)
      .where(inArray(paymentProgrammeOffices.programmeId, ids))
      .orderBy(asc(paymentProgrammeOffices.office)),
    db
      .select()
      .from(paymentDates)
      .where(inArray(paymentDates.programmeId, ids))
      .orderBy(asc(paymentDates.date)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    governmentId: row.governmentId,
    electionName: row.electionName,
    contributionsFrom: row.contributionsFrom,
    electionDate: row.electionDate,
    offices: offices
      .filter((office) => office.programmeId === row.id)
      .map(({ office, capCents, qualifyingContributions }) => ({
        office,
        capCents,
        qualifyingContributions,
      })),
    paymentDates: dates.filter((date) => date.programmeId === row.id).map((date) => date.date),
    updatedAt: row.updatedAt,
  }));
}

/** A government's elections, the latest first. */
export async function listProgrammes(db: DbOrTx, governmentId: number) {
  const rows = await db
    .select()
    .from(paymentProgrammes)
    .where(eq(paymentProgrammes.governmentId, governmentId))
    .orderBy(desc(paymentProgrammes.electionDate), desc(paymentProgrammes.id));
  return withRules(db, rows);
}

export async function findProgramme(db: DbOrTx, id: number): Promise<ProgrammeOutput | null> {
  const rows = await db.select().from(paymentProgrammes).where(eq(paymentProgrammes.id, id));
  const [programme] = await withRules(db, rows);
  return programme ?? null;
}

/**
 * The election a day belongs to: the government's latest election whose counting window had
 * opened by then. After its election day a day still belongs to it (late payments of its matches)
 * until the next election's window opens.
 */
export async function programmeFor(
  db: DbOrTx,
  governmentId: number,
  date: string,
): Promise<ProgrammeOutput | null> {
  const rows = await db
    .select()
    .from(paymentProgrammes)
    .where(
      and(
        eq(paymentProgrammes.governmentId, governmentId),
        lte(paymentProgrammes.contributionsFrom, date),
      ),
    )
    .orderBy(desc(paymentProgrammes.contributionsFrom), desc(paymentProgrammes.id))
    .limit(1);
  const [programme] = await withRules(db, rows);
  return programme ?? null;
}

/**
 * Writes one election's settings: its row, then its offices and payment dates replaced whole.
 * The caller's transaction holds the three together. Answers the programme's id, or null when
 * `programmeId` names no programme of the government.
 */
export async function saveProgramme(
  tx: DbOrTx,
  input: ProgrammeSettingsInput,
): Promise<number | null> {
  const values = {
    electionName: input.electionName,
    contributionsFrom: input.contributionsFrom,
    electionDate: input.electionDate,
  };
  let id: number | undefined;
  if (input.programmeId === undefined) {
    const [row] = await tx
      .insert(paymentProgrammes)
      .values({ ...values, governmentId: input.governmentId })
      .returning({ id: paymentProgrammes.id });
    id = row?.id;
  } else {
    const [row] = await tx
      .update(paymentProgrammes)
      .set({ ...values, updatedAt: new Date() })
      .where(
        and(
          eq(paymentProgrammes.id, input.programmeId),
          eq(paymentProgrammes.governmentId, input.governmentId),
        ),
      )
      .returning({ id: paymentProgrammes.id });
    id = row?.id;
  }
  if (id === undefined) return null;
  const programmeId = id;
  await tx
    .delete(paymentProgrammeOffices)
    .where(eq(paymentProgrammeOffices.programmeId, programmeId));
  await tx.delete(paymentDates).where(eq(paymentDates.programmeId, programmeId));
  await tx
    .insert(paymentProgrammeOffices)
    .values(input.offices.map((office) => ({ ...office, programmeId })));
  if (input.paymentDates.length > 0)
    await tx.insert(paymentDates).values(input.paymentDates.map((date) => ({ programmeId, date })));
  return programmeId;
}
