import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstPrototypeKey, firstUnknownKey, unknownKeyMessage } from './known-keys';

const listInput = z
  .object({
    campaignId: z.number().optional(),
    filter: z.object({ from: z.string(), status: z.string() }).nullish(),
    rows: z.array(z.object({ amount: z.number() })).optional(),
    tags: z.record(z.string(), z.unknown()).optional(),
  })
  .transform((input) => input);
const recordId = z.object({ id: z.number() });
const either = z.union([z.object({ email: z.string() }), z.object({ code: z.string() })]);
const preprocessed = z.preprocess((value) => value, z.object({ name: z.string() }));

describe('firstUnknownKey', () => {
  it.each([
    ['every key read', [listInput], { campaignId: 1, filter: { status: 'all' } }, null],
    ['a typo at the top', [listInput], { campaignID: 1 }, 'campaignID'],
    ['a typo in a nested object', [listInput], { filter: { stauts: 'x' } }, 'filter.stauts'],
    ['a typo in a list item', [listInput], { rows: [{ amount: 1 }, { amout: 2 }] }, 'rows.1.amout'],
    ['any key of a record', [listInput], { tags: { anything: 1 } }, null],
    ['null where an object may be', [listInput], { filter: null }, null],
    ['the documented currentUserId at the top', [listInput], { currentUserId: 3 }, null],
    [
      'currentUserId below the top',
      [listInput],
      { filter: { currentUserId: 3 } },
      'filter.currentUserId',
    ],
    ['keys of two merged inputs', [recordId, listInput], { id: 1, campaignId: 2 }, null],
    ['a key of neither merged input', [recordId, listInput], { id: 1, ids: 2 }, 'ids'],
    ['a key of either union member', [either], { code: 'x' }, null],
    ['a key of no union member', [either], { token: 'x' }, 'token'],
    ['a key behind a preprocess step', [preprocessed], { nmae: 'x' }, 'nmae'],
    ['a call without input, sent a key', [], { id: 1 }, 'id'],
    ['a call without input, sent nothing', [], undefined, null],
    ['a __proto__ key', [listInput], JSON.parse('{"__proto__":1}'), '__proto__'],
    ['constructor', [recordId], { id: 1, constructor: 1 }, 'constructor'],
    ['a loose object reads any key', [z.looseObject({ a: z.string() })], { b: 1 }, null],
  ])('%s', (_case, schemas, input, unknownPath) => {
    expect(firstUnknownKey(schemas, input)?.path.join('.') ?? null).toBe(unknownPath);
  });
});

describe('unknownKeyMessage', () => {
  it.each([
    [{ campaignID: 1 }, 'Unknown field "campaignID": did you mean "campaignId"?'],
    [{ campaign_id: 1 }, 'Unknown field "campaign_id": did you mean "campaignId"?'],
    [{ filter: { stauts: 'x' } }, 'Unknown field "filter.stauts": did you mean "status"?'],
    [{ minAmount: 1 }, 'Unknown field "minAmount": this call does not read it'],
    [{ constructor: 1 }, 'The field "constructor" is not allowed: no call reads it'],
  ])('%j: %s', (input, message) => {
    const found = firstUnknownKey([listInput], input);
    expect(found && unknownKeyMessage(found)).toBe(message);
  });
});

describe('firstPrototypeKey', () => {
  it.each([
    ['{"a":{"b":[{"c":1}]}}', null],
    ['{"a":{"__proto__":{"x":1}}}', 'a.__proto__'],
    ['{"list":[{"constructor":{"prototype":{}}}]}', 'list.0.constructor'],
    ['{"prototype":1}', 'prototype'],
  ])('%s', (json, path) => {
    expect(firstPrototypeKey(JSON.parse(json))?.path.join('.') ?? null).toBe(path);
  });
});
