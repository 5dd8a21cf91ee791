import { readFileSync } from 'node:fs';
import { KNOWN_CONTRIBUTOR_FILE_HEADER } from '@portal/domain';
import { multipartBody } from './campaign-staff-world';

/** One multipart route with a real, valid body for it, as its form in the portal sends it. */
export interface UploadRoute {
  name: string;
  /** Who may upload: the world's campaign staff member or government admin. */
  who: 'staff' | 'government';
  url: string;
  /** The whole body; a cut of it from `validFrom` on is still valid (only its last CR LF goes). */
  payload: Buffer;
  headers: Record<string, string>;
  validFrom: number;
  /** Where the file's content lies in the body. */
  content: { start: number; end: number };
  successStatus: number;
}

const BULK_CSV = [
  'date,type,subType,amount,oaeType,contributorType,firstName,lastName,name,address1,city,state,zip,paymentMethod',
  '2024-03-01,contribution,cash,12.34,matchable,individual,Ada,Lovelace,,1 Main St,Portland,OR,97201,cash',
  '2024-03-02,contribution,cash,20.00,matchable,individual,Alan,Turing,,2 Main St,Portland,OR,97202,cash',
  '2024-03-03,contribution,cash,5.00,matchable,individual,Grace,Hopper,,3 Main St,Portland,OR,97203,cash',
  '',
].join('\r\n');

const VOTER_FILE = [
  KNOWN_CONTRIBUTOR_FILE_HEADER,
  'cut-1,Ada,Lovelace,1 Main St,,Portland,OR,97201,,',
  'cut-2,Alan,Turing,2 Main St,Apt 3,Portland,OR,97202,1234,Multnomah',
  'cut-3,Grace,Hopper,3 Main St,,Portland,OR,97203,,',
  '',
].join('\n');

const ORESTAR_EXPORT = readFileSync(
  new URL('../../../packages/api/test/imports/fixtures/orestar-export.csv', import.meta.url),
);

/** A PDF's first bytes and some binary, as a receipt's scan would carry. */
const ATTACHMENT = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.from(Array.from({ length: 200 }, (_, index) => (index * 37) % 256)),
]);

function uploadRoute(
  name: string,
  who: UploadRoute['who'],
  url: string,
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; body: Buffer | string },
  successStatus: number,
): UploadRoute {
  const body = Buffer.from(file.body);
  const { payload, headers } = multipartBody(fields, { ...file, body });
  const start = payload.indexOf(body);
  return {
    name,
    who,
    url,
    payload,
    headers,
    validFrom: payload.lastIndexOf('--\r\n') + 2,
    content: { start, end: start + body.length },
    successStatus,
  };
}

/** A comment on a record of the kind with a PDF attached, as the record's page sends it. */
const commentRoute = (
  collection: 'contributions' | 'expenditures',
  id: number,
  comment: string,
  fileName: string,
) =>
  uploadRoute(
    `POST /${collection}/{id}/comments`,
    'staff',
    `/${collection}/${id}/comments`,
    { comment },
    { field: 'attachment', name: fileName, type: 'application/pdf', body: ATTACHMENT },
    204,
  );

/** Every route that reads a multipart body, each with a body its form would send. */
export function uploadRoutes(ids: {
  campaignId: number;
  governmentId: number;
  contributionId: number;
  expenditureId: number;
}): UploadRoute[] {
  return [
    uploadRoute(
      'POST /contributions/bulk-upload',
      'staff',
      '/contributions/bulk-upload',
      { campaignId: String(ids.campaignId) },
      { field: 'file', name: 'march.csv', type: 'text/csv', body: BULK_CSV },
      200,
    ),
    commentRoute('contributions', ids.contributionId, 'Receipt attached.', 'receipt.pdf'),
    commentRoute('expenditures', ids.expenditureId, 'Invoice attached.', 'invoice.pdf'),
    uploadRoute(
      'POST /known-contributors/import',
      'government',
      '/known-contributors/import',
      { skipBadRows: 'false' },
      { field: 'file', name: 'voters.csv', type: 'text/csv', body: VOTER_FILE },
      200,
    ),
    uploadRoute(
      'POST /external-contributions/import',
      'government',
      '/external-contributions/import',
      {
        governmentId: String(ids.governmentId),
        skipBadRows: 'false',
        offices: JSON.stringify([
          { filerId: '21345', office: 'Mayor' },
          { filerId: '22918', office: 'Auditor' },
        ]),
      },
      { field: 'file', name: 'export.csv', type: 'text/csv', body: ORESTAR_EXPORT },
      200,
    ),
  ];
}
