import { Button, Group } from '@mantine/core';

/** The 'Save as Draft' button of the new forms, placed at the top and at the bottom. */
export function SaveAsDraftButton({ enabled, saving }: { enabled: boolean; saving: boolean }) {
  return (
    <Group justify="flex-end" my="sm">
      <Button type="submit" disabled={!enabled} loading={saving}>
        Save as Draft
      </Button>
    </Group>
  );
}
