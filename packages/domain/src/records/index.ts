export * from './actions';
export * from './actor';
export * from './comments';
export * from './fields';
export * from './kinds';
export * from './read-only';
export * from './status-machine';
