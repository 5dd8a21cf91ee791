import type { GeocodeTarget } from '@portal/domain';

/** The address a claimed job asks to place. */
export interface GeocodingWork {
  jobId: number;
  target: GeocodeTarget;
  targetId: number;
  /** Tries including this one. */
  attempts: number;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

export interface ClaimedGeocodingWork {
  leaseToken: string;
  jobs: GeocodingWork[];
}
