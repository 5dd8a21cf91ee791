export * from './campaign-limits';
export * from './match-money';
export * from './rules';
