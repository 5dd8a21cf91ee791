import { openDataPaymentSchema } from '@portal/api/payments';
import { z } from 'zod';
import { jsonSchemaOf } from './json-schema';
import { CSV_TEXT, type OperationDocs } from './operation';

const RUN_ID = { id: 'runId' };

const RUN_DESCRIPTION =
  'Money is in whole cents (`...Cents`), days are `YYYY-MM-DD` (Pacific time). A line per campaign: ' +
  'the matches paid (`matchedCents`), those held back by reason (`not_qualified`, `out_of_compliance`, ' +
  '`pending_review`, `cap_reached`), the offsets deducted, what is left of the office cap, the amount ' +
  'sent and any balance the campaign owes back.';

/** Payment runs for scripts (government admins only) and the public payment record. */
export const paymentOperationDocs: OperationDocs = {
  'POST /payment-runs': {
    summary: 'Open a draft payment run up to a cut-off date',
    description: `${RUN_DESCRIPTION} Nothing is paid until the run is approved.`,
    tag: 'Payments',
    procedure: 'paymentRuns.open',
    signedIn: true,
    errors: [400, 401, 403, 412, 503],
  },
  'GET /payment-runs': {
    summary: "The government's payment runs, newest first",
    tag: 'Payments',
    procedure: 'paymentRuns.list',
    input: 'query',
    signedIn: true,
    errors: [400, 401, 403, 503],
  },
  'GET /payment-runs/:id': {
    summary: 'A payment run with its line per campaign',
    description: RUN_DESCRIPTION,
    tag: 'Payments',
    procedure: 'paymentRuns.get',
    pathFields: RUN_ID,
    input: 'none',
    signedIn: true,
    errors: [400, 401, 403, 404, 503],
  },
  'POST /payment-runs/:id/approve': {
    summary: 'Approve a draft run: its matches are paid, once',
    description:
      'One transaction marks each match the run pays as paid by it. 409 when the run is approved ' +
      'already, when another run was approved after it was opened, when one of its matches changed ' +
      'since, or when another run paid one of its matches.',
    tag: 'Payments',
    procedure: 'paymentRuns.approve',
    pathFields: RUN_ID,
    input: 'none',
    signedIn: true,
    errors: [400, 401, 403, 404, 409, 503],
  },
  'DELETE /payment-runs/:id': {
    summary: 'Delete a draft run (409 for an approved one)',
    tag: 'Payments',
    procedure: 'paymentRuns.delete',
    pathFields: RUN_ID,
    input: 'none',
    signedIn: true,
    errors: [400, 401, 403, 404, 409, 503],
  },
  'GET /payment-runs/:id/payments.csv': {
    summary: "The treasury's payment file of an approved run (CSV)",
    description:
      'Columns: campaign, committee_id, payee_reference, amount (dollars, two decimals), run_id, ' +
      'date (the payment day). 409 for a draft.',
    tag: 'Payments',
    procedure: 'paymentRuns.get',
    pathFields: RUN_ID,
    input: 'none',
    signedIn: true,
    responseContent: CSV_TEXT,
    errors: [400, 401, 403, 404, 409, 503],
  },
  'GET /payment-runs/:id/statements/:campaignId.csv': {
    summary: "A campaign's statement of a run (CSV, streamed)",
    description:
      'Each match paid, each held back with its reason, each offset, with the running total and what ' +
      'is left of the cap. A campaign user reads only their own campaign (403 otherwise).',
    tag: 'Payments',
    procedure: 'paymentStatements.get',
    pathFields: RUN_ID,
    input: 'none',
    signedIn: true,
    responseContent: CSV_TEXT,
    errors: [400, 401, 403, 404, 503],
  },
  'GET /open-data/payments.csv': {
    summary: 'Public funds paid: every approved run’s amount per campaign, with the day (CSV)',
    description:
      'Money in dollars (two decimals), days `YYYY-MM-DD`; `/open-data/dictionary.json` names every ' +
      'column. No donor is named.',
    tag: 'Public data',
    procedure: 'payments.publicPayments',
    input: 'query',
    signedIn: false,
    responseContent: CSV_TEXT,
    errors: [400, 429, 503],
  },
  'GET /open-data/payments.json': {
    summary: 'Public funds paid: every approved run’s amount per campaign, with the day (JSON)',
    description: 'The rows of `/open-data/payments.csv` as a JSON array.',
    tag: 'Public data',
    procedure: 'payments.publicPayments',
    input: 'query',
    signedIn: false,
    responseContent: {
      'application/json': { schema: jsonSchemaOf(z.array(openDataPaymentSchema), 'output') },
    },
    errors: [400, 429, 503],
  },
};
