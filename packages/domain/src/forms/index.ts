export * from './changes';
export * from './fields';
