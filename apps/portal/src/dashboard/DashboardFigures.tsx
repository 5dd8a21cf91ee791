import type { DashboardFilters } from '@portal/domain';
import { type ComponentProps, lazy, Suspense } from 'react';
import { SKIP_TARGET_CLASS } from '../layout/SkipLink';
import type { CampaignMapLayer } from './CampaignMapLayers';
import { CampaignsTable } from './CampaignsTable';
import { ComparePanels } from './ComparePanels';
import { DataError } from './DataError';
import { DataNote } from './DataNote';
import { LoadingPart } from './LoadingPart';
import type { MapView } from './map-view';
import { NoMatches } from './NoMatches';
import { OpenDataDownloads } from './OpenDataDownloads';
import { SummaryTable } from './StatsTables';
import { DASHBOARD_SECTIONS } from './sections';
import type { DashboardView, MapLayer } from './types';

// The chart and map libraries load after the figures, in their own chunks.
const Charts = lazy(() => import('./Charts'));
const ContributionMap = lazy(() => import('./ContributionMap'));

export interface DashboardFiguresProps {
  view: DashboardView;
  filters: DashboardFilters;
  /** Candidates side by side (compare mode with more than one candidate chosen). */
  comparing: boolean;
  /** Nothing matches the filters: one sentence instead of empty charts. */
  nothingMatches: boolean;
  map: { data?: MapLayer; error: { message: string } | null; isPending: boolean };
  tileUrl: string | null;
  onMapViewChange: (view: MapView) => void;
  /** The dashboard's campaign ids by name: map popups and the campaigns table link to their pages. */
  campaignIds: ReadonlyMap<string, number>;
  /** Each chosen campaign's own map layer when several are chosen. */
  campaignLayers: readonly CampaignMapLayer[];
  /** Every campaign the filter bar offers, for the campaigns table's links. */
  candidates: ComponentProps<typeof CampaignsTable>['candidates'];
}

/**
 * What the dashboard draws from its figures: tables, map, charts and downloads. Its code (and the
 * tables' scroll areas and pagers) loads beside the figures, not before the page's first view.
 */
export function DashboardFigures({
  view,
  filters,
  comparing,
  nothingMatches,
  map,
  tileUrl,
  onMapViewChange,
  campaignIds,
  campaignLayers,
  candidates,
}: DashboardFiguresProps) {
  const { count } = filters;
  return (
    <>
      <DataNote retrievedAt={view.retrievedAt} latestExternalDate={view.latestExternalDate} />
      {nothingMatches ? (
        <>
          {/* Compare mode has no summary table (spec section 2), empty or not. */}
          {!comparing && <SummaryTable rows={view.summary} />}
          <NoMatches />
        </>
      ) : comparing ? (
        <div id={DASHBOARD_SECTIONS.charts} tabIndex={-1} className={SKIP_TARGET_CLASS}>
          <ComparePanels panels={view.panels} count={count} />
        </div>
      ) : (
        <>
          <SummaryTable rows={view.summary} />
          {map.error && <DataError source="Map data" error={map.error} />}
          {map.isPending && <LoadingPart what="map" />}
          <div id={DASHBOARD_SECTIONS.map} tabIndex={-1} className={SKIP_TARGET_CLASS}>
            {map.data && (
              <Suspense fallback={<LoadingPart what="map" />}>
                <ContributionMap
                  layer={map.data}
                  count={count}
                  tileUrl={tileUrl}
                  onViewChange={onMapViewChange}
                  campaignIds={campaignIds}
                  campaignLayers={campaignLayers}
                />
              </Suspense>
            )}
          </div>
          <section
            id={DASHBOARD_SECTIONS.charts}
            tabIndex={-1}
            className={SKIP_TARGET_CLASS}
            aria-label="Charts"
          >
            <Suspense fallback={<LoadingPart what="charts" />}>
              <Charts charts={view.charts} count={count} />
            </Suspense>
          </section>
        </>
      )}
      {!nothingMatches && (
        <div id={DASHBOARD_SECTIONS.campaigns} tabIndex={-1} className={SKIP_TARGET_CLASS}>
          <CampaignsTable rows={view.campaigns} candidates={candidates} />
        </div>
      )}
      <OpenDataDownloads filters={filters} />
    </>
  );
}
