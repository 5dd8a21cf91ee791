import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from '../forms/fields';
import { addCampaignFormSchema, renameCampaignInputSchema } from './schemas';

const valid = {
  name: 'Smith for Mayor 2024',
  officeSought: 'Mayor',
  email: 'Smith@Example.org',
  firstName: 'Ann',
  lastName: 'Smith',
};

const errors = (input: object) => {
  const result = addCampaignFormSchema.safeParse(input);
  return result.success ? {} : fieldErrorsFromZod(result.error);
};

describe('addCampaignFormSchema', () => {
  it('accepts a campaign and lower-cases the email', () => {
    expect(addCampaignFormSchema.parse(valid).email).toBe('smith@example.org');
  });

  it.each([
    [{ name: ' ' }, { name: 'Campaign name is required' }],
    [{ officeSought: '' }, { officeSought: 'Office is required' }],
    [
      { officeSought: 'governor' },
      {
        officeSought:
          'Office must be one of: Auditor, Mayor, Councilor District 1, Councilor District 2, Councilor District 3, Councilor District 4',
      },
    ],
    [{ email: '' }, { email: 'Email is required' }],
    [{ email: 'smith@' }, { email: 'Enter a valid email' }],
    [{ firstName: '' }, { firstName: 'First Name is required' }],
    [{ lastName: '' }, { lastName: 'Last Name is required' }],
  ])('%j gives %j', (changes, expected) => {
    expect(errors({ ...valid, ...changes })).toEqual(expected);
  });

  it.each([
    ['Auditor', 'Auditor'],
    ['MAYOR', 'Mayor'],
    ['Councilor District 1', 'Councilor District 1'],
    ['councilor_district_4', 'Councilor District 4'],
    [' councilor-district 2 ', 'Councilor District 2'],
  ])('reads the office %j as %j', (officeSought, expected) => {
    expect(addCampaignFormSchema.parse({ ...valid, officeSought }).officeSought).toBe(expected);
  });

  it('renames with a non-empty name', () => {
    expect(
      renameCampaignInputSchema.safeParse({ governmentId: 1, campaignId: 2, newName: '' }).success,
    ).toBe(false);
    expect(
      renameCampaignInputSchema.parse({
        governmentId: '1',
        campaignId: '2',
        newName: ' New 2028 ',
      }),
    ).toEqual({ governmentId: 1, campaignId: 2, newName: 'New 2028' });
  });
});
