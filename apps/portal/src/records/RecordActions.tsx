import { Button, Group } from '@mantine/core';
import type { RecordAction } from '@portal/domain';

/**
 * The campaign's action buttons of a detail page, from the domain's available actions so they
 * match what the server allows. The government admin's compliance dropdown lives in the review
 * panel.
 */
export function RecordActions<Key extends string, Status extends string>(props: {
  actions: readonly RecordAction<Key, Status>[];
  onAction: (action: RecordAction<Key, Status>) => void;
  busy: boolean;
  /** Edit mode: the Save button is red (spec section 2, "Edit-mode banner"). */
  assumed: boolean;
}) {
  const { actions, onAction, busy, assumed } = props;
  const buttons = actions.filter((action) => action.group === 'campaign');
  return (
    <Group justify="flex-end" gap="xs" mb="md" data-testid="record-actions">
      {buttons.map((action) => (
        <Button
          key={action.key}
          onClick={() => onAction(action)}
          loading={busy}
          color={action.to === null && assumed ? 'red' : undefined}
          variant={action.to === 'archived' ? 'default' : 'filled'}
        >
          {action.label}
        </Button>
      ))}
    </Group>
  );
}
