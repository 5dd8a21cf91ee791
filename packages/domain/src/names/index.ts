// Server-side only (the confusables data is large for a browser): imported as
// '@portal/domain/names', not through the package's entry.
export * from './skeleton';
