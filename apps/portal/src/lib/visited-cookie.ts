/** The Info modal shows a short intro until the 'visited' cookie exists (spec section 2). */
const VISITED_COOKIE = 'visited';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function hasVisited(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${VISITED_COOKIE}=`));
}

export function markVisited() {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox.
  document.cookie = `${VISITED_COOKIE}=true; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
