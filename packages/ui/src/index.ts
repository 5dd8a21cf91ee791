export { DateText, type DateTextFormat, type DateTextProps } from './dates/DateText';
export { Money, type MoneyProps } from './money/Money';
export { StatusBadge, type StatusBadgeProps } from './status/StatusBadge';
export {
  PagedTable,
  type PagedTableColumn,
  type PagedTableProps,
  type ServerPaging,
} from './table/PagedTable';
export { PagerControls, type PagerControlsProps } from './table/PagerControls';
export {
  clampPage,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_INDEX,
  PAGE_SIZES,
  pageAfterSizeChange,
  pageCount,
  pageWindow,
  rangeLabel,
} from './table/paging';
export { titleCase } from './text/title-case';
export { contrastRatio } from './theme/contrast';
export { cssVariablesResolver, theme } from './theme/theme';
