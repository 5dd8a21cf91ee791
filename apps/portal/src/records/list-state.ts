import {
  DEFAULT_LIST_PAGE_SIZE,
  pageAfterPageSizeChange,
  type SortDirection,
  statusCondition,
} from '@portal/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListInput } from './api';

/** The filter bar's applied values: 'all' or a stored status, and calendar dates or null. */
export interface AppliedFilter<Status extends string> {
  status: Status | 'all';
  from: string | null;
  to: string | null;
}

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
  const [searchParams] = useSearchParams();
  const [filter, setFilter] = useState<AppliedFilter<Status>>(() => ({
    status: options.parseStatus(searchParams.get('status')) ?? 'all',
    from: null,
    to: null,
  }));
  const [sort, setSort] = useState<Sort<Field>>({
    field: options.defaultSortField,
    direction: 'DESC',
  });
  const [paging, setPaging] = useState({ page: 0, perPage: DEFAULT_LIST_PAGE_SIZE as number });

  const applyFilter = (next: AppliedFilter<Status>) => {
    setFilter(next);
    setPaging((current) => ({ ...current, page: 0 }));
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

  const request = (scope: { campaignId?: number; governmentId?: number }): ListInput => {
    const status = statusCondition(filter.status);
    return {
      ...scope,
      filter: {
        ...(filter.from ? { from: filter.from } : {}),
        ...(filter.to ? { to: filter.to } : {}),
        ...(status ? { status } : {}),
      },
      sort,
      page: paging.page,
      perPage: paging.perPage,
    };
  };

  return { filter, applyFilter, sort, setSort, toggleSort, paging, changePaging, request };
}
