import type { DbOrTx } from '@portal/db';
import type {
  ActivityType,
  ContributionStatus,
  ExpenditureStatus,
  RecordCollection,
  RecordKind,
} from '@portal/domain';

/** The street address of a record's donor or payee, in the order of the forms. */
export const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state', 'zip'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** What every stored money record carries, whatever its kind. */
export interface StoredRecord {
  id: number;
  campaignId: number;
  governmentId: number;
  status: ContributionStatus | ExpenditureStatus;
  version: number;
  campaign: { id: number; name: string };
}

/**
 * The names a kind of record goes by. Each router's kind configuration starts with these; the
 * rest of it (queries, schemas, rules) is what each procedure factory asks for.
 */
export interface RecordKindNames {
  /** Names the record in messages and in the history: 'contribution', 'expenditure'. */
  name: RecordKind;
  /** Names the export files: 'contributions-….csv', 'expenditures-….xml'. */
  plural: RecordCollection;
  /** The answer for a record the caller may not see or that does not exist. */
  notFoundMessage: string;
  /** The history column that links an activity to the record. */
  historyLink: 'contributionId' | 'expenditureId';
  /** The type of the history lines a change writes. */
  activityType: ActivityType;
}

/** Loads one record by id, with its campaign's name. */
export interface RecordLookup<Record extends StoredRecord> {
  find: (db: DbOrTx, id: number) => Promise<Record | null>;
}

/** The history subject of one record: `{ contributionId: 12 }` or `{ expenditureId: 12 }`. */
export const historySubject = (
  link: RecordKindNames['historyLink'],
  id: number,
): { contributionId: number } | { expenditureId: number } =>
  link === 'contributionId' ? { contributionId: id } : { expenditureId: id };

/** The columns an activity about this record fills: its government, campaign and the record. */
export const historyTarget = (
  link: RecordKindNames['historyLink'],
  record: { id: number; campaignId: number; governmentId: number },
) => ({
  governmentId: record.governmentId,
  campaignId: record.campaignId,
  ...historySubject(link, record.id),
});
