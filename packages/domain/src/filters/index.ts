export * from './dashboard';
export * from './dashboard-schema';
export * from './list';
export * from './query-string';
