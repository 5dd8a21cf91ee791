import zipcodes from 'zipcodes';
import { fiveDigitZip, type GeocodeAnswer, type Geocoder } from './geocoder';

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
        const place = zip ? zipcodes.lookup(zip) : undefined;
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
