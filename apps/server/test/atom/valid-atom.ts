import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { validateXML } from 'xmllint-wasm';

const GRAMMAR = readFileSync(new URL('./atom-required.rng', import.meta.url), 'utf8');

/**
 * Parses the feed with libxml2 (xmllint-wasm: the reference C parser, as the ORESTAR export's
 * tests use it) and checks it against the RELAX NG grammar of what RFC 4287 requires, showing
 * libxml2's errors if it fails.
 */
export async function expectValidAtom(xml: string) {
  const result = await validateXML({
    xml: [{ fileName: 'feed.atom', contents: xml }],
    schema: [{ fileName: 'atom-required.rng', contents: GRAMMAR }],
    extension: 'relaxng',
  });
  expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
  expect(result.valid).toBe(true);
}

/** Every text of the named element, in document order (the document was validated first). */
export const textsOf = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map(
    (match) => match[1] ?? '',
  );
