import { Group, Text, Title } from '@mantine/core';
import { formatLastEdited, recordHeader } from '@portal/domain';
import { usePageHeading } from '../pages/PageTitle';

/** Detail header, the page's h1 (it names the tab and takes focus after navigation): '#{id} {status}', the campaign name and the Last Edited time (Pacific). */
export function RecordHeader(props: {
  id: number;
  status: string;
  campaignName: string;
  updatedAt: Date | string;
}) {
  const title = recordHeader(props.id, props.status);
  const heading = usePageHeading<HTMLHeadingElement>(title);
  return (
    <Group justify="space-between" align="flex-end" mb="md" data-testid="record-header">
      <div>
        <Title order={1} size="h2" ref={heading} tabIndex={-1}>
          {title}
        </Title>
        <Text c="dimmed">{props.campaignName}</Text>
      </div>
      <Text size="sm" c="dimmed">
        Last Edited {formatLastEdited(new Date(props.updatedAt))}
      </Text>
    </Group>
  );
}
