export * from './client';
export * from './geocoding/queue';
export * from './geocoding/status';
export * from './matching/candidates';
export * from './matching/refresh';
export * from './migrate';
export * from './schema';
export * from './seed';
