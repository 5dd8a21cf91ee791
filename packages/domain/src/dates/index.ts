export * from './calendar';
export * from './format';
