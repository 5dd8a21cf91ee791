import type {
  ContributionPayload,
  ContributionStatus,
  ExpenditurePayload,
  ExpenditureStatus,
  MatchStrength,
} from '@portal/domain';
import { useTRPCClient } from '../trpc';

/**
 * The records procedures as the "Records API" contract describes them. They are written in
 * parallel with this UI, so the portal codes against this description and reaches them through
 * the untyped client proxy; once `AppRouter` carries them, these types can be inferred instead.
 */
type Moment = Date | string;

interface RecordMeta<Status> {
  id: number;
  status: Status;
  version: number;
  campaign: { id: number; name: string };
  campaignId: number;
  governmentId: number;
  createdAt: Moment;
  updatedAt: Moment;
  submittedAt: Moment | null;
}

export interface ContributionRecord
  extends RecordMeta<ContributionStatus>,
    Omit<ContributionPayload, 'amount'> {
  amount: number;
  matchAmount: number | null;
  matchId: string | null;
  matchStrength: MatchStrength | null;
  compliant: boolean | null;
}

export interface ExpenditureRecord
  extends RecordMeta<ExpenditureStatus>,
    Omit<ExpenditurePayload, 'amount'> {
  amount: number;
}

export interface ContributionRow {
  id: number;
  date: string;
  campaignName: string;
  name: string;
  oaeType: string;
  amount: number;
  matchAmount: number | null;
  status: ContributionStatus;
  updatedAt: Moment;
}

export interface ExpenditureRow {
  id: number;
  date: string;
  submittedAt: Moment | null;
  campaignName: string;
  name: string;
  amount: number;
  paymentMethod: string | null;
  status: ExpenditureStatus;
  updatedAt: Moment;
}

export interface ListInput {
  campaignId?: number;
  governmentId?: number;
  filter: { from?: string; to?: string; status?: string };
  sort: { field: string; direction: 'ASC' | 'DESC' };
  page: number;
  perPage: number;
}

export interface ListResult<Row> {
  data: Row[];
  total: number;
  page: number;
  perPage: number;
}

export interface Activity {
  id: number;
  createdAt: Moment;
  notes: string;
  activityType: string;
  actor: { id: number; name: string } | null;
  onBehalfOfCampaign: { id: number; name: string } | null;
  attachment: { id: number; fileName: string; sizeBytes: number } | null;
}

export type ActivityFilter = { contributionId: number } | { expenditureId: number };

interface Query<Input, Output> {
  query: (input: Input) => Promise<Output>;
}
interface Mutation<Input, Output> {
  mutate: (input: Input) => Promise<Output>;
}

export interface UpdateInput {
  id: number;
  version: number;
  status?: string;
  reason?: string;
  compliant?: boolean;
  [field: string]: unknown;
}

interface RecordProcedures<RecordType, Row> {
  get: Query<{ id: number }, RecordType>;
  list: Query<ListInput, ListResult<Row>>;
  create: Mutation<Record<string, unknown>, RecordType>;
  update: Mutation<UpdateInput, RecordType>;
}

export interface RecordsClient {
  contributions: RecordProcedures<ContributionRecord, ContributionRow>;
  expenditures: RecordProcedures<ExpenditureRecord, ExpenditureRow>;
  activities: {
    list: Query<ActivityFilter & { page: number; perPage: number }, ListResult<Activity>>;
  };
}

/** The tRPC client seen through the records contract. */
export function useRecordsClient(): RecordsClient {
  return useTRPCClient() as unknown as RecordsClient;
}

/** Query keys of the records data, so a write can refresh exactly what it changed. */
export const recordKeys = {
  all: ['records'] as const,
  list: (kind: RecordKind, input: ListInput) => ['records', kind, 'list', input] as const,
  detail: (kind: RecordKind, id: number) => ['records', kind, 'detail', id] as const,
  activities: (filter: ActivityFilter) => ['records', 'activities', filter] as const,
};

export type RecordKind = 'contributions' | 'expenditures';
