import type { Database } from '@portal/db';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { payableElection } from '../payment-fixtures';

/** A valid request and who sends it, as the contract test's examples are (`ContractRequest`). */
interface PaymentRequest {
  as: 'government' | 'campaign' | null;
  request: InjectOptions;
}

/** The runs the payment examples name: one approved, one draft to approve, one to delete. */
export interface PaymentRunFixtures {
  approvedRunId: number;
  draftRunId: number;
  deletableRunId: number;
}

/** Makes the election, its matches and the three runs, as the government admin. */
export async function paymentRunFixtures(
  send: (request: InjectOptions) => Promise<LightMyRequestResponse>,
  db: Database,
  owner: { governmentId: number; campaignId: number },
): Promise<PaymentRunFixtures> {
  await payableElection(send, db, owner);
  const open = async () => {
    const answer = await send({
      method: 'POST',
      url: '/payment-runs',
      payload: { governmentId: owner.governmentId, cutoffDate: '2024-06-30' },
    });
    if (answer.statusCode !== 201) throw new Error(`open: ${answer.statusCode} ${answer.body}`);
    return Number(answer.json<{ id: number }>().id);
  };
  const approvedRunId = await open();
  const approved = await send({ method: 'POST', url: `/payment-runs/${approvedRunId}/approve` });
  if (approved.statusCode !== 200) throw new Error(`approve: ${approved.body}`);
  return { approvedRunId, draftRunId: await open(), deletableRunId: await open() };
}

const json = (method: InjectOptions['method'], url: string, payload?: object): InjectOptions => ({
  method,
  url,
  ...(payload ? { payload } : {}),
  headers: { accept: 'application/json' },
});

/** A request per payments operation that the server should answer with success. */
export function paymentRequests(f: {
  governmentId: number;
  campaignId: number;
  payments: PaymentRunFixtures;
}): Record<string, PaymentRequest> {
  const { approvedRunId, draftRunId, deletableRunId } = f.payments;
  return {
    'POST /payment-runs': {
      as: 'government',
      request: json('POST', '/payment-runs', {
        governmentId: f.governmentId,
        cutoffDate: '2024-06-30',
      }),
    },
    'GET /payment-runs': {
      as: 'government',
      request: json('GET', `/payment-runs?governmentId=${f.governmentId}`),
    },
    'GET /payment-runs/{id}': {
      as: 'government',
      request: json('GET', `/payment-runs/${approvedRunId}`),
    },
    'POST /payment-runs/{id}/approve': {
      as: 'government',
      request: json('POST', `/payment-runs/${draftRunId}/approve`),
    },
    'DELETE /payment-runs/{id}': {
      as: 'government',
      request: json('DELETE', `/payment-runs/${deletableRunId}`),
    },
    'GET /payment-runs/{id}/payments.csv': {
      as: 'government',
      request: json('GET', `/payment-runs/${approvedRunId}/payments.csv`),
    },
    'GET /payment-runs/{id}/statements/{campaignId}.csv': {
      as: 'campaign',
      request: json('GET', `/payment-runs/${approvedRunId}/statements/${f.campaignId}.csv`),
    },
    'GET /open-data/payments.csv': {
      as: null,
      request: json('GET', `/open-data/payments.csv?governmentId=${f.governmentId}`),
    },
    'GET /open-data/payments.json': {
      as: null,
      request: json('GET', `/open-data/payments.json?governmentId=${f.governmentId}`),
    },
  };
}
