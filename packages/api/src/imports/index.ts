/** The server's importers: address points, state filings (external contributions) and the voter file. */
export * from './address-points';
export * from './external-contributions';
export * from './known-contributors';
export * from './outputs';
