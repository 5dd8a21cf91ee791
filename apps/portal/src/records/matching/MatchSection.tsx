import { Group, Paper, Text } from '@mantine/core';
import { displayedMatchStrength } from '@portal/domain';
import { SectionTitle } from '../form-sections';
import { MatchPickerForm, useMatchEntry } from './MatchPickerForm';
import { CandidateSummary, MatchStrengthBadge, PortlandLabel } from './MatchStrengthBadge';
import { type MatchEntry, matchPickerState, NO_MATCH_ID } from './match-options';

/** Who the donor is matched to now, with the strength as the spec colours it. */
function CurrentMatch({ entry }: { entry: MatchEntry }) {
  const picker = matchPickerState(entry);
  const chosen = picker.options.find((option) => option.chosen)?.candidate;
  const description =
    picker.chosenId === NO_MATCH_ID ? 'No voter-file match: a new donor' : 'No match chosen yet';
  return (
    <Group justify="space-between" align="flex-start" mb="md" data-testid="current-match">
      {chosen ? <CandidateSummary candidate={chosen} /> : <Text size="sm">{description}</Text>}
      <Group gap="xs">
        <PortlandLabel inPortland={entry.inPortland} />
        <MatchStrengthBadge
          strength={displayedMatchStrength(entry.matchStrength, entry.inPortland)}
        />
      </Group>
    </Group>
  );
}

/**
 * The Match section of the contribution detail, for the reviewing government admin only (spec
 * section 4: match loading happens only in that view).
 */
export function MatchSection({ contributionId }: { contributionId: number }) {
  const entry = useMatchEntry(contributionId);
  return (
    <Paper withBorder p="md" mb="md" component="section" aria-label="Match">
      <SectionTitle>Match</SectionTitle>
      {entry.data && <CurrentMatch entry={entry.data} />}
      <MatchPickerForm contributionId={contributionId} />
    </Paper>
  );
}
