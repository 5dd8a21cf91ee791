export * from './address';
export * from './classify';
export * from './donor-identity';
export { editDistance } from './edit-distance';
export type { MatchPerson } from './match-signals';
export * from './nicknames';
export * from './street-index';
export * from './strength';
export * from './text';
