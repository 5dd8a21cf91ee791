import type { GeocodeAnswer, Geocoder } from './geocoder';
import {
  type FoundPoint,
  type HttpGeocoderOptions,
  jsonAnswer,
  oneLineAddress,
  pacedFetch,
} from './http';

/** The placeholder in GEOCODER_URL replaced by the URL-encoded one-line address. */
export const ADDRESS_PLACEHOLDER = '{address}';

/** These services answer one address per request; a claim takes a few, asked one by one. */
const BATCH_SIZE = 10;

/**
 * The first point of a Nominatim answer (an array of `{ lat, lon }` with text numbers) or of a
 * Photon or Pelias answer (a GeoJSON FeatureCollection, coordinates `[lon, lat]`).
 */
function firstPoint(body: unknown): FoundPoint {
  if (Array.isArray(body)) {
    const [first] = body as { lat?: unknown; lon?: unknown }[];
    return first ? { latitude: Number(first.lat), longitude: Number(first.lon) } : null;
  }
  const features = (body as { features?: unknown } | null)?.features;
  if (!Array.isArray(features)) return undefined;
  const coordinates = (features[0] as { geometry?: { coordinates?: unknown } } | undefined)
    ?.geometry?.coordinates;
  if (!Array.isArray(coordinates)) return null;
  return { longitude: Number(coordinates[0]), latitude: Number(coordinates[1]) };
}

/**
 * A Nominatim-, Photon- or Pelias-compatible service the city may host itself, configured as a
 * URL with `{address}` where the address goes, e.g.
 * `https://nominatim.example.org/search?q={address}&format=jsonv2&limit=1`.
 */
export function urlTemplateGeocoder(
  options: HttpGeocoderOptions & { urlTemplate: string },
): Geocoder {
  const serviceUrl = options.urlTemplate.replace(ADDRESS_PLACEHOLDER, '');
  const paced = pacedFetch(options, serviceUrl);
  return {
    description: `geocoder at ${new URL(serviceUrl).host}`,
    batchSize: BATCH_SIZE,
    async geocode(requests) {
      const answers = new Map<string, GeocodeAnswer>();
      for (const request of requests) {
        const url = options.urlTemplate.replace(
          ADDRESS_PLACEHOLDER,
          encodeURIComponent(oneLineAddress(request)),
        );
        const response = await paced(url, { headers: { Accept: 'application/json' } });
        answers.set(request.key, await jsonAnswer(response, firstPoint));
      }
      return answers;
    },
  };
}
