export * from './address-points';
export * from './census';
export * from './geocoder';
export { GeocoderUnavailable, type HttpGeocoderOptions } from './http';
export { type GeocodingRequeueScope, requeueGeocoding } from './queue/queue';
export { geocodingStatus } from './queue/status';
export * from './url-template';
export * from './worker';
export * from './zip-centroids';
