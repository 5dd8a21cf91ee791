export * from './offices';
export * from './orestar-export';
