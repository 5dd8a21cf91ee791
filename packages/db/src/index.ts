export * from './backup';
export * from './client';
export * from './matching/candidates';
export * from './matching/refresh';
export * from './migrate';
export * from './schema';
export * from './seed';
export * from './unavailable';
