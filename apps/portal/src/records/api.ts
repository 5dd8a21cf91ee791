import type { AppRouter } from '@portal/api';
import type { RecordCollection } from '@portal/domain';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { useMemo } from 'react';
import { useTRPCClient } from '../trpc';

/**
 * The records procedures' types, inferred from `AppRouter` so the portal follows the server's
 * contract instead of a description of it that could drift.
 */
type RouterOutputs = inferRouterOutputs<AppRouter>;
type RouterInputs = inferRouterInputs<AppRouter>;

/** The two record kinds, named as their routers are (the domain spells it once). */
export type { RecordCollection };

/** Each kind's inferred types, as concrete properties so code generic in the kind can use them. */
interface RecordTypes {
  contributions: {
    record: RouterOutputs['contributions']['get'];
    saved: RouterOutputs['contributions']['update'];
    list: RouterOutputs['contributions']['list'];
  };
  expenditures: {
    record: RouterOutputs['expenditures']['get'];
    saved: RouterOutputs['expenditures']['update'];
    list: RouterOutputs['expenditures']['list'];
  };
}

export type RecordOf<Kind extends RecordCollection> = RecordTypes[Kind]['record'];
/** What create and update answer: the record without its comments (`get` adds those). */
export type SavedRecordOf<Kind extends RecordCollection> = RecordTypes[Kind]['saved'];
export type ListResultOf<Kind extends RecordCollection> = RecordTypes[Kind]['list'];
export type RowOf<Kind extends RecordCollection> = ListResultOf<Kind>['data'][number];
export type CreateInputOf<Kind extends RecordCollection> = RouterInputs[Kind]['create'];
export type UpdateInputOf<Kind extends RecordCollection> = RouterInputs[Kind]['update'];

export type ContributionRecord = RecordOf<'contributions'>;
export type ExpenditureRecord = RecordOf<'expenditures'>;
export type ContributionRow = RowOf<'contributions'>;
export type ExpenditureRow = RowOf<'expenditures'>;

/** Both lists take the same request (spec section 7); the server whitelists each kind's sort. */
export type ListInput = RouterInputs['contributions']['list'] &
  RouterInputs['expenditures']['list'];

export type Activity = RouterOutputs['activities']['list']['data'][number];
export type ActivityFilter = { contributionId: number } | { expenditureId: number };

/** The procedures a records page calls, for one kind. */
export interface RecordApi<Kind extends RecordCollection> {
  get: (input: { id: number }) => Promise<RecordOf<Kind>>;
  list: (input: ListInput) => Promise<ListResultOf<Kind>>;
  create: (input: CreateInputOf<Kind>) => Promise<SavedRecordOf<Kind>>;
  update: (input: UpdateInputOf<Kind>) => Promise<SavedRecordOf<Kind>>;
}

/**
 * The record procedures of `kind`. A mapped type over both kinds lets a page generic in the kind
 * call them with that kind's own inferred types.
 */
export function useRecordApi<Kind extends RecordCollection>(kind: Kind): RecordApi<Kind> {
  const client = useTRPCClient();
  const apis = useMemo<{ [K in RecordCollection]: RecordApi<K> }>(
    () => ({
      contributions: {
        get: (input) => client.contributions.get.query(input),
        list: (input) => client.contributions.list.query(input),
        create: (input) => client.contributions.create.mutate(input),
        update: (input) => client.contributions.update.mutate(input),
      },
      expenditures: {
        get: (input) => client.expenditures.get.query(input),
        list: (input) => client.expenditures.list.query(input),
        create: (input) => client.expenditures.create.mutate(input),
        update: (input) => client.expenditures.update.mutate(input),
      },
    }),
    [client],
  );
  return apis[kind];
}

/** Query keys of the records data, so a write can refresh exactly what it changed. */
export const recordKeys = {
  all: ['records'] as const,
  list: (kind: RecordCollection, input: ListInput) => ['records', kind, 'list', input] as const,
  detail: (kind: RecordCollection, id: number) => ['records', kind, 'detail', id] as const,
  activities: (filter: ActivityFilter) => ['records', 'activities', filter] as const,
};
