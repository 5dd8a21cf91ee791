import { Anchor, Box, Button, Group, List, Text } from '@mantine/core';
import { recordFieldId } from './form-inputs';
import type { MissingField } from './missing-fields';

export const MISSING_SUMMARY_ID = 'what-stops-saving';

/** Moves focus to a field's input (and the page to it), as an error summary's links do. */
function focusField(field: string) {
  const input = document.getElementById(recordFieldId(field));
  if (!input) return;
  input.scrollIntoView({ block: 'center' });
  input.focus();
}

/**
 * The GOV.UK error summary pattern, kept live: what still stops Save as Draft, each item a link
 * that moves focus to its field. Only the count is announced as it changes; the list is read
 * when someone goes to it, not on every keystroke.
 */
export function MissingFieldsSummary({ missing }: { missing: readonly MissingField[] }) {
  const count = missing.length;
  return (
    <Box
      id={MISSING_SUMMARY_ID}
      tabIndex={-1}
      data-testid="missing-fields"
      style={{ flex: '1 1 18rem', minWidth: 0 }}
    >
      <Text fw={700} aria-live="polite" aria-atomic>
        {count === 0
          ? 'Everything Save as Draft needs is filled in.'
          : `Save as Draft needs ${count === 1 ? '1 more field' : `${count} more fields`}:`}
      </Text>
      {count > 0 && (
        <List size="sm" spacing={2}>
          {missing.map((item) => (
            <List.Item key={item.field}>
              <Anchor
                href={`#${recordFieldId(item.field)}`}
                c="red.9"
                underline="always"
                onClick={(event) => {
                  event.preventDefault();
                  focusField(item.field);
                }}
              >
                {item.message}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Box>
  );
}

/**
 * The 'Save as Draft' button of the new forms, at the top (with what still stops it beside it)
 * and at the bottom (with a link back up to that list while the button is off).
 */
export function SaveAsDraftButton(props: {
  enabled: boolean;
  saving: boolean;
  missing: readonly MissingField[];
  position: 'top' | 'bottom';
}) {
  const { enabled, saving, missing, position } = props;
  return (
    <Group justify="flex-end" align="flex-start" my="sm" wrap="wrap">
      {position === 'top' && missing.length > 0 && <MissingFieldsSummary missing={missing} />}
      {position === 'bottom' && !enabled && missing.length > 0 && (
        <Anchor
          href={`#${MISSING_SUMMARY_ID}`}
          size="sm"
          underline="always"
          onClick={(event) => {
            event.preventDefault();
            document.getElementById(MISSING_SUMMARY_ID)?.focus();
          }}
        >
          What Save as Draft still needs
        </Anchor>
      )}
      <Button type="submit" disabled={!enabled} loading={saving}>
        Save as Draft
      </Button>
    </Group>
  );
}
