import { describe, expect, it } from 'vitest';
import { expectFieldErrors } from '../records/schemas.test-support';
import { toContributionPayload } from './form';
import {
  contributionPayloadSchema,
  createContributionInputSchema,
  updateContributionInputSchema,
} from './schemas';
import { validForm } from './valid-form.test-support';

describe('API schemas', () => {
  const payload = () => toContributionPayload(validForm());

  it('accepts and normalises a full payload', () => {
    const parsed = contributionPayloadSchema.parse({ ...payload(), amount: 19.99 });
    expect(parsed.amount).toBe(19.99);
  });

  it('gives the spec message for a missing required field', () => {
    const { oaeType: _dropped, ...rest } = payload();
    expectFieldErrors(contributionPayloadSchema, rest, {
      oaeType: 'OAE contribution type is required',
    });
  });

  it('creates with a campaign id and ignores a status in the body', () => {
    const parsed = createContributionInputSchema.parse({
      ...payload(),
      campaignId: '3',
      status: 'processed',
    });
    expect(parsed.campaignId).toBe(3);
    expect(parsed.contribution).not.toHaveProperty('status');
  });

  it.each([
    [{ contributorType: 'Business Entity', name: 'Acme' }, { contributorType: 'business' }],
    [{ contributorType: 'political-party', name: 'Party' }, { contributorType: 'political_party' }],
    [
      { type: 'Contribution', subType: 'Cash Contribution' },
      { type: 'contribution', subType: 'cash' },
    ],
    [{ oaeType: 'In-Kind' }, { oaeType: 'inkind' }],
    [{ oaeType: 'PUBLIC MATCHING CONTRIBUTION' }, { oaeType: 'public_matching_contribution' }],
    [{ paymentMethod: 'Credit Card (Online)' }, { paymentMethod: 'credit_card_online' }],
    [{ paymentMethod: 'Debit' }, { paymentMethod: 'debit' }],
    [{ phone: '5035551234', phoneType: 'Mobile' }, { phoneType: 'mobile' }],
    [
      { subType: 'In-Kind Contribution', inKindType: 'Broadcast Advertising' },
      { subType: 'inkind_contribution', inKindType: 'broadcast_advertising', paymentMethod: null },
    ],
    [
      { subType: 'inkind_contribution', inKindType: 'Literature/Brochures/Printing' },
      { inKindType: 'printing' },
    ],
    [
      { subType: 'inkind_contribution', inKindType: 'Newspaper and Other Periodical Advertising' },
      { inKindType: 'print_advertising' },
    ],
  ])('creates from the spec labels %j as the stored values %j', (labels, stored) => {
    const parsed = createContributionInputSchema.parse({ ...payload(), ...labels, campaignId: 1 });
    expect(parsed.contribution).toMatchObject(stored);
  });

  it.each([
    [{ contributorType: 'Corporation', name: 'Acme' }, 'contributorType'],
    [{ subType: 'inkind_contribution', inKindType: 'Printing and Postage' }, 'inKindType'],
    [{ paymentMethod: 'Credit Card' }, 'paymentMethod'],
  ])('still names the stored values when %j is no option', (changes, field) => {
    const result = createContributionInputSchema.safeParse({
      ...payload(),
      ...changes,
      campaignId: 1,
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
    expect(result.error?.issues[0]?.message).toMatch(/ must be one of: [a-z_]+, [a-z_]+/);
  });

  it.each([
    [{ contributorType: 'Business Entity' }, { contributorType: 'business' }],
    [{ inKindType: 'Postage' }, { inKindType: 'postage' }],
    [{ matchStrength: 'No Match' }, { matchStrength: 'none' }],
    [{ matchStrength: 'EXACT' }, { matchStrength: 'exact' }],
    [{ matchStrength: null }, { matchStrength: null }],
  ])('updates from the labels %j as the stored values %j', (labels, stored) => {
    expect(updateContributionInputSchema.parse({ id: 5, ...labels })).toEqual({ id: 5, ...stored });
  });

  it('refuses a match strength outside the list with the stored values', () => {
    expectFieldErrors(
      updateContributionInputSchema,
      { id: 5, matchStrength: 'Perfect' },
      { matchStrength: 'Match strength must be one of: none, weak, strong, exact' },
    );
  });

  it.each([
    [12.345, 'The match amount can have at most 2 decimals'],
    [0.001, 'The match amount can have at most 2 decimals'],
    [-1, 'The match amount cannot be negative'],
  ])('refuses a match amount of %d rather than storing another', (matchAmount, message) => {
    expectFieldErrors(
      updateContributionInputSchema,
      { id: 5, matchAmount },
      { matchAmount: message },
    );
  });

  it.each([12.34, 1.1, 0, 250])('accepts a match amount of %d', (matchAmount) => {
    expect(updateContributionInputSchema.parse({ id: 5, matchAmount })).toEqual({
      id: 5,
      matchAmount,
    });
  });

  it('updates with only changed fields and reads the status in any case', () => {
    expect(updateContributionInputSchema.parse({ id: 5, status: 'Submitted' })).toEqual({
      id: 5,
      status: 'submitted',
    });
    expect(updateContributionInputSchema.safeParse({ id: 5, status: 'Paid' }).success).toBe(false);
    expect(updateContributionInputSchema.safeParse({ id: 5, matchAmount: -1 }).success).toBe(false);
  });
});
