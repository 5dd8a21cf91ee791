import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from '../forms/fields';
import { initialDashboardFilters, setCampaigns, setFinancing, setOffices } from './dashboard';
import {
  contributionListFilterSchema,
  expenditureListFilterSchema,
  lastPage,
  listOffset,
  pageAfterPageSizeChange,
  pagingLabel,
  statusCondition,
} from './list';

const errorsOf = (input: unknown) => {
  const result = contributionListFilterSchema.safeParse(input);
  return result.success ? {} : fieldErrorsFromZod(result.error);
};

describe('list filters', () => {
  it('defaults to status all, page 0, 50 per page, newest first', () => {
    expect(contributionListFilterSchema.parse({})).toEqual({
      from: null,
      to: null,
      name: null,
      status: 'all',
      sort: { field: 'date', direction: 'DESC' },
      page: 0,
      perPage: 50,
    });
  });

  it.each([
    ['  Zoë ', 'Zoë'],
    ['   ', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('reads the name search %j as %j', (name, expected) => {
    expect(contributionListFilterSchema.parse({ name }).name).toBe(expected);
  });

  it.each([
    ['a'.repeat(101), 'Name can be at most 100 characters'],
    ['nul\u0000', 'Name'],
  ])('refuses the name search %j', (name, message) => {
    const result = contributionListFilterSchema.safeParse({ name });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });

  it.each([
    ['2024-01-02', '2024-01-01', { to: 'Range is not valid' }],
    ['2024-01-01', '2024-01-01', {}],
    ['2024-01-01', '2024-01-02', {}],
    ['2024-01-01', null, {}],
    ['01/02/2024', null, { from: 'Enter a valid date' }],
  ])('from %s to %s gives %j', (from, to, errors) => {
    expect(errorsOf({ from, to })).toEqual(errors);
  });

  it.each([
    ['Draft', 'draft'],
    ['draft', 'draft'],
    ['All', 'all'],
    ['Awaiting', 'awaiting'],
  ])('reads contribution status %s as %s', (status, value) => {
    expect(contributionListFilterSchema.parse({ status }).status).toBe(value);
  });

  it.each([
    ['', 'Choose a status'],
    [
      'in_compliance',
      'Status must be one of: all, archived, draft, submitted, processed, awaiting',
    ],
    ['Paid', 'Status must be one of: all, archived, draft, submitted, processed, awaiting'],
  ])('refuses contribution status %j with %j', (status, message) => {
    expect(errorsOf({ status })).toEqual({ status: message });
  });

  it('reads expenditure statuses', () => {
    expect(expenditureListFilterSchema.parse({ status: 'out_of_compliance' }).status).toBe(
      'out_of_compliance',
    );
    expect(expenditureListFilterSchema.safeParse({ status: 'Processed' }).success).toBe(false);
  });

  it.each([
    [0, 0],
    [99, 99],
    [100, 100],
    [101, 101],
    [2_147_483_647, 2_147_483_647],
    ['7', 7],
  ])('page %j becomes %d', (page, expected) => {
    expect(contributionListFilterSchema.parse({ page }).page).toBe(expected);
  });

  it.each([-1, 1.5, 2_147_483_648])('refuses page %d', (page) => {
    expect(contributionListFilterSchema.safeParse({ page }).success).toBe(false);
  });

  it.each([
    [50, true],
    [100, true],
    [150, true],
    [49, false],
    [151, false],
    [25, false],
  ])('perPage %d accepted: %s', (perPage, accepted) => {
    expect(contributionListFilterSchema.safeParse({ perPage }).success).toBe(accepted);
  });

  it('sorts by a known field in either direction only', () => {
    expect(
      contributionListFilterSchema.parse({ sort: { field: 'amount', direction: 'ASC' } }).sort,
    ).toEqual({ field: 'amount', direction: 'ASC' });
    expect(contributionListFilterSchema.safeParse({ sort: { field: 'password' } }).success).toBe(
      false,
    );
  });

  it('drops the status condition for all and computes offsets and labels', () => {
    expect(statusCondition('all')).toBeUndefined();
    expect(statusCondition('draft')).toBe('draft');
    expect(listOffset({ page: 3, perPage: 50 })).toBe(150);
  });

  it.each([
    [2, 50, 100, 1],
    [3, 50, 150, 1],
    [1, 150, 50, 3],
    [0, 100, 50, 0],
    [100, 150, 50, 100],
  ])('page %d of %d becomes page %d of %d', (page, perPage, newPerPage, expected) => {
    expect(pageAfterPageSizeChange(page, perPage, newPerPage)).toBe(expected);
  });

  it.each([
    [0, 50, 0, '0 - 0 of 0'],
    [0, 50, 20, '1 - 20 of 20'],
    [1, 50, 230, '51 - 100 of 230'],
    [4, 50, 230, '201 - 230 of 230'],
  ])('page %d x %d of %d reads %s', (page, perPage, total, label) => {
    expect(pagingLabel(page, perPage, total)).toBe(label);
  });

  it.each([
    [50, 0, 0],
    [50, 50, 0],
    [50, 51, 1],
    [50, 1_000_000, 100],
  ])('last page of %d per page for %d rows is %d', (perPage, total, page) => {
    expect(lastPage(perPage, total)).toBe(page);
  });
});

describe('dashboard filters', () => {
  const offices = new Map([
    [1, 'Mayor'],
    [2, 'Mayor'],
    [3, 'Auditor'],
  ]);

  it('starts at 2023-01-01 with public financing unless the URL has dates', () => {
    expect(initialDashboardFilters()).toMatchObject({
      financing: 'public',
      startDate: '2023-01-01',
      compare: false,
    });
    expect(initialDashboardFilters({ endDate: '2024-01-01' }).startDate).toBeNull();
  });

  it('turns compare off when financing changes', () => {
    const comparing = setCampaigns(initialDashboardFilters(), [1, 2]);
    expect(comparing.compare).toBe(true);
    expect(setFinancing(comparing, 'all').compare).toBe(false);
  });

  it.each([
    [[], false],
    [[1], false],
    [[1, 2], true],
    [[1, 2, 3, 4], true],
  ])('campaigns %j compare: %s', (campaigns, compare) => {
    expect(setCampaigns(initialDashboardFilters(), campaigns).compare).toBe(compare);
  });

  it('keeps at most 4 compared campaigns', () => {
    expect(setCampaigns(initialDashboardFilters(), [1, 2, 3, 4, 5]).campaigns).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('narrows campaigns to the chosen offices and sets financing to all', () => {
    const chosen = setCampaigns(initialDashboardFilters(), [1, 2, 3]);
    expect(setOffices(chosen, ['Auditor'], offices)).toMatchObject({
      offices: ['Auditor'],
      campaigns: [3],
      compare: false,
      financing: 'all',
    });
    expect(setOffices(chosen, [], offices)).toMatchObject({
      campaigns: [1, 2, 3],
      financing: 'public',
    });
  });
});
