import { addressPoints, type Database } from '@portal/db';
import { normaliseStreetAddress } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import { fiveDigitZip, type GeocodeAnswer, type Geocoder } from './geocoder';

/**
 * The city's own address points (`npm run import-address-points`): the address normalised with
 * the donor matcher's rule is looked up in its ZIP code, with its unit first and then without
 * it. Address precision, no network, no address leaves the city.
 */
export function addressPointsGeocoder(db: Database): Geocoder {
  return {
    description: "the city's address points",
    batchSize: 500,
    async geocode(requests) {
      const wanted = requests.map((request) => {
        const address = normaliseStreetAddress(request.address1 ?? '', request.address2);
        return { key: request.key, zip: fiveDigitZip(request.zip), ...address };
      });
      const streets = [...new Set(wanted.map((request) => request.street))];
      const rows =
        streets.length === 0
          ? []
          : await db
              .select()
              .from(addressPoints)
              .where(inArray(addressPoints.normalizedStreet, streets));
      const byAddress = new Map(rows.map((row) => [`${row.zip}|${row.normalizedAddress}`, row]));
      const byStreet = new Map<string, (typeof rows)[number]>();
      for (const row of rows) {
        const key = `${row.zip}|${row.normalizedStreet}`;
        const known = byStreet.get(key);
        if (!known || row.id < known.id) byStreet.set(key, row);
      }
      const answers = new Map<string, GeocodeAnswer>();
      for (const request of wanted) {
        const point =
          byAddress.get(`${request.zip}|${request.full}`) ??
          byStreet.get(`${request.zip}|${request.street}`);
        answers.set(
          request.key,
          point
            ? {
                kind: 'placed',
                latitude: point.latitude,
                longitude: point.longitude,
                precision: 'address',
              }
            : { kind: 'unplaceable', reason: "Address not in the city's address points" },
        );
      }
      return answers;
    },
  };
}
