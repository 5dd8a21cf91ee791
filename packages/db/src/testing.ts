export * from './testing/databases';
export * from './testing/record-fixtures';
