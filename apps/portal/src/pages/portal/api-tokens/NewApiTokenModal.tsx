import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { CreatedApiToken } from './CreateApiTokenForm';

/**
 * The new token's secret, shown this once: the server keeps only its hash, so closing this
 * dialog is the last chance to copy it.
 */
export function NewApiTokenModal({
  token,
  onClose,
}: {
  token: CreatedApiToken | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={token !== null} onClose={onClose} title="Your new API token" size="lg">
      {token && (
        <Stack>
          <Alert color="yellow" title="Copy it now">
            You will not see this token again. Store it somewhere safe, such as your script's secret
            settings; anyone who has it can act as you.
          </Alert>
          <TextInput
            label={`Token "${token.name}"`}
            value={token.token}
            readOnly
            styles={{ input: { fontFamily: 'monospace' } }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Text size="sm">
            Send it as <code>Authorization: Bearer</code> followed by the token.
          </Text>
          <Group justify="flex-end">
            <CopyButton value={token.token}>
              {({ copied, copy }) => (
                <Button color={copied ? 'teal' : undefined} onClick={copy}>
                  {copied ? 'Copied' : 'Copy token'}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              Done
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
