import type { LatLngBounds } from 'leaflet';

/** Starting zoom of spec section 9. */
export const START_ZOOM = 11;

/** What the map asks the server for: its zoom and the area around what it shows. */
export interface MapView {
  zoom: number;
  /** [minLon, minLat, maxLon, maxLat]; null until the map has been laid out. */
  bbox: [number, number, number, number] | null;
}

export const INITIAL_MAP_VIEW: MapView = { zoom: START_ZOOM, bbox: null };

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
/** Outward to 0.01 degrees: small pans reuse the answer (and its cache entry) they already have. */
const down = (value: number) => Math.floor(value * 100) / 100;
const up = (value: number) => Math.ceil(value * 100) / 100;

/**
 * The area to ask for: the visible bounds grown by half a screen on each side, so a pan shows
 * cells at once while the next answer loads.
 */
export function mapViewOf(zoom: number, bounds: LatLngBounds): MapView {
  const padded = bounds.pad(0.5);
  return {
    zoom: Math.round(zoom),
    bbox: [
      clamp(down(padded.getWest()), 180),
      clamp(down(padded.getSouth()), 90),
      clamp(up(padded.getEast()), 180),
      clamp(up(padded.getNorth()), 90),
    ],
  };
}
