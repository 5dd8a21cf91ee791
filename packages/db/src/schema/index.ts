export * from './activities';
export * from './contributions';
export * from './contributors';
export * from './expenditures';
export * from './external-contributions';
export * from './geocoding';
export * from './organisations';
export * from './users';
