import type { Database } from '@portal/db';
import type { GeocodeAnswer, GeocodeRequest } from './geocoder';
import { reserveGeocoderSlot } from './queue/pacing';

/** Settings every HTTP geocoder shares. */
export interface HttpGeocoderOptions {
  /** A request that takes longer fails (and the addresses are retried later). */
  timeoutMs: number;
  /** Politeness: at most this many requests a second from this process. */
  requestsPerSecond: number;
  /** Sent as User-Agent: public services ask callers to say who they are. */
  userAgent: string;
  /**
   * When given, the rate holds for all server processes together, through the database;
   * without it (a single process, a test), for this process alone.
   */
  db?: Database | undefined;
}

/**
 * Spaces every process's requests to one service at least 1/rate seconds apart: each reserves
 * the next slot in the database, then waits for it.
 */
export function sharedSchedule(
  db: Database,
  service: string,
  requestsPerSecond: number,
): () => Promise<void> {
  const gapMs = 1000 / requestsPerSecond;
  return async () => {
    const waitMs = await reserveGeocoderSlot(db, service, gapMs);
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  };
}

/** The pacing of requests to the service at `url`: shared when a database is given. */
function requestSchedule(options: HttpGeocoderOptions, url: string): () => Promise<void> {
  return options.db
    ? sharedSchedule(options.db, new URL(url).host, options.requestsPerSecond)
    : politeSchedule(options.requestsPerSecond);
}

/**
 * Spaces this process's requests to one service at least 1/rate seconds apart. It holds no
 * business state: a restart merely forgets when the last request left.
 */
export function politeSchedule(requestsPerSecond: number): () => Promise<void> {
  const gapMs = 1000 / requestsPerSecond;
  let nextSlot = 0;
  return async () => {
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    nextSlot = slot + gapMs;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  };
}

/** Thrown for answers worth retrying later: the service is down, slow, or refused the call. */
export class GeocoderUnavailable extends Error {
  override name = 'GeocoderUnavailable';
}

/** fetch with the timeout and the error wording the queue records as the reason. */
async function fetchFromGeocoder(
  url: string,
  init: RequestInit,
  options: HttpGeocoderOptions,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { 'User-Agent': options.userAgent, ...init.headers },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new GeocoderUnavailable(
      timedOut
        ? `The geocoder did not answer within ${options.timeoutMs} ms`
        : `The geocoder could not be reached (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new GeocoderUnavailable(`The geocoder answered HTTP ${response.status}`);
  }
  return response;
}

/** A request to one geocoding service, sent once its turn in the service's pacing comes. */
export type PacedFetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * fetch for the service at `serviceUrl`: every request waits for its slot first, so a geocoder
 * cannot send one that skips the pacing the service asks for.
 */
export function pacedFetch(options: HttpGeocoderOptions, serviceUrl: string): PacedFetch {
  const nextSlot = requestSchedule(options, serviceUrl);
  return async (url, init = {}) => {
    await nextSlot();
    return fetchFromGeocoder(url, init, options);
  };
}

/** The address on one line as geocoders read it; the unit is left out (it confuses them). */
export const oneLineAddress = (request: GeocodeRequest): string =>
  [request.address1, request.city, [request.state, request.zip].filter(Boolean).join(' ')]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ');

/** The answer for an address the service does not know. */
export const ADDRESS_NOT_FOUND: GeocodeAnswer = {
  kind: 'unplaceable',
  reason: 'Address not found',
};

/** A point the service placed at the address; one without finite coordinates was not found. */
export const placedAnswer = (longitude: number, latitude: number): GeocodeAnswer =>
  Number.isFinite(latitude) && Number.isFinite(longitude)
    ? { kind: 'placed', latitude, longitude, precision: 'address' }
    : ADDRESS_NOT_FOUND;

/** The refusal for an answer that is not the service's format: try again later. */
export const unreadableAnswer = () =>
  new GeocoderUnavailable('The geocoder sent an unreadable answer');

/** Where a service put an address: null when it found none, undefined for a reply not its own. */
export type FoundPoint = { longitude: number; latitude: number } | null | undefined;

/**
 * The answer for one address from a service's JSON reply, found in it by the service's own
 * `pointIn`: placed, not found, or (not JSON, or not the service's format) a refusal to retry.
 */
export async function jsonAnswer(
  response: Response,
  pointIn: (body: unknown) => FoundPoint,
): Promise<GeocodeAnswer> {
  const point = pointIn(await response.json().catch(() => undefined));
  if (point === undefined) throw unreadableAnswer();
  return point ? placedAnswer(point.longitude, point.latitude) : ADDRESS_NOT_FOUND;
}
