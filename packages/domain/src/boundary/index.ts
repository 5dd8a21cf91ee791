export * from './batch';
export * from './characters';
export * from './dates';
export * from './fields';
export * from './file-names';
export * from './ids';
export * from './known-keys';
export * from './limits';
// Also sets the messages of schemas without words of their own (a side effect, once).
export * from './messages';
export * from './text';
