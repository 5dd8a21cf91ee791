import { Anchor, Button, Group, Text, Title } from '@mantine/core';
import type { DashboardFilters } from '@portal/domain';
import { searchFromFilters } from './url-filters';

const DOWNLOADS = [
  { kind: 'campaigns', format: 'csv', label: 'Campaigns CSV' },
  { kind: 'campaigns', format: 'json', label: 'Campaigns JSON' },
  { kind: 'contributions', format: 'csv', label: 'Contributions CSV' },
  { kind: 'contributions', format: 'json', label: 'Contributions JSON' },
] as const;

/** The open-data files for the filters on screen: the same query the dashboard's URL holds. */
export function OpenDataDownloads({ filters }: { filters: DashboardFilters }) {
  const query = searchFromFilters(filters).toString();
  return (
    <section aria-labelledby="open-data-title">
      <Title order={2} size="h4" mb="xs" id="open-data-title">
        Download this data
      </Title>
      <Text size="sm" mb="xs">
        The campaigns table and the mapped contributions for the filters above, free to reuse.
        Donors' names, addresses and contact details are never included, and points are rounded to
        about 100 m.
      </Text>
      <Group gap="xs" mb="xs">
        {DOWNLOADS.map(({ kind, format, label }) => (
          <Button
            key={label}
            component="a"
            href={`/open-data/${kind}.${format}?${query}`}
            download={`${kind}.${format}`}
            variant="light"
            size="sm"
          >
            Download {label}
          </Button>
        ))}
      </Group>
      <Text size="sm">
        For scripts: the <Anchor href="/api-docs">REST API reference</Anchor> and its{' '}
        <Anchor href="/openapi.json">OpenAPI description</Anchor>.
      </Text>
    </section>
  );
}
