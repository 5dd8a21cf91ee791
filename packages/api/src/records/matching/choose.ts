import { contributions } from '@portal/db';
import {
  boundedText,
  DomainError,
  isPortlandAddress,
  listChoiceSchema,
  MATCH_STRENGTHS,
  type MatchStrength,
  TEXT_LIMITS,
} from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { actorLabel } from '../activities/notes';
import { recordActivity } from '../data/activities';
import { createDonorIdentity, findMatchEntry } from '../data/matches';
import { matchingProcedure } from './access';

export const MATCH_MESSAGES = {
  exactIsFinal: 'An exact match cannot be overridden',
  notACandidate: 'That match is not among the candidates for this contribution',
  changedMeanwhile: 'This contribution was changed by someone else. Reload it and try again.',
} as const;

export const chooseMatchInput = z.object({
  /** A candidate's id; null or 'none' says the donor matches nobody in the voter file. */
  matchId: z
    .union([z.string(), z.number().int().nonnegative()])
    .transform((value) => String(value).trim())
    .pipe(boundedText('Match id', TEXT_LIMITS.search).min(1))
    .nullable(),
  matchStrength: listChoiceSchema(
    MATCH_STRENGTHS,
    'Match strength',
    'Match strength is required',
  ).optional(),
});

/**
 * `POST /matches`: a government admin chooses who the donor is. The strength is the server's own
 * classification of that candidate, whatever the client says. Choosing no match records the
 * donor as a new identity, so their later gifts find it. An exact match is final.
 */
export const choose = matchingProcedure.input(chooseMatchInput).mutation(async ({ ctx, input }) => {
  const { record: contribution, actor } = ctx;
  const entry = await findMatchEntry(ctx.db, contribution.id);
  if (entry.matchStrength === 'exact' && entry.matchId) {
    if (input.matchId === entry.matchId)
      return { matchId: entry.matchId, matchStrength: 'exact' as const };
    throw new DomainError('CONFLICT', MATCH_MESSAGES.exactIsFinal);
  }
  const results = entry.results ?? { exact: [], strong: [], weak: [] };
  const noMatch =
    input.matchId === null || input.matchId === 'none' || input.matchStrength === 'none';
  // 'No Match' already recorded this donor as an identity: choosing it again changes nothing.
  if (noMatch && entry.matchStrength === 'none' && entry.matchId?.startsWith('donor:'))
    return { matchId: entry.matchId, matchStrength: 'none' as const };
  const found = noMatch
    ? null
    : (['exact', 'strong', 'weak'] as const)
        .map((strength) => ({
          strength,
          candidate: results[strength].find((candidate) => candidate.id === input.matchId),
        }))
        .find((option) => option.candidate);
  if (!noMatch && !found?.candidate)
    throw new DomainError('INVALID_INPUT', MATCH_MESSAGES.notACandidate);

  const who = actorLabel(actor, contribution.campaign.name);
  return ctx.db.transaction(async (tx) => {
    const matchId = found?.candidate
      ? found.candidate.id
      : await createDonorIdentity(tx, contribution, actor.userId);
    const matchStrength: MatchStrength = found?.strength ?? 'none';
    const [row] = await tx
      .update(contributions)
      .set({
        matchId,
        matchStrength,
        matchInPortland: found?.candidate
          ? found.candidate.inPortland
          : isPortlandAddress(contribution),
        donorKey: matchId,
        version: contribution.version + 1,
        updatedAt: new Date(),
      })
      .where(
        and(eq(contributions.id, contribution.id), eq(contributions.version, contribution.version)),
      )
      .returning({ id: contributions.id });
    if (!row) throw new DomainError('CONFLICT', MATCH_MESSAGES.changedMeanwhile);
    const person = found?.candidate;
    await recordActivity(tx, {
      governmentId: contribution.governmentId,
      campaignId: contribution.campaignId,
      contributionId: contribution.id,
      userId: actor.userId,
      onBehalfOfCampaignId: null,
      apiTokenId: actor.apiTokenId,
      activityType: 'contribution',
      notes: person
        ? `${who} matched contribution #${contribution.id} to ${person.firstName} ${person.lastName}, ${person.address1}, ${person.city} (${matchStrength}).`
        : `${who} found no voter-file match for contribution #${contribution.id}; the donor is recorded as a new donor identity.`,
    });
    return { matchId, matchStrength };
  });
});
