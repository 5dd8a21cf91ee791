import 'leaflet/dist/leaflet.css';
import { Group, Text } from '@mantine/core';
import { CONTRIBUTOR_TYPE_LABELS, type ContributorType, formatMoney } from '@portal/domain';
import L from 'leaflet';
import { useEffect } from 'react';
import { CircleMarker, GeoJSON, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { MapTable } from './MapTable';
import { PORTLAND_CENTER, PORTLAND_OUTLINE } from './portland-outline';
import type { MapLayer } from './types';

/** Starting zoom and density cell size of spec section 9. */
const START_ZOOM = 11;
const CELL_PX = 15;

const radiusFor = (amountCents: number) =>
  Math.max(2, Math.min(14, Math.sqrt(amountCents / 100) / 2));

/** Count view: a density layer; leaflet.heat expects a global L, hence the late import. */
function DensityLayer({ points }: { points: MapLayer['points'] }) {
  const map = useMap();
  useEffect(() => {
    let layer: L.HeatLayer | undefined;
    let cancelled = false;
    (globalThis as { L?: typeof L }).L = L;
    void import('leaflet.heat').then(() => {
      if (cancelled) return;
      layer = L.heatLayer(
        points.map(([lat, lng]) => [lat, lng, 1] as [number, number, number]),
        { radius: CELL_PX, blur: CELL_PX, minOpacity: 0.3 },
      ).addTo(map);
    });
    // The density layer has no hit-testing: count the points within one cell of the pointer.
    const hover = L.tooltip({ direction: 'top', offset: [0, -8] });
    const showCount = (event: L.LeafletMouseEvent) => {
      const pointer = event.containerPoint;
      let near = 0;
      for (const [lat, lng] of points) {
        if (map.latLngToContainerPoint([lat, lng]).distanceTo(pointer) <= CELL_PX) near += 1;
      }
      if (near === 0) hover.close();
      else hover.setLatLng(event.latlng).setContent(`${near} contributions`).openOn(map);
    };
    const hideCount = () => hover.close();
    map.on('mousemove', showCount);
    map.on('mouseout', hideCount);
    return () => {
      cancelled = true;
      layer?.remove();
      map.off('mousemove', showCount);
      map.off('mouseout', hideCount);
      hover.close();
    };
  }, [map, points]);
  return null;
}

function AmountLayer({ layer }: { layer: MapLayer }) {
  return layer.points.map(([lat, lng, amountCents, matchAmountCents, campaign, type], index) => {
    const contributorType = layer.contributorTypes[type] ?? '';
    return (
      <CircleMarker
        // Coarsened points have no identity; their order is stable within one answer.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        key={index}
        center={[lat, lng]}
        radius={radiusFor(amountCents)}
        pathOptions={{ color: '#1c7ed6', weight: 1, fillOpacity: 0.45 }}
      >
        <Tooltip>
          <div>{layer.campaignNames[campaign]}</div>
          <div>Contribution: {formatMoney(amountCents)}</div>
          <div>Match: {formatMoney(matchAmountCents ?? 0)}</div>
          <div>
            Type: {CONTRIBUTOR_TYPE_LABELS[contributorType as ContributorType] ?? contributorType}
          </div>
        </Tooltip>
      </CircleMarker>
    );
  });
}

/**
 * Leaflet makes its container a Tab stop that pans with the arrow keys and zooms with + and -;
 * it gets a name saying so (a role, since a name on a plain div is not announced).
 */
function KeyboardName() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'group');
    container.setAttribute(
      'aria-label',
      'Contribution map: arrow keys move the map, plus and minus zoom. The table below lists what it shows.',
    );
  }, [map]);
  return null;
}

/**
 * The contribution map: circles sized by amount, or a density layer in count view. Tiles come
 * from the server's configured URL; without one the city outline still places the points.
 */
export default function ContributionMap({
  layer,
  count,
  tileUrl,
}: {
  layer: MapLayer;
  count: boolean;
  tileUrl: string | null;
}) {
  return (
    // Its own stacking context keeps Leaflet's high z-index panes below the page's modals.
    <section aria-label="Map of contributions" style={{ position: 'relative', zIndex: 0 }}>
      <MapContainer
        center={PORTLAND_CENTER}
        zoom={START_ZOOM}
        style={{ height: 420, width: '100%' }}
      >
        {tileUrl && <TileLayer url={tileUrl} attribution="&copy; OpenStreetMap contributors" />}
        <GeoJSON
          data={PORTLAND_OUTLINE}
          style={{ color: '#495057', weight: 2, fillOpacity: 0.03 }}
        />
        <KeyboardName />
        {count ? <DensityLayer points={layer.points} /> : <AmountLayer layer={layer} />}
      </MapContainer>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed" data-testid="map-note">
          {layer.points.length} contributions mapped; locations are rounded to about 100 m. City
          matches are not mapped.
          {layer.notOnMap > 0 &&
            ` ${layer.notOnMap} ${layer.notOnMap === 1 ? 'contribution' : 'contributions'} in these filters ${layer.notOnMap === 1 ? 'is' : 'are'} not on the map (address not placed yet, or not found).`}
        </Text>
        {count && (
          <Group gap={6} aria-label="Density legend">
            <Text size="xs">Fewer</Text>
            <div
              style={{
                width: 120,
                height: 10,
                background: 'linear-gradient(to right, blue, cyan, lime, yellow, red)',
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
