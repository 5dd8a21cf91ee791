export * from './invite';
export * from './organisation-input';
export * from './permission';
export * from './views';
