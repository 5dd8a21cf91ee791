import { z } from 'zod';
import { officeSchema } from '../campaigns/schemas';
import { OFFICES } from '../enums';

export const OFFICE_CHOICES_TEXT = OFFICES.join(', ');

/** A committee's office as an upload gives it: the state's filer id and the office. */
export const committeeOfficeSchema = z.object({
  filerId: z
    .string()
    .trim()
    .min(1, 'The filer id is required')
    .max(50, 'The filer id is at most 50 characters')
    .refine((value) => !value.includes('\u0000'), 'The filer id contains a NUL character'),
  office: officeSchema,
});
export type CommitteeOffice = z.infer<typeof committeeOfficeSchema>;

/** At most this many committees get an office in one upload. */
export const MAX_COMMITTEE_OFFICES = 200;

export const committeeOfficesSchema = z
  .array(committeeOfficeSchema)
  .max(MAX_COMMITTEE_OFFICES, `At most ${MAX_COMMITTEE_OFFICES} committee offices at once`);
