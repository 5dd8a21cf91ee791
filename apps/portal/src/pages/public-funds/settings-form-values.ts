import { OFFICES, type Office, programmeSettingsInputSchema } from '@portal/domain';
import type { Programme } from './types';

/** What the programme settings form edits: one election's settings, money in cents. */
export type SettingsValues = {
  electionName: string;
  contributionsFrom: string;
  electionDate: string;
  offices: Array<{ office: Office; capCents: number; qualifyingContributions: number }>;
  paymentDates: string[];
};

/** A field's input id, from its form path ('offices.0.capCents'), for the summary's links. */
export const settingsFieldId = (path: string) => `programme-${path.replaceAll('.', '-')}`;

/**
 * The form starts from the chosen election's settings, every office listed; a new election
 * starts empty, with nothing assumed.
 */
export function settingsValuesOf(programme: Programme | null): SettingsValues {
  const ruleOf = (office: Office) => programme?.offices.find((rule) => rule.office === office);
  return {
    electionName: programme?.electionName ?? '',
    contributionsFrom: programme?.contributionsFrom ?? '',
    electionDate: programme?.electionDate ?? '',
    offices: OFFICES.map((office) => ({
      office,
      capCents: ruleOf(office)?.capCents ?? Number.NaN,
      qualifyingContributions: ruleOf(office)?.qualifyingContributions ?? Number.NaN,
    })),
    paymentDates: [...(programme?.paymentDates ?? [])],
  };
}

/**
 * What still stops Save settings: the domain schema's messages (the ones the server enforces),
 * keyed by the form's path of each field, first message per field, in the order of the form.
 */
export function settingsErrors(governmentId: number, values: SettingsValues) {
  const checked = programmeSettingsInputSchema.safeParse({ ...values, governmentId });
  const errors: Record<string, string> = {};
  if (checked.success) return errors;
  for (const issue of checked.error.issues) {
    const path = issue.path.map(String).join('.');
    if (path !== '' && !(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

const FIELD_NAMES: Record<string, string> = {
  electionName: 'Election name',
  contributionsFrom: 'Contributions count from',
  electionDate: 'Election date',
  offices: 'Offices',
  paymentDates: 'Payment dates',
  capCents: 'cap',
  qualifyingContributions: 'qualifying contributions',
};

/** The summary's name of a field: 'Mayor cap', 'Payment date 2', 'Election date'. */
export function settingsFieldName(path: string, values: SettingsValues): string {
  const [field = '', index, part] = path.split('.');
  if (field === 'offices' && index !== undefined) {
    const office = values.offices[Number(index)]?.office ?? 'Office';
    return part ? `${office} ${FIELD_NAMES[part] ?? part}` : office;
  }
  if (field === 'paymentDates' && index !== undefined) return `Payment date ${Number(index) + 1}`;
  return FIELD_NAMES[field] ?? field;
}
