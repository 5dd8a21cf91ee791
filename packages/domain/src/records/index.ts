export * from './actions';
export * from './actor';
export * from './fields';
export * from './read-only';
