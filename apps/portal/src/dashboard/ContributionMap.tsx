import 'leaflet/dist/leaflet.css';
import { Group, Text } from '@mantine/core';
import { CONTRIBUTOR_TYPES, type ContributorType, formatMoney } from '@portal/domain';
import L from 'leaflet';
import { useEffect } from 'react';
import {
  CircleMarker,
  GeoJSON,
  MapContainer,
  Popup,
  Rectangle,
  TileLayer,
  Tooltip,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import {
  CampaignCircles,
  type CampaignMapLayer,
  CampaignMapLegend,
  CampaignPageLink,
} from './CampaignMapLayers';
import { COUNCIL_DISTRICT_NAMES, COUNCIL_DISTRICTS } from './council-districts';
import { MapSizeLegend } from './MapSizeLegend';
import { MapTable } from './MapTable';
import { cellRadius, pointRadius } from './map-circles';
import { type MapView, mapViewOf, START_ZOOM } from './map-view';
import { PORTLAND_CENTER, PORTLAND_OUTLINE } from './portland-outline';
import type { MapLayer } from './types';

type MapCell = MapLayer['cells'][number];

/** The legend's colours, from fewer to more. */
const DENSITY_COLOURS = ['#1c3fd6', '#0ca5c9', '#37b24d', '#f59f00', '#e03131'];
const densityColour = (count: number, most: number) =>
  DENSITY_COLOURS[
    Math.min(DENSITY_COLOURS.length - 1, Math.floor((count / most) * DENSITY_COLOURS.length))
  ];

const plural = (count: number) => `${count} ${count === 1 ? 'contribution' : 'contributions'}`;

/** Count view: the screen grid of spec section 2, one square per occupied cell. */
function DensityLayer({ layer }: { layer: MapLayer }) {
  const map = useMap();
  const most = Math.max(1, ...layer.cells.map((cell) => cell[4]));
  const corner = (column: number, row: number) =>
    map.unproject(L.point(column * layer.cellPx, row * layer.cellPx), layer.zoom);
  return layer.cells.map(([column, row, , , count]) => (
    <Rectangle
      key={`${column}:${row}`}
      bounds={L.latLngBounds(corner(column, row), corner(column + 1, row + 1))}
      // An option of the shape when created (pathOptions only restyle it later).
      className="map-density-cell"
      pathOptions={{
        stroke: false,
        fillColor: densityColour(count, most),
        fillOpacity: 0.55,
      }}
    >
      <Tooltip>{plural(count)}</Tooltip>
    </Rectangle>
  ));
}

/** Amount view when zoomed out: one circle per cell, sized by what its gifts add up to. */
function CellCircles({ layer }: { layer: MapLayer }) {
  const most = Math.max(1, ...layer.cells.map((cell: MapCell) => cell[5]));
  return layer.cells.map(([column, row, lat, lng, count, amountCents, matchCents]) => (
    <CircleMarker
      key={`${column}:${row}`}
      center={[lat, lng]}
      radius={cellRadius(amountCents, most)}
      className="map-amount-cell"
      pathOptions={{ color: '#1c7ed6', weight: 1, fillOpacity: 0.45 }}
    >
      <Tooltip>
        <div>{plural(count)}</div>
        <div>Contributions: {formatMoney(amountCents)}</div>
        <div>Match: {formatMoney(matchCents)}</div>
      </Tooltip>
    </CircleMarker>
  ));
}

/** Amount view zoomed in on few gifts: each gift, coarsened, as spec section 2 describes. */
function PointCircles({
  layer,
  campaignIds,
}: {
  layer: MapLayer;
  campaignIds: ReadonlyMap<string, number>;
}) {
  return layer.points.map(([lat, lng, amountCents, matchAmountCents, campaign, type], index) => {
    const contributorType = layer.contributorTypes[type] ?? '';
    const name = layer.campaignNames[campaign] ?? '';
    const campaignId = campaignIds.get(name);
    return (
      <CircleMarker
        // Coarsened points have no identity; their order is stable within one answer.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        key={index}
        center={[lat, lng]}
        radius={pointRadius(amountCents)}
        pathOptions={{ color: '#1c7ed6', weight: 1, fillOpacity: 0.45 }}
      >
        <Tooltip>
          <div>{layer.campaignNames[campaign]}</div>
          <div>Contribution: {formatMoney(amountCents)}</div>
          <div>Match: {formatMoney(matchAmountCents ?? 0)}</div>
          <div>
            Type: {CONTRIBUTOR_TYPES.labels[contributorType as ContributorType] ?? contributorType}
          </div>
        </Tooltip>
        {campaignId !== undefined && (
          <Popup>
            <CampaignPageLink campaignId={campaignId} name={name} />
          </Popup>
        )}
      </CircleMarker>
    );
  });
}

/** Tells the page the zoom and area to ask for, once laid out and after every move or zoom. */
function ViewReporter({ onViewChange }: { onViewChange: (view: MapView) => void }) {
  const map = useMapEvents({
    moveend: () => onViewChange(mapViewOf(map.getZoom(), map.getBounds())),
  });
  useEffect(() => {
    onViewChange(mapViewOf(map.getZoom(), map.getBounds()));
  }, [map, onViewChange]);
  return null;
}

/**
 * The map is one Tab stop, its container: arrow keys pan it and plus and minus zoom it (Leaflet's
 * own keyboard handling), and the points are read through "Map as a table" below. Without this
 * every circle with a tooltip is a Tab stop of its own (the browser makes an SVG shape with a
 * focus listener focusable), hundreds of unnamed stops before the charts; the zoom buttons and
 * the Leaflet credit link would add more, though the keys already do what they do.
 */
function OneTabStop() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'group');
    container.setAttribute(
      'aria-label',
      'Contribution map: arrow keys move the map, plus and minus zoom. "Map as a table" below lists what it shows.',
    );
    map.attributionControl?.setPrefix('Leaflet');
    for (const control of container.querySelectorAll('.leaflet-control a')) {
      control.setAttribute('tabindex', '-1');
    }
    const outOfTabOrder = (layer: L.Layer) => {
      if (layer instanceof L.Path) layer.getElement()?.setAttribute('tabindex', '-1');
    };
    const onLayerAdd = (event: L.LayerEvent) => outOfTabOrder(event.layer);
    map.eachLayer(outOfTabOrder);
    map.on('layeradd', onLayerAdd);
    return () => {
      map.off('layeradd', onLayerAdd);
    };
  }, [map]);
  return null;
}

/** Fill colours of the districts: light, distinct, and behind the circles. */
const DISTRICT_FILLS = ['#fff3bf', '#d3f9d8', '#ffe3e3', '#e5dbff'];

/**
 * The base layer that needs no network: the council districts, named, inside the city outline.
 * Over tiles they are drawn as outlines only, so the streets show through.
 */
function CityBase({ tiles }: { tiles: boolean }) {
  return (
    <>
      <GeoJSON
        data={COUNCIL_DISTRICTS}
        interactive={false}
        style={(feature) => {
          const index = COUNCIL_DISTRICT_NAMES.indexOf(String(feature?.properties?.name));
          return {
            color: '#868e96',
            weight: 1,
            dashArray: '4 4',
            fillColor: DISTRICT_FILLS[index] ?? '#f1f3f5',
            fillOpacity: tiles ? 0 : 0.6,
          };
        }}
        onEachFeature={(feature, layer) => {
          layer.bindTooltip(String(feature.properties?.name ?? ''), {
            permanent: true,
            direction: 'center',
            className: 'map-district-label',
          });
        }}
      />
      <GeoJSON
        data={PORTLAND_OUTLINE}
        interactive={false}
        style={{ color: '#495057', weight: 2, fillOpacity: 0 }}
      />
    </>
  );
}

/**
 * The contribution map, drawn from what the server counted for the zoom and area: circles sized
 * by amount (cells, or the gifts themselves when zoomed in on few), or the screen-grid density
 * in count view. The council districts drawn from the portal's own data place them with no
 * network; tiles come from the configured URL when there is one.
 */
export default function ContributionMap({
  layer,
  count,
  tileUrl,
  onViewChange,
  campaignIds = new Map(),
  campaignLayers = [],
}: {
  layer: MapLayer;
  count: boolean;
  tileUrl: string | null;
  onViewChange: (view: MapView) => void;
  /** The dashboard's campaign ids by name: a gift's popup links to its campaign's page. */
  campaignIds?: ReadonlyMap<string, number>;
  /** Each chosen campaign's own layer when several are chosen: drawn apart, with a legend. */
  campaignLayers?: readonly CampaignMapLayer[];
}) {
  const byCampaign = campaignLayers.length > 1;
  const mapped = layer.cells.reduce((total, cell) => total + cell[4], 0);
  return (
    // Its own stacking context keeps Leaflet's high z-index panes below the page's modals.
    <section aria-label="Map of contributions" style={{ position: 'relative', zIndex: 0 }}>
      <MapContainer
        center={PORTLAND_CENTER}
        zoom={START_ZOOM}
        style={{ height: 420, width: '100%' }}
      >
        {tileUrl && <TileLayer url={tileUrl} attribution="&copy; OpenStreetMap contributors" />}
        <CityBase tiles={tileUrl !== null} />
        <OneTabStop />
        <ViewReporter onViewChange={onViewChange} />
        {byCampaign ? (
          <CampaignCircles layers={campaignLayers} count={count} />
        ) : count ? (
          <DensityLayer layer={layer} />
        ) : layer.points.length > 0 ? (
          <PointCircles layer={layer} campaignIds={campaignIds} />
        ) : (
          <CellCircles layer={layer} />
        )}
      </MapContainer>
      <Group justify="space-between" mt={4} gap="xs">
        <Text size="xs" c="dimmed" data-testid="map-note">
          {mapped} contributions mapped in and around this view; locations are rounded to about 100
          m. City matches are not mapped. District borders are approximate.
          {layer.notOnMap > 0 &&
            ` ${layer.notOnMap} ${layer.notOnMap === 1 ? 'contribution' : 'contributions'} in these filters ${layer.notOnMap === 1 ? 'is' : 'are'} not on the map (address not placed yet, or not found).`}
        </Text>
        {byCampaign && <CampaignMapLegend layers={campaignLayers} />}
        {!count && (
          <MapSizeLegend
            points={
              byCampaign
                ? campaignLayers.some((each) => each.layer.points.length > 0)
                : layer.points.length > 0
            }
            // Campaigns drawn apart are sized against the largest cell of any of them.
            largestCellCents={Math.max(
              0,
              ...(byCampaign ? campaignLayers.map((each) => each.layer) : [layer]).flatMap((each) =>
                each.cells.map((cell) => cell[5]),
              ),
            )}
          />
        )}
        {count && !byCampaign && (
          <Group gap={6} aria-label="Density legend">
            <Text size="xs">Fewer</Text>
            <div
              style={{
                width: 120,
                height: 10,
                background: `linear-gradient(to right, ${DENSITY_COLOURS.join(', ')})`,
              }}
            />
            <Text size="xs">More</Text>
          </Group>
        )}
      </Group>
      <MapTable layer={layer} />
    </section>
  );
}
