import { describe, expect, it } from 'vitest';
import { normaliseStreetAddress } from '../matching/address';
import { ADDRESS_POINT_FILE_COLUMNS, readAddressPointHeader, readAddressPointRow } from './file';

// A city file carries its own id column first; the reader skips columns it does not use.
const header = readAddressPointHeader(['ADDRESS_ID', ...ADDRESS_POINT_FILE_COLUMNS]);
if (!header.ok) throw new Error(header.message);
const row = (values: Partial<Record<string, string>>) => {
  const all = {
    house_number: '3325',
    street: 'Southeast Taylor Street',
    unit: '',
    zip: '97214',
    latitude: '45.514923',
    longitude: '-122.630109',
    ...values,
  };
  return readAddressPointRow(
    ['A1', all.house_number, all.street, all.unit, all.zip, all.latitude, all.longitude],
    header.layout,
  );
};

describe('readAddressPointRow', () => {
  it('normalises the address as the donor matcher does, so either spelling finds the point', () => {
    const read = row({ unit: '4' });
    expect(read).toEqual({
      ok: true,
      point: {
        zip: '97214',
        normalizedAddress: '3325 SE TAYLOR ST 4',
        normalizedStreet: '3325 SE TAYLOR ST',
        latitude: 45.514923,
        longitude: -122.630109,
      },
    });
    expect(normaliseStreetAddress('3325 SE Taylor St', 'Apt 4').full).toBe('3325 SE TAYLOR ST 4');
  });

  it.each([
    [{ house_number: '' }, 'house_number is required'],
    [{ street: '' }, 'street is required'],
    [{ zip: '9721' }, 'zip must be 5 digits or ZIP+4'],
    [{ latitude: '90.0001' }, 'latitude must be a number from -90 to 90'],
    [{ latitude: 'north' }, 'latitude must be a number from -90 to 90'],
    [{ longitude: '-180.5' }, 'longitude must be a number from -180 to 180'],
  ])('refuses %o: %s', (values, problem) => {
    expect(row(values)).toEqual({ ok: false, problems: [problem] });
  });

  it('accepts the borders of latitude and longitude', () => {
    expect(row({ latitude: '-90', longitude: '180' }).ok).toBe(true);
  });
});

describe('readAddressPointHeader', () => {
  it('names a missing column', () => {
    expect(readAddressPointHeader(['house_number', 'street'])).toMatchObject({
      ok: false,
      message: expect.stringContaining('Missing column "unit"'),
    });
  });
});
