import { describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { type GeocodeRequest, zipCentroid, zipCentroidGeocoder } from '../../src/geocoding';

const at = (key: string, zip: string): GeocodeRequest => ({
  key,
  address1: null,
  address2: null,
  city: null,
  state: null,
  zip,
});

describe('ZIP-code centroids', () => {
  it('answer exactly what the zipcodes package answers, for every five-digit code', () => {
    let compared = 0;
    for (let code = 0; code < 100_000; code += 1) {
      const zip = String(code).padStart(5, '0');
      const place = zipcodes.lookup(zip);
      const expected = place ? { latitude: place.latitude, longitude: place.longitude } : undefined;
      expect(zipCentroid(zip), zip).toEqual(expected);
      if (place) compared += 1;
    }
    expect(compared).toBeGreaterThan(40_000);
  });

  it('place a donor by the ZIP code of a nine-digit ZIP, and tell an unknown one apart', async () => {
    const answers = await zipCentroidGeocoder().geocode([
      at('a', '97214-1234'),
      at('b', '00000'),
      at('c', 'none'),
    ]);
    expect(answers.get('a')).toEqual({
      kind: 'placed',
      ...zipCentroid('97214'),
      precision: 'zip',
    });
    expect(answers.get('b')).toEqual({ kind: 'unplaceable', reason: 'Unknown ZIP code' });
    expect(answers.get('c')).toEqual({ kind: 'unplaceable', reason: 'No valid ZIP code' });
  });
});
