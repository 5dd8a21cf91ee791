import { z } from 'zod';
import { OFFICE_LABELS, OFFICES, type Office } from '../enums';

const comparable = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const OFFICE_BY_TEXT = new Map<string, Office>(
  OFFICES.flatMap((office) => [
    [comparable(office), office],
    [comparable(OFFICE_LABELS[office]), office],
  ]),
);

/**
 * An office as an operator or admin writes it: the stored value (`councilor_district_1`) or the
 * spec's label (`Councilor District 1`), in any case and spacing. Null when it is no office.
 */
export const parseOffice = (text: string): Office | null =>
  OFFICE_BY_TEXT.get(comparable(text)) ?? null;

export const OFFICE_CHOICES_TEXT = OFFICES.join(', ');

/** A committee's office as an upload gives it: the state's filer id and the office. */
export const committeeOfficeSchema = z.object({
  filerId: z
    .string()
    .trim()
    .min(1, 'The filer id is required')
    .max(50, 'The filer id is at most 50 characters')
    .refine((value) => !value.includes('\u0000'), 'The filer id contains a NUL character'),
  office: z.enum(OFFICES, { error: `The office must be one of ${OFFICES.join(', ')}` }),
});
export type CommitteeOffice = z.infer<typeof committeeOfficeSchema>;

/** At most this many committees get an office in one upload. */
export const MAX_COMMITTEE_OFFICES = 200;

export const committeeOfficesSchema = z
  .array(committeeOfficeSchema)
  .max(MAX_COMMITTEE_OFFICES, `At most ${MAX_COMMITTEE_OFFICES} committee offices at once`);
