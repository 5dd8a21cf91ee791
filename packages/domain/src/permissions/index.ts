export * from './invite';
export * from './permission';
export * from './views';
