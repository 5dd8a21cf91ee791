/**
 * For test setups of Mantine components in jsdom (this package's and the portal's): jsdom lacks
 * the browser APIs Mantine reads at render time. With `reducedMotion` the reduced-motion media
 * query matches, so transitions (which the theme lets respect it) are instant and tests wait for
 * answers, not for animations; every other query does not match.
 */
export function stubBrowserApisForMantine({ reducedMotion = false } = {}) {
  window.matchMedia = (query: string) =>
    ({
      matches: reducedMotion && query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
