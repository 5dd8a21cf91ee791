/** Table paging rules of spec sections 2 and 9. */
export const PAGE_SIZES = [50, 100, 150] as const;
export const DEFAULT_PAGE_SIZE = 50;
/** The page index (0-based) never goes past 100. */
export const MAX_PAGE_INDEX = 100;

/** Number of pages offered, at least one so an empty table still has a page. */
export function pageCount(total: number, perPage: number): number {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return Math.min(pages, MAX_PAGE_INDEX + 1);
}

/** Keeps a requested page index between 0 and the last page (and the cap). */
export function clampPage(page: number, total: number, perPage: number): number {
  return Math.min(Math.max(0, Math.floor(page)), pageCount(total, perPage) - 1);
}

/** Rows shown on a page, as 0-based [start, end) offsets; the server takes offset = page x perPage. */
export function pageWindow(page: number, perPage: number, total: number) {
  const start = Math.min(page * perPage, total);
  const end = Math.min(start + perPage, total);
  return { start, end };
}

/** The pager label 'from - to of total' with 1-based row numbers; an empty table reads '0 - 0 of 0'. */
export function rangeLabel(page: number, perPage: number, total: number): string {
  const { start, end } = pageWindow(page, perPage, total);
  const from = end === 0 ? 0 : start + 1;
  return `${from} - ${end} of ${total}`;
}

/**
 * The page to show after the page size changes, chosen so the first row that was visible
 * stays visible (spec section 9).
 */
export function pageAfterSizeChange(page: number, oldPerPage: number, newPerPage: number): number {
  const firstVisibleRow = page * oldPerPage;
  return Math.min(Math.floor(firstVisibleRow / newPerPage), MAX_PAGE_INDEX);
}
