import './SkipLink.css';

/** The id of each layout's `main` landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * 'Skip to main content' (WCAG 2.4.1): the first thing a keyboard reaches, hidden until focused.
 * Focus moves to the page itself, without putting a hash in the address the filters live in.
 */
export function SkipLink() {
  return (
    <a
      className="portal-skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
