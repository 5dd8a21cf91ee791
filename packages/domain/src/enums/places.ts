import { enumKey, isOneOf, type Option, toOptions } from './options';

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

/**
 * Offices a new campaign can run for, stored and answered exactly as spec section 3 writes them:
 * the spec's own values are a contract scripts depend on.
 */
export const OFFICES = [
  'Auditor',
  'Mayor',
  'Councilor District 1',
  'Councilor District 2',
  'Councilor District 3',
  'Councilor District 4',
] as const;
export type Office = (typeof OFFICES)[number];
export const isOffice = (value: unknown): value is Office => isOneOf(OFFICES, value);
export const OFFICE_LABELS: Record<Office, string> = Object.fromEntries(
  OFFICES.map((office) => [office, office]),
) as Record<Office, string>;
export const OFFICE_OPTIONS = toOptions(OFFICES, OFFICE_LABELS);

const OFFICES_BY_KEY = new Map<string, Office>(OFFICES.map((office) => [enumKey(office), office]));

/**
 * Reads an office as the spec writes it in any case, with spaces, hyphens or underscores
 * ('MAYOR', 'councilor_district_1': the values stored before the spec's own were).
 */
export const parseOffice = (value: unknown): Office | null =>
  typeof value === 'string' ? (OFFICES_BY_KEY.get(enumKey(value)) ?? null) : null;
