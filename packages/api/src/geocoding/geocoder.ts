import type { GeocodePrecision } from '@portal/domain';

/** One address to place; `key` pairs the answer with the request. */
export interface GeocodeRequest {
  key: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

export type GeocodeAnswer =
  | { kind: 'placed'; latitude: number; longitude: number; precision: GeocodePrecision }
  /** The service answered and has no place for this address: trying again will not help. */
  | { kind: 'unplaceable'; reason: string };

/**
 * One geocoding service. `geocode` answers every request it can, keyed by `key`; a request it
 * leaves out, or a thrown error (service down, timeout), counts as a failure worth retrying.
 */
export interface Geocoder {
  /** Shown in logs and Settings, e.g. "ZIP-code centroids". */
  readonly description: string;
  /** How many addresses one `geocode` call may take. */
  readonly batchSize: number;
  geocode(requests: readonly GeocodeRequest[]): Promise<Map<string, GeocodeAnswer>>;
}

/** The five-digit ZIP code of an address, or null when it has none. */
export const fiveDigitZip = (zip: string | null): string | null => {
  const match = /^\s*(\d{5})(?:-?\d{4})?\s*$/.exec(zip ?? '');
  return match?.[1] ?? null;
};

/**
 * Asks the address-level geocoder first and the ZIP-code centroids for what it cannot place, so a
 * donor is on the map, if only roughly, whenever the ZIP code is known.
 */
export function withZipFallback(primary: Geocoder, fallback: Geocoder): Geocoder {
  return {
    description: `${primary.description}, else ${fallback.description}`,
    batchSize: primary.batchSize,
    async geocode(requests) {
      const answers = await primary.geocode(requests);
      const unplaced = requests.filter(
        (request) => answers.get(request.key)?.kind === 'unplaceable',
      );
      if (unplaced.length === 0) return answers;
      const fallbackAnswers = await fallback.geocode(unplaced);
      for (const [key, answer] of fallbackAnswers) {
        if (answer.kind === 'placed') answers.set(key, answer);
      }
      return answers;
    },
  };
}
