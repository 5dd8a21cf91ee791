import { Badge, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { dollarsToCents, formatActivityTime, type RecordAction } from '@portal/domain';
import { Money } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { activityAuthor } from '../../lib/activity-author';
import { useTRPCClient } from '../../trpc';
import { type ActivityFilter, type RecordCollection, recordKeys } from '../api';
import { SectionTitle } from '../form-sections';
import {
  complianceStateText,
  latestOutOfComplianceDecision,
  type ReviewedRecord,
} from './review-state';

/** How far back the panel looks for the decision: more than a reviewer's usual history. */
const DECISION_LOOKBACK = 50;

const STATE_COLOURS: Record<string, string> = {
  'In Compliance': 'green.9',
  'Out of Compliance': 'red.9',
};

/** One labelled value of the panel, as a term and its description. */
function Fact(props: { term: string; children: ReactNode; testId: string }) {
  return (
    <div>
      <Text component="dt" size="sm" fw={700}>
        {props.term}
      </Text>
      <Text component="dd" m={0} data-testid={props.testId}>
        {props.children}
      </Text>
    </div>
  );
}

/** Who marked the record out of compliance, when, and the reason they gave. */
function OutOfComplianceDecision({ filter }: { filter: ActivityFilter }) {
  const client = useTRPCClient();
  const history = useQuery({
    queryKey: [...recordKeys.activities(filter), 'decision'],
    queryFn: () => client.activities.list.query({ ...filter, page: 0, perPage: DECISION_LOOKBACK }),
  });
  if (!history.data) return null;
  const decision = latestOutOfComplianceDecision(history.data.data);
  if (!decision) return null;
  return (
    <Paper bg="red.0" p="sm" data-testid="compliance-decision">
      <Text size="sm" fw={700}>
        Marked Out of Compliance by {activityAuthor(decision.line)} on{' '}
        {formatActivityTime(new Date(decision.line.createdAt))}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        Reason: {decision.reason ?? 'none given'}
      </Text>
    </Paper>
  );
}

/**
 * The reviewer's panel at the top of a detail page: the record's compliance and match state, the
 * reason and author of an Out of Compliance decision, and the compliance dropdown (spec section
 * 4) where the eye and the keyboard reach it first.
 */
export function ReviewPanel<Key extends string, Status extends string>(props: {
  kind: RecordCollection;
  record: ReviewedRecord & { id: number };
  actions: readonly RecordAction<Key, Status>[];
  onAction: (action: RecordAction<Key, Status>) => void;
  busy: boolean;
}) {
  const { kind, record, actions, onAction, busy } = props;
  const state = complianceStateText(record);
  const filter: ActivityFilter =
    kind === 'contributions' ? { contributionId: record.id } : { expenditureId: record.id };
  return (
    <Paper
      withBorder
      p="md"
      mb="md"
      component="section"
      aria-label="Review"
      data-testid="review-panel"
    >
      <SectionTitle>Review</SectionTitle>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
            <Fact term="Current compliance" testId="review-compliance">
              <Badge color={STATE_COLOURS[state] ?? 'gray.8'} variant="filled" size="lg">
                {state}
              </Badge>
            </Fact>
            {kind === 'contributions' && (
              <Fact term="Match" testId="review-match">
                {record.matchAmount == null ? (
                  'No match approved yet'
                ) : (
                  <>
                    <Money cents={dollarsToCents(record.matchAmount)} /> approved
                  </>
                )}
              </Fact>
            )}
          </SimpleGrid>

          {actions.length > 0 && (
            <Select
              label="Compliance"
              placeholder="Select Compliance"
              data={actions.map((action) => ({ value: action.key, label: action.label }))}
              value={null}
              onChange={(key) => {
                const chosen = actions.find((action) => action.key === key);
                if (chosen) onAction(chosen);
              }}
              disabled={busy}
            />
          )}
        </SimpleGrid>
        {state === 'Out of Compliance' && <OutOfComplianceDecision filter={filter} />}
      </Stack>
    </Paper>
  );
}
