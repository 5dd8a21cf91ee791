import type { DashboardFilters } from '@portal/domain';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromSearch, searchFromFilters } from './url-filters';

/** The dashboard's filter state lives in the URL query only, so a link reproduces the view. */
export function useDashboardFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const canonical = searchFromFilters(filters).toString();

  // A bare or partial URL is completed (default start date included) without a history entry.
  useEffect(() => {
    if (params.toString() !== canonical)
      setParams(new URLSearchParams(canonical), { replace: true });
  }, [params, canonical, setParams]);

  const update = useCallback(
    (next: DashboardFilters) => setParams(searchFromFilters(next)),
    [setParams],
  );
  return { filters, update };
}
