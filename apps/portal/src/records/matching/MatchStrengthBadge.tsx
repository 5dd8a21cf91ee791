import { Badge, Group, Stack, Text } from '@mantine/core';
import { MATCH_STRENGTH_COLORS, MATCH_STRENGTHS, type MatchStrength } from '@portal/domain';
import {
  addressLine,
  type MatchCandidate,
  type MatchOption,
  personName,
  portlandLabel,
} from './match-options';

/** A strength in the spec's colours: none red, weak orange, strong yellow, exact green. */
export function MatchStrengthBadge({ strength }: { strength: MatchStrength }) {
  return (
    <Badge color={MATCH_STRENGTH_COLORS[strength]} variant="filled">
      {MATCH_STRENGTHS.labels[strength]}
    </Badge>
  );
}

export function PortlandLabel({ inPortland }: { inPortland: boolean }) {
  return (
    <Text size="xs" c={inPortland ? 'dimmed' : 'orange.8'} fw={inPortland ? undefined : 600}>
      {portlandLabel(inPortland)}
    </Text>
  );
}

/** Who a candidate is and where they live, as the voter file has it. */
export function CandidateSummary({ candidate }: { candidate: MatchCandidate }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {personName(candidate)}
      </Text>
      <Text size="sm">{addressLine(candidate)}</Text>
    </Stack>
  );
}

/** One option of the match picker's list. */
export function MatchOptionContent({ option }: { option: MatchOption }) {
  return (
    <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
      {option.candidate ? (
        <CandidateSummary candidate={option.candidate} />
      ) : (
        <MatchStrengthBadge strength="none" />
      )}
      <Group gap="xs" wrap="nowrap">
        {option.chosen && <Text size="xs">(selected)</Text>}
        {option.candidate && <PortlandLabel inPortland={option.candidate.inPortland} />}
        {option.candidate && <MatchStrengthBadge strength={option.shownStrength} />}
      </Group>
    </Group>
  );
}
