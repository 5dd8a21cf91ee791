import { describe, expect, it } from 'vitest';
import { describeAnswers } from '../testing/answers';
import {
  attachmentDisposition,
  FALLBACK_FILE_NAME,
  FILE_NAME_MAX_CHARACTERS,
  safeFileName,
  uploadedFileNameSchema,
} from './file-names';

const longStem = 'r'.repeat(FILE_NAME_MAX_CHARACTERS + 30);

describeAnswers(
  'safeFileName',
  [
    ['receipt.pdf', 'receipt.pdf'],
    ['Recibo de Núñez 2024.pdf', 'Recibo de Núñez 2024.pdf'],
    // The override that shows 'invexe.pdf' is dropped, so the name reads as what it is.
    ['inv\u202Efdp.exe', 'invfdp.exe'],
    ['a\u2066b\u2069.txt', 'ab.txt'],
    ['zero\u200Bwidth\uFEFF.png', 'zerowidth.png'],
    ['line\u2028break.pdf', 'linebreak.pdf'],
    ['bell\u0007.pdf', 'bell.pdf'],
    // Paths, traversal and hidden files.
    ['C:\\Users\\me\\receipt.pdf', 'receipt.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['..', FALLBACK_FILE_NAME],
    ['.htaccess', 'htaccess'],
    ['  ...hidden.txt', 'hidden.txt'],
    ['trailing dots...', 'trailing dots'],
    // Punctuation Windows refuses, and quotes and semicolons that break out of a header.
    ['what?.pdf', 'what.pdf'],
    ['a<b>c:d|e*f.txt', 'abcdef.txt'],
    ['../../etc/re;ceipt<1>.html', 'receipt1.html'],
    ['say "hi".txt', 'say hi.txt'],
    ["O'Brien.pdf", 'OBrien.pdf'],
    ['many    spaces\t\there.pdf', 'many spaces here.pdf'],
    // Device names Windows keeps.
    ['CON', '_CON'],
    ['nul.txt', '_nul.txt'],
    ['com1.pdf', '_com1.pdf'],
    ['console.pdf', 'console.pdf'],
    // Nothing left.
    ['', FALLBACK_FILE_NAME],
    ['\u202E\u200B', FALLBACK_FILE_NAME],
    // Long names keep their extension.
    [`${longStem}.pdf`, `${'r'.repeat(FILE_NAME_MAX_CHARACTERS - 4)}.pdf`],
    [longStem, 'r'.repeat(FILE_NAME_MAX_CHARACTERS)],
    ['😀'.repeat(FILE_NAME_MAX_CHARACTERS + 1), '😀'.repeat(FILE_NAME_MAX_CHARACTERS)],
  ],
  safeFileName,
);

describe('safeFileName', () => {
  it('answers a name within the limit that is safe again unchanged', () => {
    for (const name of ['inv\u202Efdp.exe', `${longStem}.pdf`, 'CON', '..'])
      expect(safeFileName(safeFileName(name))).toBe(safeFileName(name));
  });
});

describeAnswers(
  'attachmentDisposition',
  [
    ['receipt.pdf', `attachment; filename="receipt.pdf"; filename*=UTF-8''receipt.pdf`],
    ['inv\u202Efdp.exe', `attachment; filename="invfdp.exe"; filename*=UTF-8''invfdp.exe`],
    [
      'Núñez (1).pdf',
      `attachment; filename="N__ez (1).pdf"; filename*=UTF-8''N%C3%BA%C3%B1ez%20%281%29.pdf`,
    ],
  ],
  attachmentDisposition,
);

describe('uploadedFileNameSchema', () => {
  it('makes a name safe rather than refusing it', () => {
    expect(uploadedFileNameSchema.parse('inv\u202Efdp.exe')).toBe('invfdp.exe');
  });

  it('refuses what no string may hold, naming the field', () => {
    expect(uploadedFileNameSchema.safeParse('a\u0000.pdf').error?.issues[0]?.message).toBe(
      'File name contains a character that is not allowed (U+0000)',
    );
  });
});
