import { type DbOrTx, externalCommittees, externalContributions } from '@portal/db';
import type { Office } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';

export interface KnownCommittee {
  name: string;
  officeSought: Office;
}

/**
 * The committees a government has loaded filings for, by filer id, and the offices an operator
 * gave for this import. A committee seen with a given office is created (or, when known, moved to
 * that office with all its filings); one seen with neither is reported.
 */
export class CommitteeBook {
  readonly created: { filerId: string; name: string; officeSought: Office }[] = [];
  /** Committees seen in the file with no office known or given, by filer id. */
  readonly unknown = new Map<string, string>();

  private constructor(
    private readonly tx: DbOrTx,
    private readonly governmentId: number,
    private readonly known: Map<string, KnownCommittee>,
    private readonly given: ReadonlyMap<string, Office>,
    private readonly checked = new Set<string>(),
  ) {}

  static async load(
    tx: DbOrTx,
    governmentId: number,
    given: ReadonlyMap<string, Office>,
  ): Promise<CommitteeBook> {
    const rows = await tx
      .select()
      .from(externalCommittees)
      .where(eq(externalCommittees.governmentId, governmentId));
    const known = new Map(
      rows.map((row) => [row.filerId, { name: row.name, officeSought: row.officeSought }]),
    );
    return new CommitteeBook(tx, governmentId, known, given);
  }

  /** The committee a row belongs to, or null when nobody has said which office it runs for. */
  async resolve(filerId: string, nameInFile: string): Promise<KnownCommittee | null> {
    const given = this.given.get(filerId);
    const known = this.known.get(filerId);
    if (known && (given === undefined || this.checked.has(filerId))) return known;
    if (known && given !== undefined) {
      this.checked.add(filerId);
      if (known.officeSought !== given) await this.moveOffice(filerId, given);
      const moved = { ...known, officeSought: given };
      this.known.set(filerId, moved);
      return moved;
    }
    if (given === undefined) {
      if (!this.unknown.has(filerId)) this.unknown.set(filerId, nameInFile);
      return null;
    }
    const committee = { name: nameInFile, officeSought: given };
    await this.tx
      .insert(externalCommittees)
      .values({ governmentId: this.governmentId, filerId, ...committee });
    this.known.set(filerId, committee);
    this.checked.add(filerId);
    this.created.push({ filerId, ...committee });
    return committee;
  }

  private async moveOffice(filerId: string, officeSought: Office): Promise<void> {
    await this.tx
      .update(externalCommittees)
      .set({ officeSought })
      .where(
        and(
          eq(externalCommittees.governmentId, this.governmentId),
          eq(externalCommittees.filerId, filerId),
        ),
      );
    await this.tx
      .update(externalContributions)
      .set({ officeSought, updatedAt: sql`now()` })
      .where(
        and(
          eq(externalContributions.governmentId, this.governmentId),
          eq(externalContributions.filerId, filerId),
        ),
      );
  }
}
