import type { GeoJSONProps } from 'react-leaflet';
import { CITY_RING } from './portland-outline';

/**
 * The city's four council districts, drawn by hand from their well-known borders: the Willamette
 * River (District 4 to the west), Interstate 84 between North and Northeast Portland (District 2)
 * and inner Southeast (District 3), and Interstate 205 before East Portland (District 1). Inside
 * the hand-drawn city outline, they give the map a base layer that needs no tile server and no
 * network: a visitor sees which part of the city a circle is in. They are not legal boundaries.
 */

/** The Willamette's course through the city, north to south: District 4's eastern edge. */
const WILLAMETTE: [number, number][] = [
  [-122.765, 45.643],
  [-122.764, 45.585],
  [-122.71, 45.56],
  [-122.683, 45.538],
  [-122.669, 45.528],
  [-122.67, 45.513],
  [-122.665, 45.49],
  [-122.665, 45.464],
  [-122.66, 45.435],
];
const RIVER_AT_I84: [number, number] = [-122.669, 45.528];
const I84_AT_I205: [number, number] = [-122.565, 45.535];
const I205_NORTH: [number, number] = [-122.57, 45.6];
const I205_SOUTH: [number, number] = [-122.56, 45.455];

export const COUNCIL_DISTRICT_NAMES = ['District 1', 'District 2', 'District 3', 'District 4'];

const district = (name: string, ring: [number, number][]) => ({
  type: 'Feature' as const,
  properties: { name },
  geometry: { type: 'Polygon' as const, coordinates: [[...ring, ring[0] as [number, number]]] },
});

const riverNorthOfI84 = WILLAMETTE.slice(0, 5);
const riverSouthOfI84 = WILLAMETTE.slice(4);

export const COUNCIL_DISTRICTS = {
  type: 'FeatureCollection',
  features: [
    district('District 1', [
      I205_NORTH,
      [-122.47, 45.565],
      [-122.47, 45.47],
      I205_SOUTH,
      I84_AT_I205,
    ]),
    district('District 2', [...riverNorthOfI84, I84_AT_I205, I205_NORTH, [-122.69, 45.618]]),
    district('District 3', [
      RIVER_AT_I84,
      I84_AT_I205,
      I205_SOUTH,
      [-122.64, 45.433],
      ...riverSouthOfI84.slice(1).reverse(),
    ]),
    // The river, then the city's own western edge back north.
    district('District 4', [...WILLAMETTE, ...CITY_RING.slice(7)]),
  ],
} as GeoJSONProps['data'];
