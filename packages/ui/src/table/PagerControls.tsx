import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { pageCount, rangeLabel } from './paging';

export interface PagerControlsProps {
  page: number;
  perPage: number;
  total: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
}

/** First/previous/next/last buttons, the 'from - to of total' label and the page-size choice. */
export function PagerControls(props: PagerControlsProps) {
  const { page, perPage, total, pageSizes, onPageChange, onPerPageChange } = props;
  const pages = pageCount(total, perPage);
  return (
    <Group justify="flex-end" gap="md" mt="sm">
      {pageSizes.length > 1 && (
        <NativeSelect
          aria-label="Rows per page"
          size="xs"
          value={String(perPage)}
          data={pageSizes.map((size) => String(size))}
          onChange={(event) => onPerPageChange(Number(event.currentTarget.value))}
        />
      )}
      <Text size="sm" data-testid="pager-label">
        {rangeLabel(page, perPage, total)}
      </Text>
      {/* Mantine pages are 1-based; ours are 0-based like the server's offset. */}
      <Pagination.Root total={pages} value={page + 1} onChange={(value) => onPageChange(value - 1)}>
        <Group gap={4}>
          <Pagination.First aria-label="First page" />
          <Pagination.Previous aria-label="Previous page" />
          <Pagination.Next aria-label="Next page" />
          <Pagination.Last aria-label="Last page" />
        </Group>
      </Pagination.Root>
    </Group>
  );
}
