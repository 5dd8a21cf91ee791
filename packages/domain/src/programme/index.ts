export * from './campaign-limits';
export * from './donor-grouping';
export * from './match-money';
export * from './rules';
