import type { RecordCollection } from '@portal/domain';
import { contributionInput, expenditureInput } from '../records/record-inputs';
import { DEFAULT_PASSWORD } from '../support/factories';
import type { Caller } from '../support/harness';
import {
  anySignedIn,
  campaignRead,
  campaignWrite,
  F,
  governmentAdminsOnly,
  type MatrixRow,
  N,
  narrowedList,
  outcomes,
  public_,
  recordRow,
  rowsOfGovernment,
  type Target,
  U,
} from './authorisation-rules';
import { paymentRows } from './payment-rows';

/** The procedures contributions and expenditures share, called alike in the matrix. */
const unknownCode = outcomes(N, N, N, N, N, N);
const unknownCodeForEveryone = { own: unknownCode, foreign: unknownCode };

interface RecordProcedures {
  create(input: object): Promise<unknown>;
  get(input: { id: number }): Promise<unknown>;
  update(input: { id: number; notes: string }): Promise<unknown>;
  archive(input: { id: number }): Promise<unknown>;
  comment(input: { id: number; comment: string }): Promise<unknown>;
  list(input: { campaignId: number }): Promise<unknown>;
  sync(input: { campaignId: number }): Promise<unknown>;
  exportCsv(input: { campaignId: number }): Promise<unknown>;
  exportXml(input: { campaignId: number; filerId: string }): Promise<unknown>;
  exportXmlStream(input: { campaignId: number; filerId: string }): Promise<unknown>;
}

/** The rows of the procedures contributions and expenditures share (one rule, one place). */
function sharedRecordRows(
  kind: RecordCollection,
  newRecordId: (target: Target) => Promise<number>,
  createInput: (campaignId: number) => object,
): Record<string, MatrixRow> {
  const of = (api: Caller) => api[kind] as unknown as RecordProcedures;
  return {
    [`${kind}.create`]: {
      call: (api, target) => of(api).create(createInput(target.campaignId)),
      ...campaignWrite,
    },
    [`${kind}.get`]: recordRow(async (api, target) =>
      of(api).get({ id: await newRecordId(target) }),
    ),
    [`${kind}.update`]: recordRow(
      async (api, target) => of(api).update({ id: await newRecordId(target), notes: 'checked' }),
      outcomes(U, 'ok', 'ok', N, F, 'ok'),
    ),
    // The government admin may archive: 'Archived' is one of its compliance choices.
    [`${kind}.archive`]: recordRow(async (api, target) =>
      of(api).archive({ id: await newRecordId(target) }),
    ),
    [`${kind}.comment`]: recordRow(async (api, target) =>
      of(api).comment({ id: await newRecordId(target), comment: 'Looks right' }),
    ),
    [`${kind}.list`]: {
      call: (api, target) => of(api).list({ campaignId: target.campaignId }),
      ...narrowedList,
    },
    [`${kind}.sync`]: {
      call: (api, target) => of(api).sync({ campaignId: target.campaignId }),
      ...narrowedList,
    },
    [`${kind}.exportCsv`]: {
      call: (api, target) => of(api).exportCsv({ campaignId: target.campaignId }),
      ...narrowedList,
    },
    [`${kind}.exportXml`]: {
      call: (api, target) => of(api).exportXml({ campaignId: target.campaignId, filerId: '4321' }),
      ...narrowedList,
    },
    [`${kind}.exportXmlStream`]: {
      call: (api, target) =>
        of(api).exportXmlStream({ campaignId: target.campaignId, filerId: '4321' }),
      ...narrowedList,
    },
  };
}

/** Every procedure of the router and what each caller gets on own and foreign targets. */
export const authorisationRows: Record<string, MatrixRow> = {
  'auth.login': {
    call: (api, target) => api.auth.login({ email: target.staffEmail, password: DEFAULT_PASSWORD }),
    ...public_,
    freshSession: true,
  },
  'auth.logout': { call: (api) => api.auth.logout(), ...public_, freshSession: true },
  'auth.me': { call: (api) => api.auth.me(), ...anySignedIn },
  // Everyone gets an answer: the caller, or null for nobody signed in.
  'auth.session': { call: (api) => api.auth.session(), ...public_ },
  'auth.invitation': {
    // The same answer for everyone: a made-up code is not found.
    call: (api) => api.auth.invitation({ invitationCode: 'made-up-code' }),
    own: outcomes(N, N, N, N, N, N),
    foreign: outcomes(N, N, N, N, N, N),
  },
  'auth.redeemInvite': {
    call: (api) => api.auth.redeemInvite({ invitationCode: 'made-up', password: 'long-enough' }),
    ...public_,
  },
  'auth.sendPasswordResetEmail': {
    call: (api, target) => api.auth.sendPasswordResetEmail({ email: target.staffEmail }),
    ...public_,
  },
  'auth.resetPassword': {
    call: (api) => api.auth.resetPassword({ invitationCode: 'made-up', password: 'long-enough' }),
    ...public_,
  },
  'auth.updatePassword': {
    call: (api) =>
      api.auth.updatePassword({ currentPassword: 'not-the-password', newPassword: 'long-enough' }),
    ...anySignedIn,
  },
  // A government's public figures: anyone may read them.
  ...rowsOfGovernment(
    {
      'dashboard.campaigns': (api, governmentId) => api.dashboard.campaigns({ governmentId }),
      'dashboard.view': (api, governmentId) => api.dashboard.view({ governmentId }),
      'dashboard.map': (api, governmentId) => api.dashboard.map({ governmentId }),
      'dashboard.contributionsGeo': (api, governmentId) =>
        api.dashboard.contributionsGeo({ governmentId }),
      'dashboard.externalContributionsGeo': (api, governmentId) =>
        api.dashboard.externalContributionsGeo({ governmentId }),
      'openData.freshness': (api, governmentId) => api.openData.freshness({ governmentId }),
      'openData.campaigns': (api, governmentId) => api.openData.campaigns({ governmentId }),
      'openData.contributions': (api, governmentId) => api.openData.contributions({ governmentId }),
    },
    public_,
  ),
  'dashboard.config': { call: (api) => api.dashboard.config(), ...public_ },
  // A campaign's public page, and pages side by side: anyone may read them.
  'campaignPages.get': {
    call: (api, target) =>
      api.campaignPages.get({ governmentId: target.governmentId, campaignId: target.campaignId }),
    ...public_,
  },
  'campaignPages.download': {
    call: (api, target) =>
      api.campaignPages.download({
        governmentId: target.governmentId,
        campaignId: target.campaignId,
      }),
    ...public_,
  },
  'campaignPages.compare': {
    call: (api, target) =>
      api.campaignPages.compare({
        governmentId: target.governmentId,
        campaignIds: [target.campaignId],
      }),
    ...public_,
  },
  'feeds.programme': {
    call: (api, target) => api.feeds.programme({ governmentId: target.governmentId }),
    ...public_,
  },
  'feeds.campaign': {
    call: (api, target) => api.feeds.campaign({ id: target.campaignId }),
    ...public_,
  },
  'alerts.subscribe': {
    call: (api, target) =>
      api.alerts.subscribe({
        email: `follower${Math.random().toString(36).slice(2)}@example.org`,
        campaignId: target.campaignId,
      }),
    ...public_,
  },
  // Whoever asks, a code nobody was sent is not found: the calls need no sign-in.
  'alerts.confirm': {
    call: (api) => api.alerts.confirm({ code: 'x'.repeat(43) }),
    ...unknownCodeForEveryone,
  },
  'alerts.unsubscribe': {
    call: (api) => api.alerts.unsubscribe({ code: 'x'.repeat(43) }),
    ...unknownCodeForEveryone,
  },
  'users.invite': {
    call: (api, target) =>
      api.users.invite({
        email: `invitee${Math.random().toString(36).slice(2)}@example.org`,
        firstName: 'New',
        lastName: 'Person',
        role: 'campaign_staff',
        campaignId: target.campaignId,
      }),
    // Government admins invite government admins; campaign users are invited by campaign admins.
    own: outcomes(U, F, 'ok', F, F, F),
    foreign: outcomes(U, F, F, F, F, F),
  },
  'users.resendInvite': {
    call: async (api, target) =>
      api.users.resendInvite({ userId: (await target.staffPermission()).userId }),
    own: outcomes(U, F, 'ok', N, 'ok', 'ok'),
    foreign: outcomes(U, F, N, N, N, N),
  },
  'users.list': {
    call: (api, target) => api.users.list({ campaignId: target.campaignId }),
    own: outcomes(U, 'ok', 'ok', F, 'ok', 'ok'),
    foreign: outcomes(U, F, F, F, F, F),
  },
  'users.removePermission': {
    call: async (api, target) =>
      api.users.removePermission({
        permissionId: (await target.staffPermission()).permissionId,
      }),
    own: outcomes(U, F, 'ok', N, 'ok', 'ok'),
    foreign: outcomes(U, F, N, N, N, N),
  },
  // Government-wide work: its own admins only.
  ...rowsOfGovernment(
    {
      'campaigns.list': (api, governmentId) => api.campaigns.list({ governmentId }),
      'geocoding.status': (api, governmentId) => api.geocoding.status({ governmentId }),
      'geocoding.retry': (api, governmentId) => api.geocoding.retry({ governmentId }),
    },
    governmentAdminsOnly,
  ),
  'campaigns.create': {
    call: (api, target) =>
      api.campaigns.create({
        governmentId: target.governmentId,
        name: `Matrix ${Math.random().toString(36).slice(2)} 2028`,
        officeSought: 'Auditor',
        email: `matrix${Math.random().toString(36).slice(2)}@example.org`,
        firstName: 'Max',
        lastName: 'Trix',
      }),
    ...governmentAdminsOnly,
  },
  'campaigns.rename': {
    call: (api, target) =>
      api.campaigns.rename({
        governmentId: target.governmentId,
        campaignId: target.campaignId,
        newName: `Renamed ${Math.random().toString(36).slice(2)} 2028`,
      }),
    ...governmentAdminsOnly,
  },
  'campaigns.assume': {
    call: (api, target) => api.campaigns.assume({ campaignId: target.campaignId }),
    own: outcomes(U, F, F, F, 'ok', 'ok'),
    foreign: outcomes(U, F, F, F, N, N),
    freshSession: true,
  },
  'campaigns.stopAssuming': {
    call: (api) => api.campaigns.stopAssuming(),
    own: outcomes(U, F, F, F, 'ok', 'ok'),
    foreign: outcomes(U, F, F, F, 'ok', 'ok'),
    freshSession: true,
  },
  'summary.get': {
    call: (api, target) => api.summary.get({ campaignId: target.campaignId }),
    ...campaignRead,
  },
  'search.records': { call: (api) => api.search.records({ query: 'Lovelace' }), ...anySignedIn },
  'addresses.suggest': {
    call: (api) => api.addresses.suggest({ query: '1 Main' }),
    ...anySignedIn,
  },
  'contributions.bulkImport': {
    call: (api, target) =>
      api.contributions.bulkImport({
        campaignId: target.campaignId,
        fileName: 'one.csv',
        csvText: 'date,type\n',
      }),
    ...campaignWrite,
  },
  ...sharedRecordRows('contributions', (target) => target.contributionId(), contributionInput),
  ...sharedRecordRows('expenditures', (target) => target.expenditureId(), expenditureInput),
  'activities.list': {
    call: (api, target) => api.activities.list({ campaignId: target.campaignId }),
    ...narrowedList,
  },
  'activities.attachment': recordRow((api, target) =>
    api.activities.attachment({ id: target.attachmentId }),
  ),
  'matching.get': recordRow(
    async (api, target) => api.matching.get({ id: await target.contributionId() }),
    outcomes(U, F, F, N, 'ok', F),
  ),
  'matching.choose': recordRow(
    async (api, target) =>
      api.matching.choose({ id: await target.contributionId(), matchId: 'none' }),
    outcomes(U, F, F, N, 'ok', F),
  ),
  'matching.computation': recordRow(
    async (api, target) => api.matching.computation({ id: await target.contributionId() }),
    outcomes(U, F, F, N, 'ok', F),
  ),
  'matching.contributionWarnings': recordRow(async (api, target) =>
    api.matching.contributionWarnings({ id: await target.contributionId() }),
  ),
  'matching.campaignProgress': {
    call: (api, target) => api.matching.campaignProgress({ campaignId: target.campaignId }),
    ...campaignRead,
  },
  'externalContributions.import': {
    // An empty file is a valid stream, so the government check is what answers.
    call: (api, target) =>
      api.externalContributions.import({
        governmentId: target.governmentId,
        file: (async function* () {})(),
      }),
    ...governmentAdminsOnly,
  },
  'apiTokens.create': {
    call: (api) => api.apiTokens.create({ name: 'matrix script' }),
    ...anySignedIn,
  },
  'apiTokens.list': { call: (api) => api.apiTokens.list(), ...anySignedIn },
  'apiTokens.revoke': {
    // Nobody's token, or another user's: not found either way.
    call: (api) => api.apiTokens.revoke({ id: 2_147_483_647 }),
    own: outcomes(U, N, N, N, N, N),
    foreign: outcomes(U, N, N, N, N, N),
  },
  'knownContributors.import': {
    call: (api) => api.knownContributors.import({ file: null as never }),
    own: outcomes(U, F, F, F, 'ok', 'ok'),
    foreign: outcomes(U, F, F, F, 'ok', 'ok'),
  },
  ...paymentRows,
};
