import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { addressPointsGeocoder, type GeocodeRequest } from '../../src/geocoding';
import { importAddressPoints } from '../../src/imports/address-points';
import { useTestApi } from '../support/harness';

const testApi = useTestApi();

const FILE = [
  'address_id,house_number,street,unit,zip,latitude,longitude',
  'A1,3325,SE Taylor St,,97214,45.514923,-122.630109',
  'A2,3325,SE Taylor St,4,97214,45.514950,-122.630200',
  'A3,820,North Killingsworth Street,,97217,45.562580,-122.676710',
].join('\n');

const load = (text: string, skipBadRows = false) =>
  importAddressPoints(testApi.handle.db, Readable.from([text]), { skipBadRows });

const ask = (address1: string, address2: string | null, zip: string): GeocodeRequest => ({
  key: `${address1}|${address2}|${zip}`,
  address1,
  address2,
  city: 'Portland',
  state: 'OR',
  zip,
});

describe("the city's address points", () => {
  it('imports the file and places addresses however they are written, unit first', async () => {
    expect(await load(FILE)).toMatchObject({ ok: true, imported: 3 });
    const geocoder = addressPointsGeocoder(testApi.handle.db);
    const requests = [
      ask('3325 Southeast Taylor Street', 'Apt. 4', '97214'),
      ask('3325 SE TAYLOR ST', null, '97214-1234'),
      ask('3325 SE Taylor St', 'Unit 9', '97214'),
      ask('820 N Killingsworth St', null, '97217'),
      ask('820 N Killingsworth St', null, '97214'),
    ];
    const answers = await geocoder.geocode(requests);
    expect(requests.map((request) => answers.get(request.key))).toEqual([
      { kind: 'placed', latitude: 45.51495, longitude: -122.6302, precision: 'address' },
      { kind: 'placed', latitude: 45.514923, longitude: -122.630109, precision: 'address' },
      { kind: 'placed', latitude: 45.514923, longitude: -122.630109, precision: 'address' },
      { kind: 'placed', latitude: 45.56258, longitude: -122.67671, precision: 'address' },
      { kind: 'unplaceable', reason: "Address not in the city's address points" },
    ]);
  });

  it('refuses a file with a bad row, keeping the points it had, unless skipping is chosen', async () => {
    const bad = `${FILE}\nA4,1,Main St,,97201,91,-122\n`;
    expect(await load(bad)).toMatchObject({
      ok: false,
      badRows: [{ line: 5, message: 'Line 5: latitude must be a number from -90 to 90' }],
    });
    const kept = ask('820 N Killingsworth St', null, '97217');
    const answers = await addressPointsGeocoder(testApi.handle.db).geocode([kept]);
    expect(answers.get(kept.key)).toMatchObject({ kind: 'placed', latitude: 45.56258 });
    expect(await load(bad, true)).toMatchObject({ ok: true, imported: 3, badRowCount: 1 });
  });
});
