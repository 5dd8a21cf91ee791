export * from './address-points';
export * from './census';
export * from './geocoder';
export { GeocoderUnavailable, type HttpGeocoderOptions } from './http';
export * from './url-template';
export * from './worker';
export * from './zip-centroids';
