export * from './file';
export * from './import-running';
