export * from './list-input';
export * from './record-procedures';
export * from './record-update';
export * from './scope';
export * from './writer';
