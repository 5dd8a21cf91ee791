export * from './files';
export * from './offsets';
export * from './qualification';
export * from './run';
export * from './schemas';
export * from './statement';
