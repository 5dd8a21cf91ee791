import { type Geocoder, zipCentroidGeocoder } from '@portal/api';
import type { Env } from './env';

/** The geocoder the configuration names (GEOCODER and its settings, checked in env.ts). */
export function createGeocoder(env: Pick<Env, 'geocoding'>): Geocoder {
  switch (env.geocoding.geocoder) {
    case 'zip':
      return zipCentroidGeocoder();
    default: {
      const unknown: never = env.geocoding.geocoder;
      throw new Error(`Unknown geocoder ${String(unknown)}`);
    }
  }
}
