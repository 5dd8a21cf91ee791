import { Group, Text } from '@mantine/core';
import { formatMoney } from '@portal/domain';
import { cellRadius, LARGEST_RADIUS, pointAmountCents, pointRadius } from './map-circles';

/** A circle as the map draws it, with its amount beside it. */
function LegendCircle({ radius, label }: { radius: number; label: string }) {
  const size = LARGEST_RADIUS * 2 + 2;
  return (
    <Group gap={4} wrap="nowrap" component="li">
      <svg width={size} height={size} aria-hidden="true" focusable="false">
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="rgba(28, 126, 214, 0.45)"
          stroke="#1c7ed6"
          strokeWidth={1}
        />
      </svg>
      <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
    </Group>
  );
}

/** The gift sizes shown: a small, a medium and the largest circle the map draws. */
const POINT_RADII = [2.5, 7, LARGEST_RADIUS];

/**
 * What a circle's size means, in dollars. Zoomed in on single gifts the sizes are fixed amounts;
 * zoomed out, a circle is a cell of gifts sized against the biggest cell in view, so the legend
 * names that cell's total and the quarter and sixteenth of it.
 */
export function MapSizeLegend({
  points,
  largestCellCents,
}: {
  points: boolean;
  largestCellCents: number;
}) {
  const entries = points
    ? POINT_RADII.map((radius, index) => ({
        radius: pointRadius(pointAmountCents(radius)),
        label: `${formatMoney(pointAmountCents(radius))}${index === POINT_RADII.length - 1 ? ' or more' : ''}`,
      }))
    : [1 / 16, 1 / 4, 1].map((share) => ({
        radius: cellRadius(largestCellCents * share, largestCellCents),
        label: formatMoney(Math.round(largestCellCents * share)),
      }));
  return (
    <Group gap="xs" wrap="wrap" data-testid="map-size-legend">
      <Text size="xs" id="map-size-legend-title">
        {points
          ? 'Circle size: one contribution of'
          : 'Circle size: contributions in an area adding up to'}
      </Text>
      <Group
        component="ul"
        gap="sm"
        wrap="wrap"
        aria-labelledby="map-size-legend-title"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {entries.map((entry) => (
          <LegendCircle key={entry.label} radius={entry.radius} label={entry.label} />
        ))}
      </Group>
    </Group>
  );
}
