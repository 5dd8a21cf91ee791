import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from '../forms/fields';
import {
  dashboardFiltersFromLink,
  dashboardFiltersQuery,
  dashboardFiltersSchema,
  dashboardFiltersWith,
  dashboardFilterValuesFromQuery,
} from './dashboard-schema';

/** The refusal of a query string, as field -> message; {} when it is accepted. */
const refusalOf = (query: string) => {
  const result = dashboardFiltersSchema.safeParse(
    dashboardFilterValuesFromQuery(new URLSearchParams(query)),
  );
  if (result.success) return {};
  const errors = fieldErrorsFromZod(result.error);
  const whole = result.error.issues.find((issue) => issue.path.length === 0);
  return whole ? { ...errors, '': whole.message } : errors;
};

const parsedQuery = (query: string) =>
  dashboardFiltersSchema.parse(dashboardFilterValuesFromQuery(new URLSearchParams(query)));

describe('the dashboard filter schema', () => {
  it('gives the first view of a bare query: public financing from 2023-01-01', () => {
    expect(parsedQuery('')).toEqual({
      financing: 'public',
      count: false,
      compare: false,
      offices: [],
      campaigns: [],
      startDate: '2023-01-01',
      endDate: null,
    });
  });

  it.each([
    ['financing=all', { financing: 'all' }],
    ['financing=Public', { financing: 'public' }],
    ['count=true&compare=false', { count: true, compare: false }],
    ['offices=mayor,Councilor District 2', { offices: ['Mayor', 'Councilor District 2'] }],
    ['offices=County Sheriff', { offices: ['County Sheriff'] }],
    ['campaigns=3,-7', { campaigns: [3, -7] }],
    ['campaigns=1&campaigns=2', { campaigns: [1, 2] }],
    ['campaigns=1,2,3,4', { campaigns: [1, 2, 3, 4] }],
    ['startDate=&endDate=', { startDate: null, endDate: null }],
    ['endDate=2024-02-29', { startDate: null, endDate: '2024-02-29' }],
    ['startDate=2024-03-10&endDate=2024-03-10', { startDate: '2024-03-10' }],
    ['startDate=2024-03-09&endDate=2024-03-10', { endDate: '2024-03-10' }],
  ])('reads %s', (query, expected) => {
    expect(parsedQuery(query)).toMatchObject(expected);
  });

  it.each([
    ['financing=everyone', { financing: 'Financing must be one of: public, private, all' }],
    ['financing=', { financing: 'Financing is required' }],
    ['count=yes', { count: 'count must be true or false' }],
    ['compare=1', { compare: 'compare must be true or false' }],
    ['campaigns=abc', { 'campaigns.0': 'Not a valid id' }],
    ['campaigns=0', { 'campaigns.0': 'Not a valid id' }],
    ['campaigns=1,2,3,4,5', { campaigns: 'campaigns takes at most 4 campaigns' }],
    ['startDate=2024-02-30', { startDate: 'startDate must be a date written YYYY-MM-DD' }],
    ['endDate=yesterday', { endDate: 'endDate must be a date written YYYY-MM-DD' }],
    [
      'startDate=2024-03-11&endDate=2024-03-10',
      { startDate: 'startDate must not be after endDate' },
    ],
    ['colour=red', { '': 'Unknown parameter: colour' }],
    ['from=2024-01-01&bbox=1,2,3,4', { '': 'Unknown parameter: from, bbox' }],
  ])('refuses %s naming the parameter', (query, errors) => {
    expect(refusalOf(query)).toEqual(errors);
  });

  it('refuses an unknown key of a JSON input as it refuses a query parameter', () => {
    const result = dashboardFiltersSchema.safeParse({ financing: 'all', governmentId: 1 });
    expect(result.error?.issues[0]?.message).toBe('Unknown parameter: governmentId');
  });

  it('takes added fields under the same rules', () => {
    const withGovernment = dashboardFiltersWith({
      governmentId: dashboardFiltersSchema.shape.count,
    });
    expect(withGovernment.safeParse({ governmentId: true }).success).toBe(true);
    expect(
      withGovernment.safeParse({ startDate: '2024-02-02', endDate: '2024-02-01' }).error?.issues[0]
        ?.path,
    ).toEqual(['startDate']);
  });

  it.each([
    [
      'financing=all&count=true&compare=true&offices=Mayor%2CAuditor&campaigns=3%2C-7&startDate=2024-01-01&endDate=2024-06-30',
    ],
    ['financing=public&count=false&compare=false&startDate=2023-01-01&endDate='],
  ])('writes what it read back as the same query: %s', (query) => {
    expect(dashboardFiltersQuery(parsedQuery(query)).toString()).toBe(query);
  });
});

describe('a shared link, read leniently', () => {
  const read = (query: string) => dashboardFiltersFromLink(new URLSearchParams(query));

  it.each([
    ['financing=everyone', { financing: 'public' }],
    ['campaigns=1,x,0,3', { campaigns: [1, 3] }],
    ['campaigns=1,2,3,4,5&compare=true', { campaigns: [1, 2, 3, 4], compare: true }],
    ['campaigns=1&compare=true', { campaigns: [1], compare: false }],
    ['startDate=2024-02-30', { startDate: null, endDate: null }],
    ['startDate=2024-03-10&endDate=2024-03-09', { startDate: '2024-03-10', endDate: '2024-03-09' }],
    ['count=maybe&colour=red', { count: false }],
  ])('reads %s as %j', (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });
});
