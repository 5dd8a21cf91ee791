export * from './dashboard';
export * from './list';
