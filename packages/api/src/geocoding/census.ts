import { parse } from 'csv-parse/sync';
import type { GeocodeAnswer, GeocodeRequest, Geocoder } from './geocoder';
import {
  ADDRESS_NOT_FOUND,
  type FoundPoint,
  type HttpGeocoderOptions,
  jsonAnswer,
  oneLineAddress,
  pacedFetch,
  placedAnswer,
  unreadableAnswer,
} from './http';

export const CENSUS_GEOCODER_URL = 'https://geocoding.geo.census.gov/geocoder';
const BENCHMARK = 'Public_AR_Current';
/** The batch endpoint takes up to 10,000 addresses; smaller batches keep each call short. */
const BATCH_SIZE = 1000;

interface OneLineAnswer {
  result?: { addressMatches?: { coordinates?: { x?: number; y?: number } }[] };
}

/** The best match of a one-line answer (x is the longitude); without `result` it is not one. */
function firstMatch(body: unknown): FoundPoint {
  const result = (body as OneLineAnswer | null | undefined)?.result;
  if (!result) return undefined;
  const coordinates = result.addressMatches?.[0]?.coordinates;
  return coordinates ? { longitude: Number(coordinates.x), latitude: Number(coordinates.y) } : null;
}

/**
 * The US Census Bureau geocoder (free, no key): the one-line endpoint for a single address and
 * the batch endpoint (CSV in, CSV out) for several. `baseUrl` is the service's `/geocoder` root.
 */
export function censusGeocoder(
  options: HttpGeocoderOptions & { baseUrl?: string | undefined },
): Geocoder {
  const baseUrl = (options.baseUrl ?? CENSUS_GEOCODER_URL).replace(/\/+$/, '');
  const paced = pacedFetch(options, baseUrl);

  async function oneLine(request: GeocodeRequest): Promise<GeocodeAnswer> {
    const query = new URLSearchParams({
      address: oneLineAddress(request),
      benchmark: BENCHMARK,
      format: 'json',
    });
    const response = await paced(`${baseUrl}/locations/onelineaddress?${query}`);
    return jsonAnswer(response, firstMatch);
  }

  async function batch(requests: readonly GeocodeRequest[]): Promise<Map<string, GeocodeAnswer>> {
    // Unique ID, Street address, City, State, ZIP: the batch file's columns, no header.
    const lines = requests.map((request) =>
      [request.key, request.address1, request.city, request.state, request.zip]
        .map((value) => `"${(value ?? '').replaceAll('"', '""')}"`)
        .join(','),
    );
    const form = new FormData();
    form.append('benchmark', BENCHMARK);
    form.append(
      'addressFile',
      new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' }),
      'addresses.csv',
    );
    const response = await paced(`${baseUrl}/locations/addressbatch`, {
      method: 'POST',
      body: form,
    });
    let rows: string[][];
    try {
      rows = parse(await response.text(), { relax_column_count: true, skip_empty_lines: true });
    } catch {
      throw unreadableAnswer();
    }
    // id, input address, Match | No_Match | Tie, match type, matched address, "lon,lat", ...
    const answers = new Map<string, GeocodeAnswer>();
    for (const [key, , status, , , coordinates] of rows) {
      if (key === undefined) continue;
      if (status !== 'Match' || !coordinates) {
        answers.set(
          key,
          status === 'Tie'
            ? { kind: 'unplaceable', reason: 'Address is ambiguous' }
            : ADDRESS_NOT_FOUND,
        );
        continue;
      }
      const [longitude, latitude] = coordinates.split(',').map(Number);
      answers.set(key, placedAnswer(longitude ?? Number.NaN, latitude ?? Number.NaN));
    }
    return answers;
  }

  return {
    description: 'US Census Bureau geocoder',
    batchSize: BATCH_SIZE,
    async geocode(requests) {
      if (requests.length === 0) return new Map();
      if (requests.length > 1) return batch(requests);
      const [only] = requests as [GeocodeRequest];
      return new Map([[only.key, await oneLine(only)]]);
    },
  };
}
