import { Button, Group, Select } from '@mantine/core';
import type { RecordAction } from '@portal/domain';

/**
 * The action buttons of a detail page (campaign group) and the government admin's compliance
 * dropdown, both from the domain's available actions so they match what the server allows.
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
  const compliance = actions.filter((action) => action.group === 'compliance');
  return (
    <Group justify="flex-end" gap="xs" mb="md" data-testid="record-actions">
      {compliance.length > 0 && (
        <Select
          aria-label="Compliance"
          placeholder="Select Compliance"
          data={compliance.map((action) => ({ value: action.key, label: action.label }))}
          value={null}
          onChange={(key) => {
            const chosen = compliance.find((action) => action.key === key);
            if (chosen) onAction(chosen);
          }}
          disabled={busy}
          w={220}
        />
      )}
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
