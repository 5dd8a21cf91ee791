import type { ReactNode } from 'react';
import './SkipLink.css';

/** Gives an element a skip link leads to: focusable by script, without a ring round it. */
export const SKIP_TARGET_CLASS = 'portal-skip-target';

/** The id of each layout's `main` landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * 'Skip to main content' (WCAG 2.4.1), or to another target: the first thing a keyboard reaches, hidden until focused.
 * Focus moves to the page itself, without putting a hash in the address the filters live in.
 */
export function SkipLink({
  targetId = MAIN_CONTENT_ID,
  children = 'Skip to main content',
}: {
  /** The element focus moves to; it needs `tabIndex={-1}`. */
  targetId?: string;
  children?: string;
}) {
  return (
    <a
      className="portal-skip-link"
      href={`#${targetId}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      {children}
    </a>
  );
}

/**
 * A long run of links inside a page (a table of links, say) with a skip link before it and its
 * landing place after it, so a keyboard user passes it in one Tab and Enter.
 */
export function SkippableBlock({
  id,
  skipLabel,
  children,
}: {
  id: string;
  skipLabel: string;
  children: ReactNode;
}) {
  const landing = `${id}-end`;
  return (
    <>
      <SkipLink targetId={landing}>{skipLabel}</SkipLink>
      {children}
      <span id={landing} tabIndex={-1} className={SKIP_TARGET_CLASS} />
    </>
  );
}
