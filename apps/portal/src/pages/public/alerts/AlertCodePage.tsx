import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { describeFailure } from '../../../lib/failure';
import { PageTitle } from '../../PageTitle';

interface AlertCodePageProps {
  title: string;
  explanation: string;
  action: string;
  /** Sends the link's code; answers the message to show. */
  send: (code: string) => Promise<{ message: string }>;
  pending: boolean;
}

/**
 * A page an e-mail's link opens: it acts only when the visitor presses its button, never on
 * load, since mail scanners open links by themselves and must not confirm or unsubscribe anyone.
 */
export function AlertCodePage({ title, explanation, action, send, pending }: AlertCodePageProps) {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code') ?? '';
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  const press = async () => {
    try {
      setAnswer({ ok: true, text: (await send(code)).message });
    } catch (error) {
      setAnswer({ ok: false, text: describeFailure(error).message });
    }
  };

  return (
    <Stack gap="lg" maw={640}>
      <PageTitle mb={0}>{title}</PageTitle>
      {answer?.ok ? null : (
        <>
          <Text>{explanation}</Text>
          <Button onClick={press} loading={pending} style={{ alignSelf: 'flex-start' }}>
            {action}
          </Button>
        </>
      )}
      <div aria-live="polite">
        {answer && (
          <Alert
            color={answer.ok ? 'green' : 'red'}
            title={answer.ok ? 'Done' : 'That did not work'}
          >
            {answer.text}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
