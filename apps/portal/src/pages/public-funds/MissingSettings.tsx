import { Anchor, Box, List, Text } from '@mantine/core';
import { type SettingsValues, settingsFieldId, settingsFieldName } from './settings-form-values';

/** Moves focus to a field's input (and the page to it), as an error summary's links do. */
function focusField(path: string) {
  const input = document.getElementById(settingsFieldId(path));
  if (!input) return;
  input.scrollIntoView({ block: 'center' });
  input.focus();
}

/**
 * The error summary the record forms show, for the programme settings: what still stops Save
 * settings, each item a link to its field. Only the count is announced as it changes.
 */
export function MissingSettings(props: { errors: Record<string, string>; values: SettingsValues }) {
  const { errors, values } = props;
  const missing = Object.entries(errors);
  if (missing.length === 0) return null;
  return (
    <Box data-testid="missing-settings">
      <Text fw={700} aria-live="polite" aria-atomic>
        {`Save settings needs ${missing.length === 1 ? '1 more field' : `${missing.length} more fields`}:`}
      </Text>
      <List size="sm" spacing={2}>
        {missing.map(([path, message]) => (
          <List.Item key={path}>
            <Anchor
              href={`#${settingsFieldId(path)}`}
              c="red.9"
              underline="always"
              onClick={(event) => {
                event.preventDefault();
                focusField(path);
              }}
            >
              {`${settingsFieldName(path, values)}: ${message}`}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
