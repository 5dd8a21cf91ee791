import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from '../forms/fields';
import { campaignOrGovernmentInputSchema } from './organisation-input';

describe('campaignOrGovernmentInputSchema', () => {
  it.each([
    [{ campaignId: 7 }, { campaignId: 7 }],
    [{ campaignId: '7' }, { campaignId: 7 }],
    [{ governmentId: 1 }, { governmentId: 1 }],
    // Spec section 7 clients send the acting user with many calls; it is not read here.
    [{ campaignId: 7, currentUserId: 3 }, { campaignId: 7 }],
    [{ governmentId: 1, currentUserId: 3, page: 0 }, { governmentId: 1 }],
  ])('reads %j as %j', (input, expected) => {
    expect(campaignOrGovernmentInputSchema.parse(input)).toEqual(expected);
  });

  it.each([
    [{}, { campaignId: 'campaignId or governmentId is required' }],
    [{ currentUserId: 3 }, { campaignId: 'campaignId or governmentId is required' }],
    [{ campaignId: 'abc' }, { campaignId: 'Not a valid id' }],
    [{ campaignId: 0 }, { campaignId: 'Not a valid id' }],
    [{ campaignId: null }, { campaignId: 'Not a valid id' }],
    [{ governmentId: 'abc' }, { governmentId: 'Not a valid id' }],
    [{ governmentId: -1 }, { governmentId: 'Not a valid id' }],
    [
      { campaignId: 7, governmentId: 1 },
      { campaignId: 'Send campaignId or governmentId, not both' },
    ],
  ])('refuses %j: %j', (input, errors) => {
    const result = campaignOrGovernmentInputSchema.safeParse(input);
    expect(result.success ? {} : fieldErrorsFromZod(result.error)).toEqual(errors);
  });
});
