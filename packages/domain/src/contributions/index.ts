export * from './fields';
export * from './form';
export * from './messages';
export * from './payload';
export * from './rules';
export * from './schemas';
export * from './transitions';
