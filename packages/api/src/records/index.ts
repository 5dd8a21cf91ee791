/**
 * The records module: one set of procedure factories that the contributions and expenditures
 * routers instantiate with their kind's configuration (`routers/<kind>/kind.ts`).
 */
export * from './comment';
export * from './create';
export * from './export-csv';
export * from './export-xml';
export * from './get';
export * from './kind';
export * from './list';
export * from './procedure';
export * from './procedures';
export * from './update';
