import { describe, expect, it } from 'vitest';
import { normaliseStreetAddress, parseStreetAddress } from './address';

describe('normaliseStreetAddress', () => {
  it.each([
    // Case, spaces and punctuation
    ['123 main street', null, '123 MAIN ST', null],
    ['  123   Main   St.  ', null, '123 MAIN ST', null],
    ["55 O'Neil Rd", null, '55 ONEIL RD', null],
    ['12 Crème Brûlée Ave', null, '12 CREME BRULEE AVE', null],
    ['1024 Southeast Morrison Street Apt. 4', null, '1024 SE MORRISON ST', '4'],
    ['1024 SE MORRISON ST APT 4', null, '1024 SE MORRISON ST', '4'],
    // Directionals: prefix, suffix, dotted and two-word forms
    ['123 NW Main St', null, '123 NW MAIN ST', null],
    ['123 Northwest Main Street', null, '123 NW MAIN ST', null],
    ['123 N.E. Glisan St.', null, '123 NE GLISAN ST', null],
    ['123 North East Glisan Street', null, '123 NE GLISAN ST', null],
    ['123 n e glisan st', null, '123 NE GLISAN ST', null],
    ['4 Main St South', null, '4 MAIN ST S', null],
    ['4 Main Street South West', null, '4 MAIN ST SW', null],
    ['9 North Williams Avenue', null, '9 N WILLIAMS AVE', null],
    // A directional word that is the street's name stays a name
    ['77 North Street', null, '77 NORTH ST', null],
    ['77 E St', null, '77 E ST', null],
    ['77 West', null, '77 WEST', null],
    // Suffixes and their variants
    ['5 Oak Avenue', null, '5 OAK AVE', null],
    ['5 Oak Av', null, '5 OAK AVE', null],
    ['5 Oak Aven', null, '5 OAK AVE', null],
    ['5 Oak Str', null, '5 OAK ST', null],
    ['5 Oak Boulevard', null, '5 OAK BLVD', null],
    ['5 Oak Drive', null, '5 OAK DR', null],
    ['5 Oak Road', null, '5 OAK RD', null],
    ['5 Oak Lane', null, '5 OAK LN', null],
    ['5 Oak Court', null, '5 OAK CT', null],
    ['5 Oak Place', null, '5 OAK PL', null],
    ['5 Oak Terrace', null, '5 OAK TER', null],
    ['5 Oak Parkway', null, '5 OAK PKWY', null],
    ['5 Oak Highway', null, '5 OAK HWY', null],
    ['5 Oak Circle', null, '5 OAK CIR', null],
    ['5 Oak Way', null, '5 OAK WAY', null],
    ['5 Oak Loop', null, '5 OAK LOOP', null],
    ['5 Broadway', null, '5 BROADWAY', null],
    ['5 Park', null, '5 PARK', null],
    ['5 Court Street', null, '5 COURT ST', null],
    ['5 Saint Johns Avenue', null, '5 ST JOHNS AVE', null],
    ['5 Mount Hood Ave', null, '5 MT HOOD AVE', null],
    ['15 Highway 26', null, '15 HWY 26', null],
    ['15 Hwy 26', null, '15 HWY 26', null],
    // Ordinals
    ['800 First Ave', null, '800 1ST AVE', null],
    ['800 1st Avenue', null, '800 1ST AVE', null],
    ['800 SE Twentieth Ave', null, '800 SE 20TH AVE', null],
    ['800 SE Eighty-Second Avenue', null, '800 SE 82ND AVE', null],
    ['800 SE Twenty First Ave', null, '800 SE 21ST AVE', null],
    ['800 SE Eleventh Ave', null, '800 SE 11TH AVE', null],
    ['800 SE 22th Ave', null, '800 SE 22ND AVE', null],
    ['800 SE 113th Ave', null, '800 SE 113TH AVE', null],
    // Units: designators do not matter, the number does
    ['10 Main St #4', null, '10 MAIN ST', '4'],
    ['10 Main St # 4', null, '10 MAIN ST', '4'],
    ['10 Main St Apt 4', null, '10 MAIN ST', '4'],
    ['10 Main St Apt. #4', null, '10 MAIN ST', '4'],
    ['10 Main St Apartment 04', null, '10 MAIN ST', '4'],
    ['10 Main St Unit 4', null, '10 MAIN ST', '4'],
    ['10 Main St, Suite 200', null, '10 MAIN ST', '200'],
    ['10 Main St Ste. 200', null, '10 MAIN ST', '200'],
    ['10 Main St Apt4', null, '10 MAIN ST', '4'],
    ['10 Main St Apt 4-B', null, '10 MAIN ST', '4B'],
    ['10 Main St Apt B', null, '10 MAIN ST', 'B'],
    ['10 Main St Bldg 2 Apt 4', null, '10 MAIN ST', '2 4'],
    ['10 Main St Spc 12', null, '10 MAIN ST', '12'],
    ['10 Main St 3rd Floor', null, '10 MAIN ST', '3'],
    ['10 Main St Rear', null, '10 MAIN ST', 'REAR'],
    ['10 Main St Apt', null, '10 MAIN ST', null],
    ['10 Main St', 'Apt 4', '10 MAIN ST', '4'],
    ['10 Main St', '#4', '10 MAIN ST', '4'],
    ['10 Main St', '4B', '10 MAIN ST', '4B'],
    ['10 Main St', 'Rear', '10 MAIN ST', 'REAR'],
    ['10 Main St', 'Attn: Accounts', '10 MAIN ST', null],
    ['10 Main St Bldg C', 'Unit 7', '10 MAIN ST', 'C 7'],
    // Words that name units elsewhere stay street words at the start of a street
    ['10 Front St', null, '10 FRONT ST', null],
    ['10 Lot Road', null, '10 LOT RD', null],
    // House numbers and PO boxes
    ['123 1/2 Main St', null, '123 1/2 MAIN ST', null],
    ['123-A Main St', null, '123A MAIN ST', null],
    ['P.O. Box 55', null, 'PO BOX 55', null],
    ['Post Office Box 55', null, 'PO BOX 55', null],
    ['', null, '', null],
  ])('%j / %j -> %j unit %j', (address1, address2, street, unit) => {
    const normalised = normaliseStreetAddress(address1, address2);
    expect(normalised).toEqual({
      street,
      unit,
      full: unit === null ? street : `${street} ${unit}`,
    });
  });

  it.each([
    ['1024 Southeast Morrison Street Apt. 4', '1024 SE MORRISON ST APT 4', true],
    ['10 Main St #4', '10 Main Street Apt 4', true],
    ['10 Main St Unit 4', '10 MAIN ST APT. 4', true],
    ['800 First Ave', '800 1st Avenue', true],
    ['123 main street', '123 NW MAIN ST', false],
    ['10 Main St Unit 102', '10 Main St UNIT 10', false],
  ])('%j and %j have the same full form: %s', (a, b, same) => {
    expect(normaliseStreetAddress(a).full === normaliseStreetAddress(b).full).toBe(same);
  });
});

describe('parseStreetAddress', () => {
  it('names every part', () => {
    expect(parseStreetAddress('1024 Southeast Morrison Street North', 'Apt. 4')).toEqual({
      houseNumber: '1024',
      preDirectional: 'SE',
      name: 'MORRISON',
      suffix: 'ST',
      postDirectional: 'N',
      unit: '4',
    });
  });
});
