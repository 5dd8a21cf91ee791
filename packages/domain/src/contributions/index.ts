export * from './fields';
export * from './form';
export * from './rules';
export * from './schemas';
export * from './transitions';
