import { normaliseStreetAddress } from '../matching/address';

/** The columns of a city's address point file, in any order (names compared without case). */
export const ADDRESS_POINT_FILE_COLUMNS = [
  'house_number',
  'street',
  'unit',
  'zip',
  'latitude',
  'longitude',
] as const;
type AddressPointColumn = (typeof ADDRESS_POINT_FILE_COLUMNS)[number];
export type AddressPointFileLayout = Record<AddressPointColumn, number>;
export const ADDRESS_POINT_FILE_HEADER = ADDRESS_POINT_FILE_COLUMNS.join(',');

/** One point as the portal keeps it: the normalised address with and without the unit. */
export interface AddressPointRecord {
  zip: string;
  /** `normaliseStreetAddress(...).full`: '1024 SE MORRISON ST 4'. */
  normalizedAddress: string;
  /** Without the unit: '1024 SE MORRISON ST'. */
  normalizedStreet: string;
  latitude: number;
  longitude: number;
}

/** Every column once; other columns are ignored (address authorities add their own). */
export function readAddressPointHeader(
  cells: readonly string[],
): { ok: true; layout: AddressPointFileLayout } | { ok: false; message: string } {
  const positions = new Map(cells.map((cell, position) => [cell.trim().toLowerCase(), position]));
  const layout: Partial<AddressPointFileLayout> = {};
  for (const column of ADDRESS_POINT_FILE_COLUMNS) {
    const position = positions.get(column);
    if (position === undefined)
      return {
        ok: false,
        message: `Missing column "${column}"; the header must name ${ADDRESS_POINT_FILE_HEADER}`,
      };
    layout[column] = position;
  }
  return { ok: true, layout: layout as AddressPointFileLayout };
}

const MAX_TEXT = 200;
const coordinate = (text: string, min: number, max: number) => {
  const value = /^-?\d{1,3}(\.\d{1,12})?$/.test(text) ? Number(text) : Number.NaN;
  return value >= min && value <= max ? value : null;
};

/**
 * Address point row rule: house_number, street and a 5-digit zip (ZIP+4 accepted) are required;
 * latitude is a decimal number from -90 to 90 and longitude from -180 to 180; unit is optional.
 * The address is normalised with the donor matcher's rule (`normaliseStreetAddress`), so an
 * address written either way finds its point.
 */
export function readAddressPointRow(
  cells: readonly string[],
  layout: AddressPointFileLayout,
): { ok: true; point: AddressPointRecord } | { ok: false; problems: string[] } {
  const cell = (column: AddressPointColumn) => (cells[layout[column]] ?? '').trim();
  const problems: string[] = [];
  for (const column of ADDRESS_POINT_FILE_COLUMNS) {
    if (cell(column).length > MAX_TEXT)
      problems.push(`${column} is longer than ${MAX_TEXT} characters`);
  }
  if (cells.some((text) => text.includes('\u0000')))
    problems.push('the row contains a NUL character');
  if (cell('house_number') === '') problems.push('house_number is required');
  if (cell('street') === '') problems.push('street is required');
  const zip = /^(\d{5})(?:-?\d{4})?$/.exec(cell('zip'))?.[1];
  if (!zip) problems.push('zip must be 5 digits or ZIP+4');
  const latitude = coordinate(cell('latitude'), -90, 90);
  if (latitude === null) problems.push('latitude must be a number from -90 to 90');
  const longitude = coordinate(cell('longitude'), -180, 180);
  if (longitude === null) problems.push('longitude must be a number from -180 to 180');
  if (problems.length > 0 || !zip || latitude === null || longitude === null)
    return { ok: false, problems };
  const unit = cell('unit');
  const address = normaliseStreetAddress(
    `${cell('house_number')} ${cell('street')}`,
    unit === '' ? null : `#${unit}`,
  );
  return {
    ok: true,
    point: {
      zip,
      normalizedAddress: address.full,
      normalizedStreet: address.street,
      latitude,
      longitude,
    },
  };
}
