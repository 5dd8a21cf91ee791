import {
  addressPointsGeocoder,
  censusGeocoder,
  type Geocoder,
  urlTemplateGeocoder,
  withZipFallback,
  zipCentroidGeocoder,
} from '@portal/api/geocoding';
import type { Database } from '@portal/db';
import type { Env } from './env';

/**
 * The geocoder the configuration names (GEOCODER and its settings, checked in env.ts). An
 * address-level service falls back to the ZIP-code centroid for what it cannot find.
 */
export function createGeocoder(env: Pick<Env, 'geocoding' | 'publicUrl'>, db: Database): Geocoder {
  const settings = env.geocoding;
  const http = {
    timeoutMs: settings.timeoutMs,
    requestsPerSecond: settings.requestsPerSecond,
    userAgent: `city-campaign-finance-portal (${env.publicUrl})`,
    // Every process paces through the database, so together they keep to the service's rate.
    db,
  };
  switch (settings.geocoder) {
    case 'zip':
      return zipCentroidGeocoder();
    case 'address-points':
      return withZipFallback(addressPointsGeocoder(db), zipCentroidGeocoder());
    case 'census':
      return withZipFallback(
        censusGeocoder({ ...http, baseUrl: settings.url }),
        zipCentroidGeocoder(),
      );
    case 'url':
      return withZipFallback(
        urlTemplateGeocoder({ ...http, urlTemplate: settings.url ?? '' }),
        zipCentroidGeocoder(),
      );
    default: {
      const unknown: never = settings.geocoder;
      throw new Error(`Unknown geocoder ${String(unknown)}`);
    }
  }
}
