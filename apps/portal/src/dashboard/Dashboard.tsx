import { Stack } from '@mantine/core';
import { isInvertedRange } from '@portal/domain';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { usePageSkipLinks } from '../layout/skip-links';
import { lazyNamed } from '../lazy-named';
import { useTRPC } from '../trpc';
import { DataError } from './DataError';
import { FilterBar } from './FilterBar';
import { LoadingPart } from './LoadingPart';
import { INITIAL_MAP_VIEW, type MapView } from './map-view';
import { DASHBOARD_SECTIONS } from './sections';
import { useDashboardFilters } from './use-dashboard-filters';

// Fetched as the page first draws, beside the figures it shows, not before the first view.
const loadFigures = () => import('./DashboardFigures');
const DashboardFigures = lazyNamed(loadFigures, 'DashboardFigures');

/**
 * The dashboard is live: new submissions and newly placed map points appear without a reload.
 * The server answers from its cache until the data's fingerprint changes, so polling is cheap.
 */
const LIVE_REFRESH_MS = 10_000;

/** The public dashboard: filters in the URL, figures computed by the server per filter set. */
export function Dashboard() {
  const trpc = useTRPC();
  const { filters, update } = useDashboardFilters();
  const { count: _viewMode, ...query } = filters;
  // The server refuses a To before the From; the filter bar says so, and nothing is asked.
  const askable = !isInvertedRange(filters.startDate, filters.endDate);
  const campaigns = useQuery(trpc.dashboard.campaigns.queryOptions());
  const view = useQuery(
    trpc.dashboard.view.queryOptions(query, {
      placeholderData: keepPreviousData,
      enabled: askable,
      refetchInterval: LIVE_REFRESH_MS,
    }),
  );
  const comparing = filters.compare && filters.campaigns.length > 1;
  // The server counts the map for the zoom and area on screen, so detail follows the zoom.
  const [mapView, setMapView] = useState<MapView>(INITIAL_MAP_VIEW);
  const changeMapView = useCallback(
    (next: MapView) =>
      setMapView((current) =>
        current.zoom === next.zoom && current.bbox?.join() === next.bbox?.join() ? current : next,
      ),
    [],
  );
  const map = useQuery(
    trpc.dashboard.map.queryOptions(
      { ...query, ...mapView },
      {
        placeholderData: keepPreviousData,
        enabled: askable && !comparing,
        refetchInterval: LIVE_REFRESH_MS,
      },
    ),
  );
  // Several campaigns chosen (not compared side by side): each campaign's own layer, so the map
  // can tell them apart; each is the dashboard's cached answer for that one campaign.
  const severalChosen = !comparing && filters.campaigns.length > 1;
  const campaignMaps = useQueries({
    queries: (severalChosen ? filters.campaigns : []).map((campaignId) =>
      trpc.dashboard.map.queryOptions(
        { ...query, ...mapView, campaigns: [campaignId] },
        { placeholderData: keepPreviousData, enabled: askable, refetchInterval: LIVE_REFRESH_MS },
      ),
    ),
  });
  const campaignIds = useMemo(
    () => new Map((campaigns.data ?? []).map((campaign) => [campaign.name, campaign.id])),
    [campaigns.data],
  );
  const campaignNames = new Map((campaigns.data ?? []).map((each) => [each.id, each.name]));
  const campaignLayers = campaignMaps.every((each) => each.data)
    ? filters.campaigns.flatMap((campaignId, position) => {
        const layer = campaignMaps[position]?.data;
        return layer ? [{ campaignId, name: campaignNames.get(campaignId) ?? '', layer }] : [];
      })
    : [];
  const config = useQuery(trpc.dashboard.config.queryOptions());
  useEffect(() => {
    void loadFigures();
  }, []);
  // Charts and a map of nothing (five equal slices, axes of $0-$1) say less than one sentence.
  const nothingMatches =
    view.data !== undefined &&
    (comparing
      ? view.data.panels.every((panel) => panel.stats.contributions === 0)
      : view.data.summary.every((row) => row.contributions === 0));
  const drawn = view.data !== undefined && !nothingMatches;
  usePageSkipLinks(
    drawn
      ? [
          ...(comparing ? [] : [{ id: DASHBOARD_SECTIONS.map, label: 'Skip to the map' }]),
          {
            id: DASHBOARD_SECTIONS.charts,
            label: comparing ? 'Skip to the candidates' : 'Skip to the charts',
          },
          { id: DASHBOARD_SECTIONS.campaigns, label: 'Skip to the campaigns table' },
        ]
      : [],
  );

  return (
    <Stack gap="md">
      <FilterBar filters={filters} campaigns={campaigns.data ?? []} onChange={update} />
      {campaigns.error && <DataError source="Candidates" error={campaigns.error} />}
      {view.error && <DataError source="Public data" error={view.error} />}
      {askable && view.isPending && <LoadingPart what="public data" />}
      {askable && view.data && (
        <Suspense fallback={<LoadingPart what="public data" />}>
          <DashboardFigures
            view={view.data}
            filters={filters}
            comparing={comparing}
            nothingMatches={nothingMatches}
            map={map}
            tileUrl={config.data?.mapTileUrl ?? null}
            onMapViewChange={changeMapView}
            campaignIds={campaignIds}
            campaignLayers={campaignLayers}
            candidates={campaigns.data ?? []}
          />
        </Suspense>
      )}
    </Stack>
  );
}
