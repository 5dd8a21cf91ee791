import { describe, expect, it } from 'vitest';
import {
  findUtf8Fault,
  notUtf8BodyMessage,
  notUtf8FileMessage,
  type Utf8Fault,
  utf8Scanner,
} from './utf8';

/** Bytes from text pieces (as UTF-8) and byte values, in order. */
const bytes = (...pieces: (string | number[])[]): Uint8Array =>
  Uint8Array.from(
    pieces.flatMap((piece) => (typeof piece === 'string' ? [...Buffer.from(piece)] : piece)),
  );

const fault = (line: number, offset: number, looksLike: Utf8Fault['looksLike']): Utf8Fault => ({
  line,
  offset,
  looksLike,
});

const E_ACUTE_LATIN1 = [0xe9];
const RIGHT_QUOTE_WINDOWS = [0x92];

const CASES: [string, Uint8Array, Utf8Fault | null][] = [
  ['nothing', bytes(), null],
  ['ASCII lines', bytes('id,name\n1,Ada\n'), null],
  ['a UTF-8 byte order mark', bytes([0xef, 0xbb, 0xbf], 'id,name\n'), null],
  ['accents, CJK and an emoji', bytes('René,Zoë,Ñúñez,北京,😀\n'), null],
  ['the last code point, U+10FFFF', bytes([0xf4, 0x8f, 0xbf, 0xbf]), null],
  ['a real replacement character', bytes('a\uFFFDb'), null],
  ['a Latin-1 é on line 1', bytes('Ren', E_ACUTE_LATIN1, '\n'), fault(1, 3, 'windows-1252')],
  [
    'a Latin-1 é on line 3',
    bytes('id,name\n1,Ada\n2,Ren', E_ACUTE_LATIN1, ' Dupont\n'),
    fault(3, 19, 'windows-1252'),
  ],
  ['CR LF lines', bytes('a\r\nb\r\n', E_ACUTE_LATIN1), fault(3, 6, 'windows-1252')],
  ['lone CR lines', bytes('a\rb\r', E_ACUTE_LATIN1), fault(3, 4, 'windows-1252')],
  ['a Windows curly quote', bytes('don', RIGHT_QUOTE_WINDOWS, 't'), fault(1, 3, 'windows-1252')],
  ['a Latin-1 é ending the input', bytes('caf', E_ACUTE_LATIN1), fault(1, 3, 'windows-1252')],
  ['a Latin-1 © before a letter', bytes('a', [0xa9], 'b'), fault(1, 1, 'windows-1252')],
  ['a Latin-1 ÿ ending the input', bytes('a', [0xff]), fault(1, 1, 'windows-1252')],
  ['a UTF-16 little-endian file', bytes([0xff, 0xfe, 0x61, 0x00]), fault(1, 0, 'utf-16')],
  ['a UTF-16 big-endian file', bytes([0xfe, 0xff, 0x00, 0x61]), fault(1, 0, 'utf-16')],
  ['an overlong two-byte /', bytes('a\n', [0xc0, 0xaf]), fault(2, 2, null)],
  ['an overlong three-byte NUL', bytes([0xe0, 0x80, 0x80]), fault(1, 0, null)],
  ['a UTF-16 surrogate', bytes('x', [0xed, 0xa0, 0x80]), fault(1, 1, null)],
  ['past U+10FFFF', bytes([0xf4, 0x90, 0x80, 0x80]), fault(1, 0, null)],
  ['a character cut off at the end', bytes('a', [0xe2, 0x82]), fault(1, 1, null)],
  ['a character cut off by a new line', bytes([0xe2, 0x82], '\nb'), fault(1, 0, null)],
];

describe('findUtf8Fault', () => {
  it.each(CASES)('%s', (_what, input, expected) => {
    expect(findUtf8Fault(input)).toEqual(expected);
  });
});

describe('utf8Scanner', () => {
  const scanned = (chunks: Uint8Array[]) => {
    const scanner = utf8Scanner();
    for (const chunk of chunks) scanner.push(chunk);
    return scanner.end();
  };

  it.each(CASES)('%s, split at every byte, finds the same', (_what, input, expected) => {
    for (let cut = 0; cut <= input.length; cut += 1)
      expect(scanned([input.subarray(0, cut), input.subarray(cut)]), `cut at ${cut}`).toEqual(
        expected,
      );
    expect(scanned([...input].map((byte) => Uint8Array.of(byte)))).toEqual(expected);
  });

  it('keeps its first fault whatever comes after', () => {
    const scanner = utf8Scanner();
    expect(scanner.push(bytes('a', E_ACUTE_LATIN1, '\n'))).toEqual(fault(1, 1, 'windows-1252'));
    expect(scanner.push(bytes('\n\n', [0xff]))).toEqual(fault(1, 1, 'windows-1252'));
    expect(scanner.end()).toEqual(fault(1, 1, 'windows-1252'));
  });
});

describe('the refusals', () => {
  it.each([
    [fault(3, 19, 'windows-1252'), /line 3 .*Windows-1252.*Save it as UTF-8 \("CSV UTF-8"/],
    [fault(1, 0, 'utf-16'), /is UTF-16 text, not UTF-8\. Save it as UTF-8/],
    [fault(7, 90, null), /line 7 has bytes that are no UTF-8 character\. Save it as UTF-8/],
  ])('a file: %o', (given, message) => {
    expect(notUtf8FileMessage(given)).toMatch(message);
  });

  it('a request body names the line', () => {
    expect(notUtf8BodyMessage(fault(2, 14, 'windows-1252'))).toBe(
      'The request body is not valid UTF-8 (line 2): send it as UTF-8',
    );
  });
});

describe('findUtf8Fault and the platform decoder', () => {
  const decodes = (input: Uint8Array) => {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(input);
      return true;
    } catch {
      return false;
    }
  };

  it('agree on what is UTF-8, and the fault is the first bad byte, on seeded random bytes', () => {
    // A linear congruential generator: the same inputs on every run.
    let state = 20_240_301;
    const nextByte = () => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      const value = state >>> 16;
      // Half ASCII, half the bytes of multi-byte characters and worse.
      return value % 2 === 0 ? 0x61 + (value % 26) : 0x80 + (value % 0x80);
    };
    for (let round = 0; round < 5000; round += 1) {
      const input = Uint8Array.from({ length: 1 + (round % 12) }, nextByte);
      const found = findUtf8Fault(input);
      expect(found === null, `${[...input]}`).toBe(decodes(input));
      if (found) {
        expect(decodes(input.subarray(0, found.offset)), `${[...input]}`).toBe(true);
        expect(decodes(input.subarray(0, found.offset + 4)), `${[...input]}`).toBe(false);
      }
    }
  });
});
