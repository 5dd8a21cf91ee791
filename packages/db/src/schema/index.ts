export * from './organisations';
export * from './users';
