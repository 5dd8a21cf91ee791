export * from './figures';
export * from './zip-codes';
