import type { GeoJSONProps } from 'react-leaflet';

/**
 * A coarse outline of the City of Portland, drawn by hand from its well-known extent (Columbia
 * River to the north, the West Hills, the Gresham border to the east). It lets the map show
 * where the city is when no tile server is reachable; it is not a legal boundary.
 */
/** The outline's corners, clockwise from the north-west, closed: the council districts share them. */
export const CITY_RING: [number, number][] = [
  [-122.8, 45.652],
  [-122.69, 45.618],
  [-122.57, 45.6],
  [-122.47, 45.565],
  [-122.47, 45.47],
  [-122.56, 45.455],
  [-122.64, 45.433],
  [-122.72, 45.438],
  [-122.76, 45.465],
  [-122.79, 45.505],
  [-122.84, 45.54],
  [-122.84, 45.6],
  [-122.8, 45.652],
];

export const PORTLAND_OUTLINE = {
  type: 'Feature',
  properties: { name: 'Portland' },
  geometry: { type: 'Polygon', coordinates: [CITY_RING] },
} as GeoJSONProps['data'];

export const PORTLAND_CENTER: [number, number] = [45.5231, -122.6765];
