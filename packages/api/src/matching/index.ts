/**
 * The voter-file matcher: the candidates for a donor, the match a contribution keeps, and the
 * voter file's street index. Records match a contribution with it, the voter-file import
 * rebuilds the street index, and the demo seed runs it over the gifts it makes.
 */
export * from './candidates';
export * from './demo-matcher';
export * from './refresh';
export * from './streets';
