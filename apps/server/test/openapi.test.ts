import type { DatabaseHandle } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { validate } from '@readme/openapi-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../src/build-app';
import { registeredRestRoutes } from '../src/rest';
import { buildTestApp } from './harness';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Operation = {
  operationId: string;
  parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, unknown>;
  security: unknown[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const documentOf = async () => {
  const response = await app.inject({ method: 'GET', url: '/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/json');
  return response.json<Document>();
};

/** `GET /contributions/{id}` in the document is `GET /contributions/:id` in Fastify's table. */
const documentedRoutes = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map(
      (method) => `${method.toUpperCase()} ${path.replace(/\{([A-Za-z]+)\}/g, ':$1')}`,
    ),
  );

/**
 * What the server answers that is no REST call: tRPC (described by the AppRouter types), the
 * portal's pages and files, the health probe, the development outbox and these docs themselves.
 */
const isOutsideTheDocument = (method: string, url: string) =>
  method === 'HEAD' ||
  // CORS preflights of the public read routes: HTTP plumbing browsers send, not a call.
  method === 'OPTIONS' ||
  url.startsWith('/trpc') ||
  url.startsWith('/dev/') ||
  url.includes('*') ||
  ['/', '/health', '/openapi.json', '/api-docs'].includes(url);

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await documentOf();
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('describes every registered REST route and nothing else', async () => {
    const registered = routesOf(app)
      .filter(({ method, url }) => !isOutsideTheDocument(method, url))
      .map(({ method, url }) => `${method} ${url}`);
    expect(registered.length).toBeGreaterThan(30);
    expect(documentedRoutes(await documentOf()).sort()).toEqual([...new Set(registered)].sort());
  });

  it("answers each RestRoute's documented success status", async () => {
    const document = await documentOf();
    for (const route of registeredRestRoutes) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(Object.keys(operation?.responses ?? {}), `${route.method} ${route.url}`).toContain(
        String(route.successStatus),
      );
    }
  });

  it("takes bodies and parameters from the procedures' own schemas", async () => {
    const { paths } = await documentOf();
    const update = paths['/contributions/{id}']?.put;
    const updateBody = update?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(updateBody?.properties as object)).toEqual(
      expect.arrayContaining(['amount', 'status', 'version']),
    );
    // The id travels in the path, not in the body.
    expect(updateBody?.properties).not.toHaveProperty('id');
    expect(update?.parameters?.map((parameter) => parameter.name)).toEqual(['id', 'If-Match']);
    expect(Object.keys(update?.responses ?? {})).toEqual(
      expect.arrayContaining(['204', '400', '401', '403', '404', '409', '412']),
    );
    expect(
      paths['/matches']?.post?.requestBody?.content['application/json']?.schema?.properties,
    ).toHaveProperty('contributionId');
    const financing = paths['/open-data/campaigns.csv']?.get?.parameters?.find(
      (parameter) => parameter.name === 'financing',
    );
    expect(financing?.schema.enum).toEqual(['public', 'private', 'all']);
    expect(paths['/open-data/campaigns.json']?.get?.responses).toHaveProperty('304');
  });

  it('types answers, lists choices and statuses as a generated client needs them', async () => {
    const { paths } = await documentOf();
    const json = (operation: Operation | undefined, status: string) =>
      (
        operation?.responses[status] as
          | { content: Record<string, { schema: Record<string, unknown> }> }
          | undefined
      )?.content['application/json']?.schema as {
        properties: Record<string, Record<string, unknown>>;
        required: string[];
      };
    const created = json(paths['/contributions/new']?.post, '201');
    expect(created.properties.id).toMatchObject({ type: 'integer' });
    expect(created.required).toContain('id');
    expect(created.properties.oaeType?.enum).toEqual(expect.arrayContaining(['matchable']));
    const createBody = paths['/contributions/new']?.post?.requestBody?.content['application/json']
      ?.schema as { properties: Record<string, Record<string, unknown>> };
    expect(createBody.properties.paymentMethod?.enum).toEqual(
      expect.arrayContaining(['cash', 'check', null]),
    );
    expect(createBody.properties.date?.format).toBe('date');
    const list = paths['/contributions']?.post;
    const listBody = list?.requestBody?.content['application/json']?.schema as {
      properties: Record<string, Record<string, unknown>>;
      required?: string[];
    };
    expect(listBody.required ?? []).not.toContain('filerId');
    expect(listBody.properties.perPage?.enum).toEqual([50, 100, 150]);
    expect(Object.keys(list?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '401', '403', '413', '415', '429', '503']),
    );
    expect(
      paths['/contributions/{id}']?.put?.requestBody?.content['application/json']?.schema,
    ).not.toHaveProperty('properties.ifMatch');
  });

  it('marks signed-in calls with the cookie session or a bearer token, public ones with none', async () => {
    const { paths } = await documentOf();
    expect(paths['/me']?.get?.security).toEqual([{ sessionCookie: [] }, { bearerAuth: [] }]);
    expect(paths['/users/login']?.post?.security).toEqual([]);
    expect(paths['/contributionsgeo']?.get?.security).toEqual([]);
  });
});

describe('GET /api-docs', () => {
  it('is a readable page of every operation in the document, even for a page load', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api-docs',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<h1>REST API reference</h1>');
    expect(response.body).not.toContain('<script');
    const document = await documentOf();
    for (const operations of Object.values(document.paths))
      for (const operation of Object.values(operations))
        expect(response.body).toContain(`id="op-${operation.operationId}"`);
    expect(response.body).toContain('<code>/open-data/contributions.csv</code>');
  });
});
