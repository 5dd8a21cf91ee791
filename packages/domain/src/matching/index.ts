export * from './address';
export * from './classify';
export { editDistance } from './edit-distance';
export type { MatchPerson } from './match-signals';
export * from './nicknames';
export * from './street-index';
export * from './strength';
export * from './text';
