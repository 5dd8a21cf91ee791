export * from './dates';
export * from './fields';
export * from './ids';
export * from './limits';
export * from './text';
