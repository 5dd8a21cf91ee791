import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAlertFixtures } from './contract/alert-fixtures';
import { answerChecker, type OpenApiDocument, type OperationDoc } from './contract/answer-check';
import { paymentRunFixtures } from './contract/payment-requests';
import {
  type ContractFixtures,
  type ContractRequest,
  validRequests,
} from './contract/valid-requests';
import { latestCodeSentTo } from './harness';
import { CAMPAIGN_ADMIN, GOVERNMENT_ADMIN, useTestWorld } from './test-world';

/**
 * The contract test: it reads the OpenAPI document the server publishes and, for every operation
 * in it, sends a valid request and a bounded, seeded set of generated invalid ones. Each answer's
 * status must be one the operation documents, and each JSON body must validate against the
 * schema documented for that status. A route without a schema, an undocumented status or an
 * answer that leaves its schema fails it.
 */
const world = useTestWorld({
  users: { government: GOVERNMENT_ADMIN, campaign: CAMPAIGN_ADMIN },
  setupTimeoutMs: 60_000,
});

const INVALID_REQUESTS_PER_OPERATION = 8;
const SEED = 20_261_207;

let document: OpenApiDocument;
let fixtures: ContractFixtures;

const send = (who: ContractRequest['as'], request: InjectOptions) => world.as(who, request);
const bodyOf = async (who: ContractRequest['as'], request: InjectOptions) => {
  const answer = await send(who, request);
  if (answer.statusCode >= 300)
    throw new Error(`${request.url}: ${answer.statusCode} ${answer.body}`);
  return answer.json<Record<string, unknown>>();
};

/** The records, codes and users the valid requests name. */
async function makeFixtures(): Promise<ContractFixtures> {
  const { contributionPayload, expenditurePayload } = await import('./campaign-staff-world');
  const contribution = await bodyOf('campaign', {
    method: 'POST',
    url: '/contributions/new',
    payload: contributionPayload(world.campaignId),
  });
  const expenditure = await bodyOf('campaign', {
    method: 'POST',
    url: '/expenditures/new',
    payload: expenditurePayload(world.campaignId),
  });
  await send('campaign', {
    method: 'POST',
    url: `/contributions/${contribution.id}/comments`,
    payload: {
      comment: 'Receipt attached.',
      attachment: { fileName: 'receipt.txt', contentType: 'text/plain', contentBase64: 'aGk=' },
    },
  });
  const read = await bodyOf('campaign', {
    method: 'GET',
    url: `/contributions/${contribution.id}`,
  });
  const comments = read.comments as { attachment: { id: number } | null }[];
  const token = await bodyOf('campaign', {
    method: 'POST',
    url: '/api-tokens',
    payload: { name: 'revoked by the contract test' },
  });
  const removable = await world.addUser('removable@example.org', 'removable-password-1');
  const signInEmail = 'signin@example.org';
  const signInPassword = 'signin-password-1';
  await world.addUser(signInEmail, signInPassword);
  await bodyOf('campaign', {
    method: 'POST',
    url: '/users/invite',
    payload: {
      campaignId: world.campaignId,
      email: 'fixture-invitee@example.org',
      firstName: 'Fix',
      lastName: 'Ture',
      role: 'campaign_staff',
    },
  });
  const waiting = await bodyOf('campaign', {
    method: 'POST',
    url: '/users/invite',
    payload: {
      campaignId: world.campaignId,
      email: 'still-invited@example.org',
      firstName: 'Still',
      lastName: 'Invited',
      role: 'campaign_staff',
    },
  });
  await send(null, {
    method: 'POST',
    url: '/users/send-password-reset-email',
    payload: { email: signInEmail },
  });
  const owner = { governmentId: world.governmentId, campaignId: world.campaignId };
  return {
    ...(await makeAlertFixtures(world.app, world.database.db, owner)),
    governmentId: world.governmentId,
    campaignId: world.campaignId,
    contributionId: Number(contribution.id),
    expenditureId: Number(expenditure.id),
    attachmentId: comments[0]?.attachment?.id ?? 0,
    apiTokenId: Number(token.id),
    permissionId: removable.permission.id,
    invitedUserId: Number(waiting.userId),
    invitationCode: await latestCodeSentTo(world.app, 'fixture-invitee@example.org'),
    resetCode: await latestCodeSentTo(world.app, signInEmail),
    signInEmail,
    signInPassword,
    payments: await paymentRunFixtures(
      (request) => send('government', request),
      world.database.db,
      world,
    ),
  };
}

beforeAll(async () => {
  document = (await world.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  fixtures = await makeFixtures();
}, 60_000);

/** Every operation as `METHOD /path`, writes that end access (sign-out, revocations) last. */
const operationKeys = () => {
  const keys = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const endsAccess = (key: string) =>
    key.startsWith('DELETE ') || key === 'PUT /users/password' || key === 'POST /users/logout';
  return [...keys.filter((key) => !endsAccess(key)), ...keys.filter(endsAccess)];
};

const operationOf = (key: string) => {
  const [method = '', path = ''] = key.split(' ');
  return document.paths[path]?.[method.toLowerCase()] as OperationDoc;
};

/** A JSON value of any shape, kept small: what a careless or hostile script might send. */
const anyJson = fc.jsonValue({ maxDepth: 2 });

/** Invalid variations of a valid request, as far as the operation takes input. */
function invalidVariations(key: string, valid: ContractRequest): fc.Arbitrary<ContractRequest> {
  const operation = operationOf(key);
  const { request } = valid;
  // An unknown query parameter: every route meets one sooner or later.
  const variations: fc.Arbitrary<ContractRequest>[] = [
    fc
      .tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.string({ maxLength: 8 }))
      .map(([name, value]) => {
        const url = new URL(String(request.url), 'http://portal.test');
        url.searchParams.set(`x${name}`, value);
        return { ...valid, request: { ...request, url: `${url.pathname}${url.search}` } };
      }),
  ];
  const body = request.payload;
  const isJsonBody = body !== undefined && !Buffer.isBuffer(body) && typeof body === 'object';
  if (operation.security.length > 0) variations.push(fc.constant({ as: null, request }));
  if (isJsonBody) {
    const fields = Object.keys(body as object);
    variations.push(
      anyJson.map((payload) => ({ ...valid, request: { ...request, payload: payload as object } })),
    );
    if (fields.length > 0) {
      variations.push(
        fc.tuple(fc.constantFrom(...fields), anyJson).map(([field, value]) => ({
          ...valid,
          request: { ...request, payload: { ...(body as object), [field]: value } },
        })),
        fc.constantFrom(...fields).map((field) => {
          const { [field]: _dropped, ...rest } = body as Record<string, unknown>;
          return { ...valid, request: { ...request, payload: rest } };
        }),
      );
    }
  }
  if (operation.requestBody)
    variations.push(
      fc.string({ maxLength: 40 }).map((text) => ({
        ...valid,
        request: {
          ...request,
          payload: text,
          headers: { ...request.headers, 'content-type': 'text/plain' },
        },
      })),
    );
  if (operation.parameters?.some((parameter) => parameter.in === 'path'))
    variations.push(
      fc.oneof(fc.integer(), fc.string({ minLength: 1, maxLength: 12 })).map((id) => ({
        ...valid,
        request: {
          ...request,
          url: String(request.url).replace(
            /\/\d+(?=\/|$|\?)/,
            `/${encodeURIComponent(String(id))}`,
          ),
        },
      })),
    );
  const queryNames = (operation.parameters ?? [])
    .filter((p) => p.in === 'query')
    .map((p) => p.name);
  if (queryNames.length > 0)
    variations.push(
      fc
        .tuple(fc.constantFrom(...queryNames), fc.string({ maxLength: 16 }))
        .map(([name, value]) => {
          const url = new URL(String(request.url), 'http://portal.test');
          url.searchParams.set(name, value);
          return { ...valid, request: { ...request, url: `${url.pathname}${url.search}` } };
        }),
    );
  return fc.oneof(...variations);
}

describe('the OpenAPI contract', () => {
  it('gives every JSON success answer a schema that says more than "an object"', () => {
    const bare: string[] = [];
    for (const key of operationKeys()) {
      for (const [status, response] of Object.entries(operationOf(key).responses)) {
        const schema = response.content?.['application/json']?.schema;
        if (status.startsWith('2') && schema && JSON.stringify(schema) === '{"type":"object"}')
          bare.push(`${key} ${status}`);
      }
    }
    expect(bare).toEqual([]);
  });

  it('answers every operation, valid or not, only as its document says', async () => {
    const examples = validRequests(fixtures);
    const check = answerChecker(document);
    const problems: string[] = [];
    const keys = operationKeys();
    expect(
      keys.filter((key) => !examples[key]),
      'operations without a valid example',
    ).toEqual([]);
    for (const key of keys) {
      const [method = '', path = ''] = key.split(' ');
      const valid = examples[key] as ContractRequest;
      const answer = await send(valid.as, valid.request);
      if (answer.statusCode >= 300)
        problems.push(
          `${key}: the valid example answered ${answer.statusCode} ${answer.body.slice(0, 200)}`,
        );
      problems.push(...check(method, path, answer));
      const invalid = fc.sample(invalidVariations(key, valid), {
        numRuns: INVALID_REQUESTS_PER_OPERATION,
        seed: SEED,
      });
      for (const variation of invalid)
        problems.push(...check(method, path, await send(variation.as, variation.request)));
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
