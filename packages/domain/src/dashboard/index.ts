export * from './buckets';
export * from './stats';
