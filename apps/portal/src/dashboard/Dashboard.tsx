import { Center, Loader, Stack } from '@mantine/core';
import { isInvertedRange } from '@portal/domain';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { SKIP_TARGET_CLASS } from '../layout/SkipLink';
import { usePageSkipLinks } from '../layout/skip-links';
import { useTRPC } from '../trpc';
import { CampaignsTable } from './CampaignsTable';
import { ComparePanels } from './ComparePanels';
import { DataError } from './DataError';
import { DataNote } from './DataNote';
import { FilterBar } from './FilterBar';
import { INITIAL_MAP_VIEW, type MapView } from './map-view';
import { NoMatches } from './NoMatches';
import { OpenDataDownloads } from './OpenDataDownloads';
import { SummaryTable } from './StatsTables';
import { useDashboardFilters } from './use-dashboard-filters';

// The chart and map libraries load after the page, in their own chunks.
const Charts = lazy(() => import('./Charts'));
const ContributionMap = lazy(() => import('./ContributionMap'));

/**
 * The dashboard is live: new submissions and newly placed map points appear without a reload.
 * The server answers from its cache until the data's fingerprint changes, so polling is cheap.
 */
const LIVE_REFRESH_MS = 10_000;

/** Where the page's skip links lead. */
const MAP_ID = 'dashboard-map';
const CHARTS_ID = 'dashboard-charts';
const CAMPAIGNS_ID = 'dashboard-campaigns';

function Loading({ what }: { what: string }) {
  return (
    <Center py="md">
      <Loader size="sm" aria-label={`Loading ${what}`} />
    </Center>
  );
}

/** The public dashboard: filters in the URL, figures computed by the server per filter set. */
export function Dashboard() {
  const trpc = useTRPC();
  const { filters, update } = useDashboardFilters();
  const { count, ...query } = filters;
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
          ...(comparing ? [] : [{ id: MAP_ID, label: 'Skip to the map' }]),
          { id: CHARTS_ID, label: comparing ? 'Skip to the candidates' : 'Skip to the charts' },
          { id: CAMPAIGNS_ID, label: 'Skip to the campaigns table' },
        ]
      : [],
  );

  return (
    <Stack gap="md">
      <FilterBar filters={filters} campaigns={campaigns.data ?? []} onChange={update} />
      {campaigns.error && <DataError source="Candidates" error={campaigns.error} />}
      {view.error && <DataError source="Public data" error={view.error} />}
      {askable && view.isPending && <Loading what="public data" />}
      {askable && view.data && (
        <>
          <DataNote
            retrievedAt={view.data.retrievedAt}
            latestExternalDate={view.data.latestExternalDate}
          />
          {nothingMatches ? (
            <>
              {/* Compare mode has no summary table (spec section 2), empty or not. */}
              {!comparing && <SummaryTable rows={view.data.summary} />}
              <NoMatches />
            </>
          ) : comparing ? (
            <div id={CHARTS_ID} tabIndex={-1} className={SKIP_TARGET_CLASS}>
              <ComparePanels panels={view.data.panels} count={count} />
            </div>
          ) : (
            <>
              <SummaryTable rows={view.data.summary} />
              {map.error && <DataError source="Map data" error={map.error} />}
              {map.isPending && <Loading what="map" />}
              <div id={MAP_ID} tabIndex={-1} className={SKIP_TARGET_CLASS}>
                {map.data && (
                  <Suspense fallback={<Loading what="map" />}>
                    <ContributionMap
                      layer={map.data}
                      count={count}
                      tileUrl={config.data?.mapTileUrl ?? null}
                      onViewChange={changeMapView}
                      campaignIds={campaignIds}
                      campaignLayers={campaignLayers}
                    />
                  </Suspense>
                )}
              </div>
              <section
                id={CHARTS_ID}
                tabIndex={-1}
                className={SKIP_TARGET_CLASS}
                aria-label="Charts"
              >
                <Suspense fallback={<Loading what="charts" />}>
                  <Charts charts={view.data.charts} count={count} />
                </Suspense>
              </section>
            </>
          )}
          {!nothingMatches && (
            <div id={CAMPAIGNS_ID} tabIndex={-1} className={SKIP_TARGET_CLASS}>
              <CampaignsTable rows={view.data.campaigns} candidates={campaigns.data ?? []} />
            </div>
          )}
          <OpenDataDownloads filters={filters} />
        </>
      )}
    </Stack>
  );
}
