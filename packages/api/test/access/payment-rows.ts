import type { Caller } from '../support/harness';
import {
  everyone,
  F,
  governmentAdminsOnly,
  type MatrixRow,
  N,
  outcomes,
  rowsOfGovernment,
  type Target,
  U,
} from './authorisation-rules';

/** A run id no government has: who may ask is refused first, the others learn nothing. */
const NO_RUN = 2_147_483_647;

/** A campaign's payment records: its users and its government's admins; others are refused. */
const campaignPayments = {
  own: outcomes(U, 'ok', 'ok', F, 'ok', 'ok'),
  foreign: outcomes(U, F, F, F, F, F),
};

const settings = (governmentId: number) => ({
  governmentId,
  electionName: 'Matrix election',
  contributionsFrom: '2030-01-01',
  electionDate: '2030-11-05',
  offices: [{ office: 'Mayor' as const, capCents: 100_000, qualifyingContributions: 1 }],
  paymentDates: [],
});

const ofRun = (call: (api: Caller) => Promise<unknown>): MatrixRow => ({
  call,
  own: outcomes(U, F, F, F, N, N),
  foreign: outcomes(U, F, F, F, N, N),
});

/** The payments procedures' rows of the authorisation matrix. */
export const paymentRows: Record<string, MatrixRow> = {
  ...rowsOfGovernment(
    {
      'paymentSettings.list': (api, governmentId) => api.paymentSettings.list({ governmentId }),
      'paymentSettings.save': (api, governmentId) =>
        api.paymentSettings.save(settings(governmentId)),
      'payments.standings': (api, governmentId) => api.payments.standings({ governmentId }),
      'paymentRuns.list': (api, governmentId) => api.paymentRuns.list({ governmentId }),
      'paymentRuns.open': (api, governmentId) =>
        api.paymentRuns.open({ governmentId, cutoffDate: '2020-01-01' }),
    },
    governmentAdminsOnly,
  ),
  'paymentRuns.get': ofRun((api) => api.paymentRuns.get({ runId: NO_RUN })),
  'paymentRuns.approve': ofRun((api) => api.paymentRuns.approve({ runId: NO_RUN })),
  'paymentRuns.delete': ofRun((api) => api.paymentRuns.delete({ runId: NO_RUN })),
  'payments.standing': {
    call: (api: Caller, target: Target) => api.payments.standing({ campaignId: target.campaignId }),
    ...campaignPayments,
  },
  'paymentStatements.list': {
    call: (api: Caller, target: Target) =>
      api.paymentStatements.list({ campaignId: target.campaignId }),
    ...campaignPayments,
  },
  'paymentStatements.get': {
    call: (api: Caller, target: Target) =>
      api.paymentStatements.get({ campaignId: target.campaignId, runId: NO_RUN }),
    own: outcomes(U, N, N, F, N, N),
    foreign: outcomes(U, F, F, F, F, F),
  },
  'payments.savePayee': {
    call: (api: Caller, target: Target) =>
      api.payments.savePayee({
        campaignId: target.campaignId,
        committeeId: 'C-1',
        payeeReference: 'P-1',
      }),
    own: outcomes(U, F, F, F, 'ok', 'ok'),
    foreign: outcomes(U, F, F, F, N, N),
  },
  'payments.publicPayments': {
    call: (api: Caller, target: Target) =>
      api.payments.publicPayments({ governmentId: target.governmentId }),
    own: everyone,
    foreign: everyone,
  },
};
