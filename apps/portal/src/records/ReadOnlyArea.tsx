import type { ReactNode } from 'react';

/**
 * Read-only detail pages (spec section 2). A disabled fieldset makes every field read-only for
 * the keyboard and screen readers too, not only for the mouse; its default frame is removed so the
 * form looks the same, and `min-width: 0` lets it shrink on a phone (a fieldset's default would
 * make the page scroll sideways).
 */
export function ReadOnlyArea({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return (
    <fieldset
      data-testid="record-fields"
      data-read-only={readOnly ? 'true' : 'false'}
      disabled={readOnly}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      {children}
    </fieldset>
  );
}
