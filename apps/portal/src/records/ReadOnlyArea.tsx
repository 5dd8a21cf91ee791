import { createContext, type ReactNode, useContext } from 'react';
import './read-only.css';

const ReadOnlyContext = createContext(false);

/** Whether the inputs are inside a read-only record: they then show no placeholder. */
export const useReadOnly = () => useContext(ReadOnlyContext);

/**
 * Read-only detail pages (spec section 2). A disabled fieldset makes every field read-only for
 * the keyboard and screen readers too, not only for the mouse; its default frame is removed so the
 * form looks the same, and `min-width: 0` lets it shrink on a phone (a fieldset's default would
 * make the page scroll sideways). The spec's "slightly faded" is the inputs' frame; the values
 * themselves stay full-contrast text (read-only.css), and an empty field shows nothing rather
 * than a placeholder that would read like data.
 */
export function ReadOnlyArea({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return (
    <fieldset
      className="record-fields"
      data-testid="record-fields"
      data-read-only={readOnly ? 'true' : 'false'}
      disabled={readOnly}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      <ReadOnlyContext.Provider value={readOnly}>{children}</ReadOnlyContext.Provider>
    </fieldset>
  );
}
