import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { validateXML } from 'xmllint-wasm';

const XSD = readFileSync(
  new URL('../../src/records/exports/orestar/campaign-finance-transactions.xsd', import.meta.url),
  'utf8',
);

/** Asserts the document validates against the ORESTAR schema, showing libxml2's errors if not. */
export async function expectValidOrestar(xml: string) {
  const result = await validateXML({
    xml: [{ fileName: 'export.xml', contents: xml }],
    schema: [{ fileName: 'campaign-finance-transactions.xsd', contents: XSD }],
  });
  expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
  expect(result.valid).toBe(true);
}
