import { Anchor, Group, Text } from '@mantine/core';
import { formatMoney } from '@portal/domain';
import { CircleMarker, Popup, Tooltip } from 'react-leaflet';
import { Link } from 'react-router';
import { campaignMapStyle } from './campaign-map-styles';
import { cellRadius, LARGEST_RADIUS, pointRadius } from './map-circles';
import type { MapLayer } from './types';

/** One chosen campaign's own map layer, in the order of the choice. */
export interface CampaignMapLayer {
  campaignId: number;
  name: string;
  layer: MapLayer;
}

const plural = (count: number) => `${count} ${count === 1 ? 'contribution' : 'contributions'}`;

/** The link a circle's popup offers: the campaign's own page. */
export function CampaignPageLink({ campaignId, name }: { campaignId: number; name: string }) {
  return (
    <Anchor component={Link} to={`/campaign/${campaignId}`} size="sm">
      {name}: campaign page
    </Anchor>
  );
}

/**
 * Several campaigns on one map: each campaign's cells (or gifts, zoomed in on few) drawn in its
 * own colour and outline pattern, sized by amount, or in count view by the number of gifts.
 * Sizes are relative to the largest across all campaigns, so the campaigns compare fairly.
 */
export function CampaignCircles({
  layers,
  count,
}: {
  layers: readonly CampaignMapLayer[];
  count: boolean;
}) {
  const most = Math.max(
    1,
    ...layers.flatMap(({ layer }) => layer.cells.map((cell) => (count ? cell[4] : cell[5]))),
  );
  return layers.flatMap(({ campaignId, name, layer }, position) => {
    const style = campaignMapStyle(position);
    const pathOptions = {
      color: style.colour,
      dashArray: style.dashArray,
      weight: 2.5,
      fillColor: style.colour,
      fillOpacity: 0.25,
    };
    const popup = (
      <Popup>
        <CampaignPageLink campaignId={campaignId} name={name} />
      </Popup>
    );
    if (!count && layer.points.length > 0)
      return layer.points.map(([lat, lng, amountCents, matchCents], index) => (
        <CircleMarker
          // biome-ignore lint/suspicious/noArrayIndexKey: coarsened points have no identity
          key={`${campaignId}:${index}`}
          center={[lat, lng]}
          radius={pointRadius(amountCents)}
          className="map-campaign-point"
          pathOptions={pathOptions}
        >
          <Tooltip>
            <div>{name}</div>
            <div>Contribution: {formatMoney(amountCents)}</div>
            <div>Match: {formatMoney(matchCents ?? 0)}</div>
          </Tooltip>
          {popup}
        </CircleMarker>
      ));
    return layer.cells.map(([column, row, lat, lng, gifts, amountCents, matchCents]) => (
      <CircleMarker
        key={`${campaignId}:${column}:${row}`}
        center={[lat, lng]}
        radius={cellRadius(count ? gifts : amountCents, most)}
        className="map-campaign-cell"
        pathOptions={pathOptions}
      >
        <Tooltip>
          <div>{name}</div>
          <div>{plural(gifts)}</div>
          <div>Contributions: {formatMoney(amountCents)}</div>
          <div>Match: {formatMoney(matchCents)}</div>
        </Tooltip>
        {popup}
      </CircleMarker>
    ));
  });
}

/** Which colour and outline is which campaign, in words too. */
export function CampaignMapLegend({ layers }: { layers: readonly CampaignMapLayer[] }) {
  const size = LARGEST_RADIUS + 4;
  return (
    <Group
      component="ul"
      gap="sm"
      aria-label="Campaign legend"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {layers.map(({ campaignId, name }, position) => {
        const style = campaignMapStyle(position);
        return (
          <Group key={campaignId} component="li" gap={4} wrap="nowrap">
            <svg width={size} height={size} aria-hidden="true" focusable="false">
              <circle
                cx={size / 2}
                cy={size / 2}
                r={size / 2 - 2}
                fill={style.colour}
                fillOpacity={0.25}
                stroke={style.colour}
                strokeWidth={2.5}
                strokeDasharray={style.dashArray}
              />
            </svg>
            <Text size="xs">
              {name} ({style.pattern})
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}
