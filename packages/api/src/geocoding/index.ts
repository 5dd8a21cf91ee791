export * from './geocoder';
export * from './worker';
export * from './zip-centroids';
