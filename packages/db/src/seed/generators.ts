// The seed's generators, for the matching bench, which measures the matcher on synthetic voters
// and donor spellings made exactly as the demo makes them.
export * from './donor-spellings';
export { insertInBatches } from './insert';
export { generateVoters, type Voter } from './known-contributors';
export { createRandom, type Random } from './random';
