export * from './file';
