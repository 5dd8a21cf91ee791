export * from './client';
export * from './matching/candidates';
export * from './matching/refresh';
export * from './matching/streets';
export * from './migrate';
export * from './schema';
export * from './seed';
