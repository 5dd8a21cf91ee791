import { isOneOf, type Option, parseChoice, toOptions } from './options';

/** US states, DC and territories by postal code, then 'Foreign' for addresses abroad. */
// biome-ignore format: a compact table of postal codes
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA',
  'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM',
  'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA',
  'WV', 'WI', 'WY', 'AS', 'GU', 'MP', 'PR', 'VI', 'UM', 'FM', 'MH', 'PW', 'AA', 'AE', 'AP',
] as const;
export const FOREIGN_STATE = 'Foreign';
export const STATES = [FOREIGN_STATE, ...US_STATE_CODES] as const;
export type State = (typeof STATES)[number];
export const STATE_OPTIONS: Option<State>[] = STATES.map((value) => ({ value, label: value }));

export const DEFAULT_CITY = 'Portland';
export const DEFAULT_STATE = 'OR';
export const DEFAULT_COUNTRY = 'United States';

/** Offices a new campaign can run for (spec section 3). */
export const OFFICES = [
  'auditor',
  'mayor',
  'councilor_district_1',
  'councilor_district_2',
  'councilor_district_3',
  'councilor_district_4',
] as const;
export type Office = (typeof OFFICES)[number];
export const isOffice = (value: unknown): value is Office => isOneOf(OFFICES, value);
export const OFFICE_LABELS: Record<Office, string> = {
  auditor: 'Auditor',
  mayor: 'Mayor',
  councilor_district_1: 'Councilor District 1',
  councilor_district_2: 'Councilor District 2',
  councilor_district_3: 'Councilor District 3',
  councilor_district_4: 'Councilor District 4',
};
export const OFFICE_OPTIONS = toOptions(OFFICES, OFFICE_LABELS);

/** Reads an office as the spec writes it, in any case, with spaces or underscores. */
export const parseOffice = (value: unknown): Office | null => parseChoice(OFFICES, value);
