import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fiveDigitZip, type GeocodeAnswer, type Geocoder } from './geocoder';

/** Two numbers (latitude, longitude) per five-digit ZIP code, NaN where there is none. */
const SLOTS = 100_000 * 2;

let centroids: Float64Array | undefined;

/**
 * The `zipcodes` package's US table, read on the first lookup into one typed array (1.6 MB). As
 * an imported module it cost the server about 85 MB for as long as it ran: 42,555 objects, the
 * compiled 5 MB source, and the WebAssembly memory of the module-syntax scanner that read it,
 * which grows to the largest file scanned and never shrinks. The file is JSON assigned to
 * `exports.codes` on its first line, so it is parsed as JSON and dropped.
 */
function zipCentroids(): Float64Array {
  if (centroids) return centroids;
  const tablePath = createRequire(import.meta.url).resolve('zipcodes/lib/codes');
  const firstLine = readFileSync(tablePath, 'latin1').split('\n', 1)[0] ?? '';
  const json = firstLine.slice(firstLine.indexOf('{'), firstLine.lastIndexOf('}') + 1);
  const codes = JSON.parse(json) as Record<string, { latitude: number; longitude: number }>;
  const table = new Float64Array(SLOTS).fill(Number.NaN);
  for (const [zip, place] of Object.entries(codes)) {
    if (!/^\d{5}$/.test(zip)) continue;
    table[Number(zip) * 2] = place.latitude;
    table[Number(zip) * 2 + 1] = place.longitude;
  }
  centroids = table;
  return table;
}

/** The centre of a five-digit ZIP code, or undefined when the table has no such code. */
export function zipCentroid(zip: string): { latitude: number; longitude: number } | undefined {
  const table = zipCentroids();
  const latitude = table[Number(zip) * 2] as number;
  if (Number.isNaN(latitude)) return undefined;
  return { latitude, longitude: table[Number(zip) * 2 + 1] as number };
}

/**
 * The offline default: the centre of the donor's ZIP code, from the `zipcodes` package's table of
 * US ZIP codes (no network, nothing leaves the server). Marked ZIP precision.
 */
export function zipCentroidGeocoder(): Geocoder {
  return {
    description: 'ZIP-code centroids (offline)',
    batchSize: 500,
    async geocode(requests) {
      const answers = new Map<string, GeocodeAnswer>();
      for (const request of requests) {
        const zip = fiveDigitZip(request.zip);
        const place = zip ? zipCentroid(zip) : undefined;
        answers.set(
          request.key,
          place
            ? {
                kind: 'placed',
                latitude: place.latitude,
                longitude: place.longitude,
                precision: 'zip',
              }
            : {
                kind: 'unplaceable',
                reason: zip ? 'Unknown ZIP code' : 'No valid ZIP code',
              },
        );
      }
      return answers;
    },
  };
}
