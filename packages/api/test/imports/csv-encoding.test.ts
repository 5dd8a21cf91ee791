import { Readable } from 'node:stream';
import { addressPoints, contributions, externalContributions, knownContributors } from '@portal/db';
import {
  ADDRESS_POINT_FILE_HEADER,
  KNOWN_CONTRIBUTOR_FILE_HEADER,
  type Office,
} from '@portal/domain';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { importAddressPoints } from '../../src/imports/address-points';
import { importExternalFilings } from '../../src/imports/external-contributions';
import { importKnownContributors } from '../../src/imports/known-contributors';
import { createOrganisations } from '../support/factories';
import { type Browser, useTestApi } from '../support/harness';

/**
 * Every CSV the portal reads is UTF-8. A file saved in another encoding (Excel's plain "CSV" is
 * Windows-1252) is refused naming its first bad line, where the reader used to store U+FFFD in
 * place of each accented letter; a UTF-8 file with a byte order mark is read as usual.
 */
const api = useTestApi();
let governmentId = 0;
let campaignId = 0;
let campaignStaff: Browser;

beforeAll(async () => {
  const people = await createOrganisations(api.handle.db);
  governmentId = people.government.id;
  campaignId = people.campaign.id;
  campaignStaff = await api.signIn(people.campaignStaff);
});

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The lines as a file in Windows-1252 (é, ’ and the other letters as single bytes). */
const windows1252 = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
const utf8WithBom = (lines: string[]) =>
  Buffer.concat([UTF8_BOM, Buffer.from(`${lines.join('\r\n')}\r\n`)]);

/** The file as an upload delivers it: chunks that split rows and characters anywhere. */
const chunked = (bytes: Buffer, size = 7) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) =>
      bytes.subarray(index * size, (index + 1) * size),
    ),
  );

const rowsIn = async (table: PgTable) =>
  (await api.handle.db.select({ rows: count() }).from(table))[0]?.rows ?? 0;

const NOT_UTF8_LINE_3 =
  'The file is not UTF-8: line 3 has characters in another encoding (Windows-1252 or Latin-1, as Excel\'s plain "CSV" saves them). Save it as UTF-8 ("CSV UTF-8" in Excel) and upload it again';

interface CsvImport {
  name: string;
  table: PgTable;
  /** A valid file whose third line holds an é. */
  lines: string[];
  load: (source: Readable) => Promise<{ ok: boolean }>;
}

const IMPORTS: CsvImport[] = [
  {
    name: 'the voter file',
    table: knownContributors,
    lines: [
      KNOWN_CONTRIBUTOR_FILE_HEADER,
      'enc-1,Ada,Lovelace,1 Main St,,Portland,OR,97201,,',
      'enc-2,José,Núñez,2 Main St,,Portland,OR,97202,,',
    ],
    load: (source) => importKnownContributors(api.handle.db, source, { skipBadRows: true }),
  },
  {
    name: 'the address points',
    table: addressPoints,
    lines: [
      `address_id,${ADDRESS_POINT_FILE_HEADER}`,
      'A1,3325,SE Taylor St,,97214,45.514923,-122.630109',
      'A2,820,N Killingsworth Café St,,97217,45.562580,-122.676710',
    ],
    load: (source) => importAddressPoints(api.handle.db, source, { skipBadRows: true }),
  },
  {
    name: 'the state export of filings',
    table: externalContributions,
    lines: [
      'Tran Id,Original Id,Tran Date,Tran Status,Filer,Contributor/Payee,Sub Type,Amount,Filer Id,Book Type,Addr Line1,Addr Line2,City,State,Zip',
      '9001,9001,03/02/2024,Original,Friends of Pat Lee,Okafor Grace,Cash Contribution,500.00,21345,Individual,3325 SE Taylor St,,Portland,OR,97214',
      '9002,9002,03/03/2024,Original,Friends of Pat Lee,Zoë Müller,Cash Contribution,25.00,21345,Individual,12 NW 1st Ave,,Portland,OR,97209',
    ],
    load: (source) =>
      importExternalFilings(api.handle.db, source, {
        governmentId,
        offices: new Map<string, Office>([['21345', 'Mayor']]),
        skipBadRows: true,
      }),
  },
];

describe.each(IMPORTS)('$name', ({ table, lines, load }) => {
  it('in Windows-1252 is refused naming the line, and nothing is stored', async () => {
    const before = await rowsIn(table);
    await expect(load(chunked(windows1252(lines)))).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: NOT_UTF8_LINE_3,
    });
    expect(await rowsIn(table)).toBe(before);
  });

  it('in UTF-8 with a byte order mark is imported', async () => {
    const before = await rowsIn(table);
    await expect(load(chunked(utf8WithBom(lines)))).resolves.toMatchObject({ ok: true });
    expect(await rowsIn(table)).toBe(before + 2);
  });
});

describe('contributions.bulkImport of an uploaded file', () => {
  const BULK_LINES = [
    'date,type,subType,amount,oaeType,contributorType,firstName,lastName,name,address1,city,state,zip,paymentMethod',
    '2024-03-01,contribution,cash,12.34,matchable,individual,Ada,Lovelace,,1 Main St,Portland,OR,97201,cash',
    '2024-03-02,contribution,cash,20.00,matchable,individual,René,Côté,,2 Main St,Portland,OR,97202,cash',
  ];
  const upload = (fileName: string, csvText: Uint8Array) =>
    campaignStaff.call((caller) =>
      caller.contributions.bulkImport({ campaignId, fileName, contentType: null, csvText }),
    );

  it('in Windows-1252 is refused naming the line, and nothing is stored', async () => {
    const before = await rowsIn(contributions);
    expect(await upload('march.csv', windows1252(BULK_LINES))).toEqual({
      ok: false,
      message: 'Could not upload CSV.',
      contributions: [],
      issues: [NOT_UTF8_LINE_3],
    });
    expect(await rowsIn(contributions)).toBe(before);
  });

  it('in UTF-8 with a byte order mark keeps its accents', async () => {
    const result = await upload('march.csv', utf8WithBom(BULK_LINES));
    expect(result).toMatchObject({ ok: true, contributions: [{}, { firstName: 'René' }] });
  });

  it('that is no CSV is refused for its type before its bytes are read as text', async () => {
    const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0xe2, 0xe3, 0xcf, 0xd3]);
    expect(await upload('receipt.pdf', pdf)).toMatchObject({ issues: ['Not a valid file type'] });
  });
});
