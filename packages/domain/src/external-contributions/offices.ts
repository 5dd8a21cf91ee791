import { z } from 'zod';
import { TEXT_LIMITS } from '../boundary/limits';
import { boundedText } from '../boundary/text';
import { OFFICE_NAMES, officeSchema } from '../campaigns/schemas';

/** The offices as an operator may write them, in the spec's words. */
export const OFFICE_CHOICES_TEXT = OFFICE_NAMES.join(', ');

/** A committee's office as an upload gives it: the state's filer id and the office. */
export const committeeOfficeSchema = z.object({
  filerId: boundedText('Filer id', TEXT_LIMITS.code, 'The filer id is required')
    .trim()
    .min(1, 'The filer id is required'),
  office: officeSchema,
});
export type CommitteeOffice = z.infer<typeof committeeOfficeSchema>;

/** At most this many committees get an office in one upload. */
export const MAX_COMMITTEE_OFFICES = 200;

export const committeeOfficesSchema = z
  .array(committeeOfficeSchema)
  .max(MAX_COMMITTEE_OFFICES, `At most ${MAX_COMMITTEE_OFFICES} committee offices at once`);
