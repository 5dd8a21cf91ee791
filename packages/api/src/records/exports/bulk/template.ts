import { CONTRIBUTION_FIELDS, type ContributionField } from '@portal/domain';
import { csvLines } from '../../../shared/csv-cells';

/** The bulk-import columns: the contribution payload's field names, in the form's order. */
export const BULK_CONTRIBUTION_COLUMNS: readonly ContributionField[] = CONTRIBUTION_FIELDS;

const EXAMPLE: Record<ContributionField, string> = {
  date: '2024-03-01',
  type: 'contribution',
  subType: 'cash',
  amount: '25.50',
  oaeType: 'matchable',
  contributorType: 'individual',
  firstName: 'Jane',
  middleInitial: '',
  lastName: 'Doe',
  name: '',
  address1: '123 Main St',
  address2: '',
  city: 'Portland',
  state: 'OR',
  zip: '97201',
  email: 'jane.doe@example.org',
  phone: '(503) 555-0100',
  phoneType: 'mobile',
  occupation: 'Employed',
  occupationLetterDate: '',
  employerName: 'Acme Co',
  employerCity: 'Portland',
  employerState: 'OR',
  employerCountry: 'United States',
  checkNumber: '1001',
  paymentMethod: 'check',
  inKindType: '',
  inKindDescription: '',
  notes: 'Example row: replace it with your contributions',
};

/** `GET /bulk-contributions.csv`: the header row and one example row. */
export const bulkContributionsTemplate = (): string =>
  csvLines([
    [...BULK_CONTRIBUTION_COLUMNS],
    BULK_CONTRIBUTION_COLUMNS.map((column) => EXAMPLE[column]),
  ]);
