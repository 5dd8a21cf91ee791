export * from './contributions';
export * from './expenditures';
export * from './matching';
export * from './misc';
export * from './options';
export * from './places';
export * from './roles';
export * from './statuses';
