/**
 * Text files and bodies are UTF-8, and bytes that are not are refused rather than guessed: a
 * decoder that guesses stores U+FFFD (the replacement character) where a name had its é.
 */

/** Where bytes stop being UTF-8. */
export interface Utf8Fault {
  /** The line (from 1) of the first byte that starts no well-formed character. */
  line: number;
  /** That byte's place, counted from 0 over everything read. */
  offset: number;
  /**
   * The encoding the bytes look written in: a UTF-16 byte order mark, or a single-byte
   * encoding (Windows-1252 or Latin-1, Excel's plain "CSV"), where é is one byte standing alone
   * and the curly quotes are 0x91-0x94.
   */
  looksLike: 'utf-16' | 'windows-1252' | null;
}

const isContinuation = (byte: number) => byte >= 0x80 && byte <= 0xbf;

/**
 * The continuation bytes a lead byte needs and the range of the first of them, per the
 * Unicode Standard's table of well-formed UTF-8 byte sequences (table 3-7): the narrower first
 * ranges refuse overlong forms, the UTF-16 surrogates and code points past U+10FFFF.
 */
function sequenceOf(lead: number): { needs: number; low: number; high: number } | null {
  if (lead >= 0xc2 && lead <= 0xdf) return { needs: 1, low: 0x80, high: 0xbf };
  if (lead === 0xe0) return { needs: 2, low: 0xa0, high: 0xbf };
  if (lead === 0xed) return { needs: 2, low: 0x80, high: 0x9f };
  if (lead >= 0xe1 && lead <= 0xef) return { needs: 2, low: 0x80, high: 0xbf };
  if (lead === 0xf0) return { needs: 3, low: 0x90, high: 0xbf };
  if (lead === 0xf4) return { needs: 3, low: 0x80, high: 0x8f };
  if (lead >= 0xf1 && lead <= 0xf3) return { needs: 3, low: 0x80, high: 0xbf };
  return null;
}

/** Checks UTF-8 as it arrives in chunks, for streamed files. */
export interface Utf8Scanner {
  /** The first fault once the bytes so far show one (then it stays), else null. */
  push(chunk: Uint8Array): Utf8Fault | null;
  /** The fault, if the input ended inside a character. */
  end(): Utf8Fault | null;
}

/**
 * A scanner over input given chunk by chunk; a character may be split between chunks. Lines
 * end at LF, CR LF or a lone CR, as spreadsheets write them.
 */
export function utf8Scanner(): Utf8Scanner {
  /** Bytes read before the current chunk, and line breaks seen. */
  let consumed = 0;
  let line = 1;
  let afterCR = false;
  /** The character being read: where its first byte is, and on which line. */
  let leadOffset = 0;
  let leadLine = 1;
  /** Its continuation bytes still to come, and the range the next one must be in. */
  let needs = 0;
  let seen = 0;
  let low = 0x80;
  let high = 0xbf;
  /** A lone byte 0xA0-0xFF is judged by the byte after it, which may be in the next chunk. */
  let judgeByNext = false;
  let fault: Utf8Fault | null = null;

  const faultAt = (looksLike: Utf8Fault['looksLike']): Utf8Fault => {
    fault = { line: leadLine, offset: leadOffset, looksLike };
    return fault;
  };

  const push = (chunk: Uint8Array): Utf8Fault | null => {
    if (fault) return fault;
    const length = chunk.length;
    let index = 0;
    while (index < length) {
      // Most bytes are ASCII: this loop only counts line breaks (kept in locals, as a loop
      // over closure variables runs several times slower).
      if (needs === 0 && !judgeByNext) {
        let lines = line;
        let cr = afterCR;
        for (; index < length; index += 1) {
          const byte = chunk[index] as number;
          if (byte >= 0x80) break;
          // 0x0d is CR, 0x0a LF (literals: a module constant costs a lookup per byte here).
          if (byte <= 0x0d) {
            if (byte === 0x0d || (byte === 0x0a && !cr)) lines += 1;
            cr = byte === 0x0d;
          } else cr = false;
        }
        line = lines;
        afterCR = cr;
        if (index === length) break;
      }
      const byte = chunk[index] as number;
      index += 1;
      if (judgeByNext) return faultAt(isContinuation(byte) ? null : 'windows-1252');
      if (needs > 0) {
        // The lead byte stood alone when the very next byte is no continuation.
        if (byte < low || byte > high)
          return faultAt(seen === 0 && !isContinuation(byte) ? 'windows-1252' : null);
        seen += 1;
        low = 0x80;
        high = 0xbf;
        if (seen === needs) needs = 0;
        continue;
      }
      afterCR = false;
      leadOffset = consumed + index - 1;
      leadLine = line;
      const sequence = sequenceOf(byte);
      if (sequence) {
        ({ needs, low, high } = sequence);
        seen = 0;
      } else if (leadOffset === 0 && (byte === 0xff || byte === 0xfe)) return faultAt('utf-16');
      else if (byte <= 0x9f) return faultAt('windows-1252');
      else judgeByNext = true;
    }
    consumed += length;
    return null;
  };

  const end = (): Utf8Fault | null => {
    if (fault) return fault;
    if (judgeByNext || (needs > 0 && seen === 0)) return faultAt('windows-1252');
    if (needs > 0) return faultAt(null);
    return null;
  };
  return { push, end };
}

/** The first fault in a whole input, or null when it is all UTF-8 (a byte order mark is fine). */
export function findUtf8Fault(bytes: Uint8Array): Utf8Fault | null {
  const scanner = utf8Scanner();
  return scanner.push(bytes) ?? scanner.end();
}

const SAVE_AS_UTF8 = 'Save it as UTF-8 ("CSV UTF-8" in Excel) and upload it again';

/** The refusal of an uploaded text file that is not UTF-8: where, and what to do about it. */
export function notUtf8FileMessage(fault: Utf8Fault): string {
  switch (fault.looksLike) {
    case 'utf-16':
      return `The file is UTF-16 text, not UTF-8. ${SAVE_AS_UTF8}`;
    case 'windows-1252':
      return `The file is not UTF-8: line ${fault.line} has characters in another encoding (Windows-1252 or Latin-1, as Excel's plain "CSV" saves them). ${SAVE_AS_UTF8}`;
    default:
      return `The file is not UTF-8 text: line ${fault.line} has bytes that are no UTF-8 character. ${SAVE_AS_UTF8}`;
  }
}

/** The refusal of a request body (JSON) that is not UTF-8, naming the line. */
export const notUtf8BodyMessage = (fault: Utf8Fault): string =>
  `The request body is not valid UTF-8 (line ${fault.line}): send it as UTF-8`;
