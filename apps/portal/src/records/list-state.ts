import {
  DEFAULT_LIST_PAGE_SIZE,
  pageAfterPageSizeChange,
  type SortDirection,
  statusCondition,
} from '@portal/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListInput } from './api';

/**
 * The filter bar's applied values: 'all' or a stored status, and calendar dates or null; for a
 * government admin also one campaign (null: all of them) and part of a name (null: no search).
 */
export interface AppliedFilter<Status extends string> {
  status: Status | 'all';
  from: string | null;
  to: string | null;
  campaignId: number | null;
  name: string | null;
}

/** The address's names for the campaign filter and the name search, so a view can be shared. */
export const LIST_URL_PARAMS = { campaign: 'campaign', name: 'name' } as const;

const campaignFromUrl = (value: string | null): number | null => {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
};

export interface Sort<Field extends string> {
  field: Field;
  direction: SortDirection;
}

/**
 * List state of spec section 3 (from, to, status, page, perPage, sort): page 0, status 'all'
 * unless the address names one (`/contributions?status=Draft`), sort direction DESC.
 */
export function useRecordListState<Status extends string, Field extends string>(options: {
  parseStatus: (value: unknown) => Status | null;
  defaultSortField: Field;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [filter, setFilter] = useState<AppliedFilter<Status>>(() => ({
    status: options.parseStatus(searchParams.get('status')) ?? 'all',
    from: null,
    to: null,
    campaignId: campaignFromUrl(searchParams.get(LIST_URL_PARAMS.campaign)),
    name: searchParams.get(LIST_URL_PARAMS.name)?.trim() || null,
  }));
  const [sort, setSort] = useState<Sort<Field>>({
    field: options.defaultSortField,
    direction: 'DESC',
  });
  const [paging, setPaging] = useState({ page: 0, perPage: DEFAULT_LIST_PAGE_SIZE as number });

  const applyFilter = (next: AppliedFilter<Status>) => {
    setFilter(next);
    setPaging((current) => ({ ...current, page: 0 }));
    // The campaign and the search live in the address too, replacing the entry rather than
    // adding one per filter, so Back leaves the list.
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        const keep = (key: string, value: string | null) =>
          value ? params.set(key, value) : params.delete(key);
        keep(LIST_URL_PARAMS.campaign, next.campaignId === null ? null : String(next.campaignId));
        keep(LIST_URL_PARAMS.name, next.name);
        return params;
      },
      { replace: true },
    );
  };

  /** Clicking a header sorts by it; clicking the sorted header again flips the direction. */
  const toggleSort = (field: Field) =>
    setSort((current) =>
      current.field === field
        ? { field, direction: current.direction === 'DESC' ? 'ASC' : 'DESC' }
        : { field, direction: 'DESC' },
    );

  const changePaging = (page: number, perPage: number) =>
    setPaging((current) => ({
      perPage,
      page:
        perPage === current.perPage
          ? page
          : pageAfterPageSizeChange(current.page, current.perPage, perPage),
    }));

  /**
   * The list body: the caller's scope, narrowed to the chosen campaign where the scope is a
   * government (the server ignores a campaign outside the caller's scope: no rows).
   */
  const request = (scope: { campaignId?: number; governmentId?: number }): ListInput => {
    const status = statusCondition(filter.status);
    const chosenCampaign =
      scope.governmentId !== undefined && filter.campaignId !== null
        ? { campaignId: filter.campaignId }
        : {};
    return {
      ...scope,
      ...chosenCampaign,
      filter: {
        ...(filter.from ? { from: filter.from } : {}),
        ...(filter.to ? { to: filter.to } : {}),
        ...(status ? { status } : {}),
        ...(filter.name ? { name: filter.name } : {}),
      },
      sort,
      page: paging.page,
      perPage: paging.perPage,
    };
  };

  return { filter, applyFilter, sort, setSort, toggleSort, paging, changePaging, request };
}
