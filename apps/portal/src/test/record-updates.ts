import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { RecordCollection } from '../records/api';

type CallsTo = (path: string) => { input: unknown }[];

/**
 * After a save on a record page: the flash that names the new status, and the one update the page
 * sent, exactly `sent` (the record's id and version, then only what changed).
 */
export async function expectUpdateSent(
  callsTo: CallsTo,
  kind: RecordCollection,
  flash: string,
  sent: Record<string, unknown>,
) {
  expect(await screen.findByText(flash)).toBeTruthy();
  expect(callsTo(`${kind}.update`)[0]?.input).toEqual(sent);
}
