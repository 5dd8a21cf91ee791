export * from './strength';
