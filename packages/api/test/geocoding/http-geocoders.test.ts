import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase } from '@portal/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  censusGeocoder,
  type GeocodeRequest,
  urlTemplateGeocoder,
  withZipFallback,
  zipCentroidGeocoder,
} from '../../src/geocoding';
import { reserveGeocoderSlot } from '../../src/geocoding/queue/pacing';

/** What the stand-in service saw: one entry per request. */
interface Seen {
  method: string;
  url: URL;
  body: string;
  userAgent: string | undefined;
  at: number;
}

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let answer: (request: Seen, response: ServerResponse) => void = (_, response) => response.end();

const readBody = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
};

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const entry: Seen = {
      method: request.method ?? '',
      url: new URL(request.url ?? '/', 'http://localhost'),
      body: await readBody(request),
      userAgent: request.headers['user-agent'],
      at: Date.now(),
    };
    seen.push(entry);
    answer(entry, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
});

const json = (response: ServerResponse, body: unknown, status = 200) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const address = (key: string, address1: string, zip = '97214'): GeocodeRequest => ({
  key,
  address1,
  address2: 'Apt 3',
  city: 'Portland',
  state: 'OR',
  zip,
});

const http = {
  // The local test server answers at once; the limit only matters in the test of a silent one,
  // which sets its own, and must not be reached by a machine busy with other work.
  timeoutMs: 60_000,
  requestsPerSecond: 50,
  userAgent: 'portal-test (https://portal.example.org)',
};

/** The Census one-line answer, as geocoding.geo.census.gov shapes it (trimmed). */
const censusOneLine = (matches: { x: number; y: number }[]) => ({
  result: {
    input: { address: { address: '...' }, benchmark: { benchmarkName: 'Public_AR_Current' } },
    addressMatches: matches.map((coordinates) => ({
      tigerLine: { side: 'L', tigerLineId: '123' },
      coordinates,
      addressComponents: { zip: '97214', city: 'PORTLAND', state: 'OR' },
      matchedAddress: '3325 SE TAYLOR ST, PORTLAND, OR, 97214',
    })),
  },
});

/** The answer for an address the geocoder placed on its own building. */
const placedAt = (latitude: number, longitude: number) => ({
  kind: 'placed',
  latitude,
  longitude,
  precision: 'address',
});

describe('Census Bureau geocoder', () => {
  it('asks the one-line endpoint for a single address, without the unit, saying who asks', async () => {
    answer = (_, response) => json(response, censusOneLine([{ x: -122.6301, y: 45.5149 }]));
    const geocoder = censusGeocoder({ ...http, baseUrl: `${baseUrl}/geocoder` });
    const answers = await geocoder.geocode([address('1', '3325 SE Taylor St')]);
    expect(answers.get('1')).toEqual(placedAt(45.5149, -122.6301));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url.pathname).toBe('/geocoder/locations/onelineaddress');
    expect(seen[0]?.url.searchParams.get('address')).toBe('3325 SE Taylor St, Portland, OR 97214');
    expect(seen[0]?.url.searchParams.get('benchmark')).toBe('Public_AR_Current');
    expect(seen[0]?.userAgent).toBe(http.userAgent);
  });

  it('says an address with no match cannot be placed', async () => {
    answer = (_, response) => json(response, censusOneLine([]));
    const geocoder = censusGeocoder({ ...http, baseUrl: `${baseUrl}/geocoder` });
    expect((await geocoder.geocode([address('1', '1 Nowhere Rd')])).get('1')).toEqual({
      kind: 'unplaceable',
      reason: 'Address not found',
    });
  });

  it('sends several addresses in one batch file and reads the CSV answer', async () => {
    answer = (_, response) => {
      response.writeHead(200, { 'content-type': 'text/csv' });
      response.end(
        [
          '"b","820 N Killingsworth St, Portland, OR, 97217","Match","Exact","820 N KILLINGSWORTH ST, PORTLAND, OR, 97217","-122.67671,45.56258","645093467","R"',
          '"a","3325 SE Taylor St, Portland, OR, 97214","Match","Non_Exact","3325 SE TAYLOR ST, PORTLAND, OR, 97214","-122.63011,45.51492","178372810","L"',
          '"c","1 Nowhere Rd, Portland, OR, 97214","No_Match"',
          '"d","1 Main St, Portland, OR, 97214","Tie"',
        ].join('\n'),
      );
    };
    const geocoder = censusGeocoder({ ...http, baseUrl: `${baseUrl}/geocoder` });
    const answers = await geocoder.geocode([
      address('a', '3325 SE Taylor St'),
      address('b', '820 N Killingsworth St', '97217'),
      address('c', '1 Nowhere Rd'),
      address('d', '1 Main St'),
    ]);
    expect(Object.fromEntries(answers)).toEqual({
      a: { kind: 'placed', latitude: 45.51492, longitude: -122.63011, precision: 'address' },
      b: { kind: 'placed', latitude: 45.56258, longitude: -122.67671, precision: 'address' },
      c: { kind: 'unplaceable', reason: 'Address not found' },
      d: { kind: 'unplaceable', reason: 'Address is ambiguous' },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url.pathname).toBe('/geocoder/locations/addressbatch');
    expect(seen[0]?.body).toContain('name="benchmark"');
    expect(seen[0]?.body).toContain('"a","3325 SE Taylor St","Portland","OR","97214"');
  });

  it('fails the call (to be retried) when the service errs or is too slow', async () => {
    answer = (_, response) => json(response, { errors: ['busy'] }, 503);
    const geocoder = censusGeocoder({ ...http, baseUrl: `${baseUrl}/geocoder` });
    await expect(geocoder.geocode([address('1', '3325 SE Taylor St')])).rejects.toThrow(
      'The geocoder answered HTTP 503',
    );

    answer = () => {}; // never answers
    const impatient = censusGeocoder({ ...http, timeoutMs: 200, baseUrl: `${baseUrl}/geocoder` });
    await expect(impatient.geocode([address('1', '3325 SE Taylor St')])).rejects.toThrow(
      'The geocoder did not answer within 200 ms',
    );
  });
});

describe('Nominatim, Photon and Pelias compatible URL', () => {
  it('reads a Nominatim answer (lat and lon as text)', async () => {
    answer = (_, response) =>
      json(response, [
        {
          place_id: 1,
          lat: '45.5149231',
          lon: '-122.6301092',
          display_name: '3325, Southeast Taylor Street, Portland, Oregon, 97214, United States',
          addresstype: 'building',
        },
      ]);
    const geocoder = urlTemplateGeocoder({
      ...http,
      urlTemplate: `${baseUrl}/search?q={address}&format=jsonv2&limit=1`,
    });
    const answers = await geocoder.geocode([address('1', '3325 SE Taylor St')]);
    expect(answers.get('1')).toEqual(placedAt(45.5149231, -122.6301092));
    expect(seen[0]?.url.searchParams.get('q')).toBe('3325 SE Taylor St, Portland, OR 97214');
    expect(seen[0]?.url.searchParams.get('format')).toBe('jsonv2');
  });

  it('reads a Photon or Pelias GeoJSON answer, and an empty one as not found', async () => {
    let empty = false;
    answer = (_, response) =>
      json(response, {
        type: 'FeatureCollection',
        features: empty
          ? []
          : [
              {
                type: 'Feature',
                geometry: { type: 'Point', coordinates: [-122.6767, 45.5626] },
                properties: { housenumber: '820', street: 'North Killingsworth Street' },
              },
            ],
      });
    const geocoder = urlTemplateGeocoder({ ...http, urlTemplate: `${baseUrl}/api?q={address}` });
    expect((await geocoder.geocode([address('1', '820 N Killingsworth St')])).get('1')).toEqual(
      placedAt(45.5626, -122.6767),
    );
    empty = true;
    expect((await geocoder.geocode([address('2', '1 Nowhere Rd')])).get('2')).toEqual({
      kind: 'unplaceable',
      reason: 'Address not found',
    });
  });

  it('spaces its requests by the polite rate', async () => {
    answer = (_, response) => json(response, []);
    const geocoder = urlTemplateGeocoder({
      ...http,
      requestsPerSecond: 10,
      urlTemplate: `${baseUrl}/search?q={address}`,
    });
    const started = Date.now();
    await geocoder.geocode([
      address('1', '1 A St'),
      address('2', '2 B St'),
      address('3', '3 C St'),
    ]);
    // The third request leaves 200 ms after the first at the earliest, and arrives no sooner.
    expect(seen).toHaveLength(3);
    expect((seen[2]?.at ?? 0) - started).toBeGreaterThanOrEqual(195);
  });

  it('keeps to the rate across server processes that share the database', async () => {
    answer = (_, response) => json(response, []);
    const database = await createTestDatabase();
    // The first statement of a fresh embedded database is slow; it is not what is measured.
    await reserveGeocoderSlot(database.db, 'warm-up', 1);
    try {
      // Two processes' geocoders: each alone would send its first request at once.
      const processes = [1, 2].map(() =>
        urlTemplateGeocoder({
          ...http,
          requestsPerSecond: 5,
          db: database.db,
          urlTemplate: `${baseUrl}/search?q={address}`,
        }),
      );
      const started = Date.now();
      await Promise.all(
        processes.map((geocoder, n) =>
          geocoder.geocode([address(`${n}a`, `${n} A St`), address(`${n}b`, `${n} B St`)]),
        ),
      );
      const arrivals = seen.map((each) => each.at - started).sort((a, b) => a - b);
      expect(arrivals).toHaveLength(4);
      // Four requests at 5 a second take four slots 200 ms apart, whichever process sends them
      // (each process alone would send two at once, all four within 200 ms). A busy machine
      // only delays a request, so each arrives no sooner than its slot.
      arrivals.forEach((arrival, slot) => {
        expect(arrival).toBeGreaterThanOrEqual(slot * 200 - 5);
      });
    } finally {
      await database.close();
    }
  });

  it('falls back to the ZIP centre for what the service cannot find', async () => {
    answer = (_, response) => json(response, []);
    const geocoder = withZipFallback(
      urlTemplateGeocoder({ ...http, urlTemplate: `${baseUrl}/search?q={address}` }),
      zipCentroidGeocoder(),
    );
    expect((await geocoder.geocode([address('1', '1 Nowhere Rd')])).get('1')).toMatchObject({
      kind: 'placed',
      precision: 'zip',
    });
  });
});

describe('geocoders asking one address at a time in JSON', () => {
  it.each([
    ['Census one-line', () => censusGeocoder({ ...http, baseUrl: `${baseUrl}/geocoder` })],
    [
      'URL template',
      () => urlTemplateGeocoder({ ...http, urlTemplate: `${baseUrl}/s?q={address}` }),
    ],
  ])(
    '%s: fails the call (to be retried) when the answer is not JSON or not its format',
    async (_, make) => {
      const geocoder = make();
      for (const body of ['<html>Busy</html>', '{"unexpected":true}']) {
        answer = (_, response) => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(body);
        };
        await expect(geocoder.geocode([address('1', '3325 SE Taylor St')])).rejects.toThrow(
          'The geocoder sent an unreadable answer',
        );
      }
    },
  );
});
