import { Anchor, Button, FileInput, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { COMMENT_MESSAGES, formatActivityTime, replyProblem } from '@portal/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { activityAuthor } from '../lib/activity-author';
import { flashError } from '../lib/flash';
import { useTRPCClient } from '../trpc';
import { type ActivityFilter, type RecordCollection, recordKeys } from './api';
import { SectionTitle } from './form-sections';
import { attachmentUrl, postComment } from './rest';

/** Activities start at 5 on a record; Show More adds that many again (spec section 9). */
export const RECORD_ACTIVITIES_PAGE = 5;

/** Transaction History: the record's activities, and a Reply box with one attachment. */
export function TransactionHistory(props: { kind: RecordCollection; id: number }) {
  const { kind, id } = props;
  const filter: ActivityFilter =
    kind === 'contributions' ? { contributionId: id } : { expenditureId: id };
  const client = useTRPCClient();
  const [perPage, setPerPage] = useState(RECORD_ACTIVITIES_PAGE);
  const input = { ...filter, page: 0, perPage };
  const activities = useQuery({
    queryKey: [...recordKeys.activities(filter), perPage],
    queryFn: () => client.activities.list.query(input),
    // Show More keeps the entries (and its own focus) while the longer page loads.
    placeholderData: keepPreviousData,
  });
  const total = activities.data?.total ?? 0;
  const shown = activities.data?.data ?? [];

  return (
    <Paper withBorder p="md" mb="md">
      <SectionTitle>Transaction History</SectionTitle>
      <Stack gap="xs" data-testid="transaction-history">
        {activities.isPending && <Text c="dimmed">Loading...</Text>}
        {activities.isError && <Text c="red">Error - {activities.error.message}</Text>}
        {activities.isSuccess && shown.length === 0 && <Text c="dimmed">No activity yet</Text>}
        {shown.map((activity) => (
          <div key={activity.id}>
            <Text size="xs" c="dimmed" data-testid="activity-byline">
              <span>{formatActivityTime(new Date(activity.createdAt))}</span> ·{' '}
              <span>{activityAuthor(activity)}</span>
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {activity.notes}
            </Text>
            {activity.attachment && (
              <Anchor size="sm" href={attachmentUrl(activity.attachment.id)} download>
                {activity.attachment.fileName}
              </Anchor>
            )}
          </div>
        ))}
      </Stack>
      {shown.length < total && (
        <Group mt="sm" gap="xs">
          <Button
            variant="subtle"
            size="xs"
            onClick={() => setPerPage(perPage + RECORD_ACTIVITIES_PAGE)}
          >
            Show More
          </Button>
          <Button variant="subtle" size="xs" onClick={() => setPerPage(total)}>
            Show All
          </Button>
        </Group>
      )}
      <Reply kind={kind} id={id} filter={filter} />
    </Paper>
  );
}

function Reply({
  kind,
  id,
  filter,
}: {
  kind: RecordCollection;
  id: number;
  filter: ActivityFilter;
}) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [attachment, setAttachment] = useState<File | null>(null);
  const [sending, setSending] = useState(false);

  // Checked before the upload, so a file over 10 MB is refused at once rather than after sending
  // it all; a file alone is a valid reply, as on the server.
  const problem = replyProblem(message, attachment);
  const attachmentError = problem === COMMENT_MESSAGES.tooLarge ? problem : null;
  const canSend = problem === null;

  const submit = async () => {
    if (!canSend) return;
    setSending(true);
    try {
      await postComment(kind, id, message.trim(), attachment);
      setMessage('');
      setAttachment(null);
      await queryClient.invalidateQueries({ queryKey: recordKeys.activities(filter) });
    } catch (error) {
      flashError(`Error - ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="xs" mt="md">
      <Textarea
        label="Reply"
        placeholder="Write a message"
        rows={2}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
      />
      <FileInput
        label="Attachment"
        placeholder="Attach one file"
        value={attachment}
        onChange={setAttachment}
        error={attachmentError}
        clearable
        clearButtonProps={{ 'aria-label': 'Remove the attachment' }}
      />
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={sending} disabled={!canSend}>
          Submit
        </Button>
      </Group>
    </Stack>
  );
}
