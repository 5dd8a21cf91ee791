export * from './days';
export * from './messages';
export * from './schemas';
