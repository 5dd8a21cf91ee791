import { z } from 'zod';
import { TEXT_LIMITS } from './limits';
import { controlCharacterProblem, normaliseText } from './text';

/** A kept file name's most: far below every file system's 255 bytes. */
export const FILE_NAME_MAX_CHARACTERS = 120;
/** What a name with nothing left is called. */
export const FALLBACK_FILE_NAME = 'attachment';

/**
 * Invisible or misleading characters, dropped: controls, default-ignorables (the direction
 * overrides that make 'inv\u202Efdp.exe' read 'invexe.pdf', zero-width characters), line and
 * paragraph separators, lone surrogates.
 */
const INVISIBLE = /[\p{Cc}\p{Default_Ignorable_Code_Point}\p{Cs}\u2028\u2029]/gu;
/** Characters Windows refuses in a name, and quotes and semicolons that break out of a header. */
const RESERVED_PUNCTUATION = /[<>:"|?*`;']/g;
/** Names Windows keeps for devices, with or without an extension ('CON', 'nul.txt', 'COM1.pdf'). */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i;
/** An extension worth keeping whole when the name is cut: a dot and a few letters or digits. */
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

const cutToCharacters = (text: string, max: number): string =>
  Array.from(text).slice(0, Math.max(max, 0)).join('');

/**
 * A name an uploaded file can be kept and downloaded under, whatever the browser or script sent:
 * its last path segment, NFC, tabs and line breaks as spaces, without invisible characters or
 * the punctuation Windows refuses, runs of spaces as one, no leading dots or spaces and no
 * trailing dots or spaces, a device name prefixed with '_', at most `FILE_NAME_MAX_CHARACTERS`
 * characters with its extension kept. 'inv\u202Efdp.exe' becomes 'invfdp.exe', which reads as
 * what it is.
 */
export function safeFileName(name: string): string {
  const lastSegment = normaliseText(name).split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(/[\t\n\v\f\r]/g, ' ')
    .replace(INVISIBLE, '')
    .replace(RESERVED_PUNCTUATION, '')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s.]+/u, '')
    .replace(/[\s.]+$/u, '');
  const named = WINDOWS_DEVICE.test(cleaned) ? `_${cleaned}` : cleaned;
  if (named === '') return FALLBACK_FILE_NAME;
  if (Array.from(named).length <= FILE_NAME_MAX_CHARACTERS) return named;
  const extension = EXTENSION.exec(named)?.[0] ?? '';
  const stem = named.slice(0, named.length - extension.length);
  const cut = cutToCharacters(stem, FILE_NAME_MAX_CHARACTERS - extension.length).trimEnd();
  return `${cut}${extension}`;
}

/**
 * The file name an upload names, as a schema: only what no string may hold is refused (a
 * control character, past `TEXT_LIMITS.other`); everything else is made safe (`safeFileName`),
 * since a person cannot see, let alone fix, what is wrong with a name their computer gave.
 */
export const uploadedFileNameSchema = z
  .string({ error: 'File name must be text' })
  .superRefine((value, ctx) => {
    const problem = controlCharacterProblem(value, 'File name', TEXT_LIMITS.other);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(safeFileName);

/** RFC 8187 leaves these to be percent-encoded, though `encodeURIComponent` does not. */
const encodeHeaderValue = (text: string): string =>
  encodeURIComponent(text).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * The Content-Disposition of a download of `name`: made safe first (a stored name from before
 * the rule may still hold anything), then an ASCII `filename` for old clients and the UTF-8
 * `filename*` (RFC 6266) for the rest.
 */
export function attachmentDisposition(name: string): string {
  const safe = safeFileName(name);
  const ascii = safe.replace(/[^\x20-\x7E]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeHeaderValue(safe)}`;
}
