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
