import { Group, Text, Title } from '@mantine/core';
import { formatLastEdited, recordHeader } from '@portal/domain';
import { useEffect } from 'react';

/** Detail header: '#{id} {status}', the campaign name and the Last Edited time (Pacific). */
export function RecordHeader(props: {
  id: number;
  status: string;
  campaignName: string;
  updatedAt: Date | string;
}) {
  const title = recordHeader(props.id, props.status);
  useEffect(() => {
    document.title = `${title} - Small Donor Elections`;
  }, [title]);
  return (
    <Group justify="space-between" align="flex-end" mb="md" data-testid="record-header">
      <div>
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{props.campaignName}</Text>
      </div>
      <Text size="sm" c="dimmed">
        Last Edited {formatLastEdited(new Date(props.updatedAt))}
      </Text>
    </Group>
  );
}
