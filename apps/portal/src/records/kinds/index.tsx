import type { RecordCollection } from '../api';
import { contributionSpec } from './contributions';
import { expenditureSpec } from './expenditures';
import type { ForAnyKind } from './types';

/** Renders `body` with the spec of `kind`; the body is generic, so each kind keeps its types. */
export function renderForKind(kind: RecordCollection, body: ForAnyKind) {
  return kind === 'contributions' ? body(contributionSpec) : body(expenditureSpec);
}
