import { readFileSync } from 'node:fs';
import { KNOWN_CONTRIBUTOR_FILE_HEADER } from '@portal/domain';
import type { InjectOptions } from 'fastify';
import { contributionPayload, expenditurePayload, multipartBody } from '../campaign-staff-world';
import { type AlertFixtures, alertRequests } from './alert-fixtures';
import { type PaymentRunFixtures, paymentRequests } from './payment-requests';

/** Who sends a request: the government admin, the campaign admin, or nobody signed in. */
export type Sender = 'government' | 'campaign' | null;

/** The records and codes the valid requests name, made before the walk. */
export interface ContractFixtures extends AlertFixtures {
  governmentId: number;
  campaignId: number;
  contributionId: number;
  expenditureId: number;
  attachmentId: number;
  apiTokenId: number;
  permissionId: number;
  invitedUserId: number;
  invitationCode: string;
  resetCode: string;
  signInEmail: string;
  signInPassword: string;
  payments: PaymentRunFixtures;
}

export interface ContractRequest {
  as: Sender;
  request: InjectOptions;
}

const ORESTAR_EXPORT = readFileSync(
  new URL('../../../../packages/api/test/imports/fixtures/orestar-export.csv', import.meta.url),
  'utf8',
);
const BULK_HEADER =
  'date,type,subType,amount,oaeType,contributorType,firstName,lastName,name,address1,city,state,zip,paymentMethod';
const BULK_ROW =
  '2024-03-01,contribution,cash,12.34,matchable,individual,Ada,Lovelace,,1 Main St,Portland,OR,97201,cash';
const csvFile = (name: string, body: string) => ({ field: 'file', name, type: 'text/csv', body });

const json = (method: string, url: string, payload?: object): InjectOptions => ({
  method: method as InjectOptions['method'],
  url,
  ...(payload ? { payload } : {}),
  headers: { accept: 'application/json' },
});
const multipart = (
  url: string,
  fields: Record<string, string>,
  file: ReturnType<typeof csvFile>,
) => ({
  method: 'POST' as const,
  url,
  ...multipartBody(fields, file),
});

/**
 * One request per documented operation that the server should answer with success, filed as
 * the document names operations (`POST /contributions/{id}/comments`). The contract test fails
 * for an operation without one, so a new route gets its example with its documentation.
 */
export function validRequests(f: ContractFixtures): Record<string, ContractRequest> {
  const campaign = { campaignId: f.campaignId };
  const openData = `governmentId=${f.governmentId}&financing=all&startDate=2024-01-01&endDate=2024-12-31`;
  return {
    'POST /users/login': {
      as: null,
      request: json('POST', '/users/login', { email: f.signInEmail, password: f.signInPassword }),
    },
    'POST /users/logout': { as: null, request: json('POST', '/users/logout') },
    'GET /me': { as: 'campaign', request: json('GET', '/me') },
    'POST /users/redeem-invite': {
      as: null,
      request: json('POST', '/users/redeem-invite', {
        invitationCode: f.invitationCode,
        password: 'a-long-enough-password-1',
      }),
    },
    'POST /users/send-password-reset-email': {
      as: null,
      request: json('POST', '/users/send-password-reset-email', { email: f.signInEmail }),
    },
    'POST /users/reset-password': {
      as: null,
      request: json('POST', '/users/reset-password', {
        invitationCode: f.resetCode,
        password: f.signInPassword,
      }),
    },
    'PUT /users/password': {
      as: 'campaign',
      request: json('PUT', '/users/password', {
        currentPassword: 'admin-password',
        newPassword: 'admin-password',
      }),
    },
    'POST /users/invite': {
      as: 'campaign',
      request: json('POST', '/users/invite', {
        ...campaign,
        email: 'contract-invitee@example.org',
        firstName: 'Con',
        lastName: 'Tract',
        role: 'campaign_staff',
      }),
    },
    'POST /users/resend-invite': {
      as: 'campaign',
      request: json('POST', '/users/resend-invite', { userId: f.invitedUserId }),
    },
    'POST /users': { as: 'campaign', request: json('POST', '/users', campaign) },
    'POST /api-tokens': {
      as: 'campaign',
      request: json('POST', '/api-tokens', { name: 'nightly' }),
    },
    'GET /api-tokens': { as: 'campaign', request: json('GET', '/api-tokens') },
    'DELETE /api-tokens/{id}': {
      as: 'campaign',
      request: json('DELETE', `/api-tokens/${f.apiTokenId}`),
    },
    'DELETE /permissions/{id}': {
      as: 'campaign',
      request: json('DELETE', `/permissions/${f.permissionId}`),
    },
    'POST /campaigns': {
      as: 'government',
      request: json('POST', '/campaigns', { governmentId: f.governmentId }),
    },
    'POST /campaigns/new': {
      as: 'government',
      request: json('POST', '/campaigns/new', {
        governmentId: f.governmentId,
        name: 'Contract Campaign 2024',
        officeSought: 'Mayor',
      }),
    },
    'POST /campaigns/update': {
      as: 'government',
      request: json('POST', '/campaigns/update', {
        governmentId: f.governmentId,
        campaignId: f.campaignId,
        newName: 'Renamed Campaign 2024',
      }),
    },
    'POST /summary': { as: 'campaign', request: json('POST', '/summary', campaign) },
    'POST /contributions/new': {
      as: 'campaign',
      request: json('POST', '/contributions/new', contributionPayload(f.campaignId)),
    },
    'GET /contributions/{id}': {
      as: 'campaign',
      request: json('GET', `/contributions/${f.contributionId}`),
    },
    'PUT /contributions/{id}': {
      as: 'campaign',
      request: json('PUT', `/contributions/${f.contributionId}`, { notes: 'checked' }),
    },
    'DELETE /contributions/{id}': {
      as: 'campaign',
      request: json('DELETE', `/contributions/${f.contributionId}`),
    },
    'POST /contributions/{id}/comments': {
      as: 'campaign',
      request: json('POST', `/contributions/${f.contributionId}/comments`, { comment: 'Seen.' }),
    },
    'GET /contributions': {
      as: 'campaign',
      request: json('GET', `/contributions?campaignId=${f.campaignId}&limit=10`),
    },
    'POST /contributions': {
      as: 'campaign',
      request: json('POST', '/contributions', { ...campaign, perPage: 100 }),
    },
    'GET /expenditures': {
      as: 'campaign',
      request: json('GET', `/expenditures?campaignId=${f.campaignId}&limit=10`),
    },
    'POST /expenditures/new': {
      as: 'campaign',
      request: json('POST', '/expenditures/new', expenditurePayload(f.campaignId)),
    },
    'GET /expenditures/{id}': {
      as: 'campaign',
      request: json('GET', `/expenditures/${f.expenditureId}`),
    },
    'PUT /expenditures/{id}': {
      as: 'campaign',
      request: json('PUT', `/expenditures/${f.expenditureId}`, { notes: 'checked' }),
    },
    'DELETE /expenditures/{id}': {
      as: 'campaign',
      request: json('DELETE', `/expenditures/${f.expenditureId}`),
    },
    'POST /expenditures/{id}/comments': {
      as: 'campaign',
      request: json('POST', `/expenditures/${f.expenditureId}/comments`, { comment: 'Seen.' }),
    },
    'POST /expenditures': {
      as: 'campaign',
      request: json('POST', '/expenditures', { ...campaign, format: 'xml', filerId: '12345' }),
    },
    'POST /activities': { as: 'campaign', request: json('POST', '/activities', campaign) },
    'GET /matches/{id}': { as: 'government', request: json('GET', `/matches/${f.contributionId}`) },
    'POST /matches': {
      as: 'government',
      request: json('POST', '/matches', { contributionId: f.contributionId, matchId: null }),
    },
    'GET /attachments/{id}': {
      as: 'campaign',
      request: json('GET', `/attachments/${f.attachmentId}`),
    },
    'POST /contributions/bulk-upload': {
      as: 'campaign',
      request: multipart(
        '/contributions/bulk-upload',
        { campaignId: String(f.campaignId) },
        csvFile('gifts.csv', `${BULK_HEADER}\n${BULK_ROW}\n`),
      ),
    },
    'GET /bulk-contributions.csv': { as: null, request: json('GET', '/bulk-contributions.csv') },
    'POST /known-contributors/import': {
      as: 'government',
      request: multipart(
        '/known-contributors/import',
        { skipBadRows: 'false' },
        csvFile(
          'voters.csv',
          `${KNOWN_CONTRIBUTOR_FILE_HEADER}\nc-1,Ada,Lovelace,1 Main St,,Portland,OR,97201,,\n`,
        ),
      ),
    },
    'POST /external-contributions/import': {
      as: 'government',
      request: multipart(
        '/external-contributions/import',
        {
          governmentId: String(f.governmentId),
          offices: JSON.stringify([
            { filerId: '21345', office: 'Mayor' },
            { filerId: '22918', office: 'Auditor' },
          ]),
        },
        csvFile('export.csv', ORESTAR_EXPORT),
      ),
    },
    'GET /contributionsgeo': {
      as: null,
      request: json('GET', `/contributionsgeo?governmentId=${f.governmentId}`),
    },
    'GET /external-contributionsgeo': {
      as: null,
      request: json('GET', `/external-contributionsgeo?governmentId=${f.governmentId}`),
    },
    'GET /open-data/campaigns.csv': {
      as: null,
      request: json('GET', `/open-data/campaigns.csv?${openData}`),
    },
    'GET /open-data/campaigns.json': {
      as: null,
      request: json('GET', `/open-data/campaigns.json?${openData}`),
    },
    'GET /open-data/contributions.csv': {
      as: null,
      request: json('GET', `/open-data/contributions.csv?${openData}`),
    },
    'GET /open-data/campaign/{id}.json': {
      as: null,
      request: json(
        'GET',
        `/open-data/campaign/${f.campaignId}.json?governmentId=${f.governmentId}`,
      ),
    },
    'GET /open-data/campaign/{id}.csv': {
      as: null,
      request: json(
        'GET',
        `/open-data/campaign/${f.campaignId}.csv?governmentId=${f.governmentId}`,
      ),
    },
    'GET /open-data/dictionary.json': {
      as: null,
      request: json('GET', '/open-data/dictionary.json'),
    },
    'GET /open-data/contributions.json': {
      as: null,
      request: json('GET', `/open-data/contributions.json?${openData}`),
    },
    ...alertRequests(f),
    ...paymentRequests(f),
  };
}
