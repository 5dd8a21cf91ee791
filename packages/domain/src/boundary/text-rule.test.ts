import { describe, expect, it } from 'vitest';
import { describeAnswers } from '../testing/answers';
import { codePointName, forbiddenCharacter } from './characters';
import { boundedText, multilineText, normaliseText, secretText, textProblem } from './text';

const refused = (codePoint: number) => codePointName(codePoint);
const nameOf = (codePoint: number | null) => (codePoint === null ? null : codePointName(codePoint));

describeAnswers(
  'forbiddenCharacter, one line',
  [
    // Plain text and real writing pass.
    ['Maria Lopez for Mayor 2024', null],
    ['José Núñez', null],
    ['Nguyễn Thị Minh Khai', null],
    ['Ольга Петрова', null],
    ['李小龍', null],
    ['منظمة المجتمع', null],
    ['O’Brien & Sons, Inc.', null],
    ['party 🎉 and hearts ❤️', null],
    // Bidirectional controls: embeddings, overrides, isolates, marks.
    ['inv\u202Efdp.exe', refused(0x202e)],
    ['a\u202Ab', refused(0x202a)],
    ['a\u202Db', refused(0x202d)],
    ['a\u2066b\u2069', refused(0x2066)],
    ['a\u2069', refused(0x2069)],
    ['a\u200Eb', refused(0x200e)],
    ['a\u200Fb', refused(0x200f)],
    ['a\u061Cb', refused(0x061c)],
    // Zero-width and other default-ignorable characters.
    ['Maria\u200B Lopez for Mayor 2024', refused(0x200b)],
    ['\uFEFFname', refused(0xfeff)],
    ['soft\u00ADhyphen', refused(0x00ad)],
    ['word\u2060joiner', refused(0x2060)],
    ['hangul\u3164filler', refused(0x3164)],
    ['a\u034Fb', refused(0x034f)],
    ['tag\u{E0041}', refused(0xe0041)],
    ['variation A\uFE00', refused(0xfe00)],
    ['ZWJ between Latin a\u200Db', refused(0x200d)],
    ['ZWNJ between Latin a\u200Cb', refused(0x200c)],
    ['ZWNJ at the end \u0645\u200C', refused(0x200c)],
    // Line and paragraph separators, controls, lone surrogates.
    ['a\u2028b', refused(0x2028)],
    ['a\u2029b', refused(0x2029)],
    ['a\nb', refused(0x0a)],
    ['a\tb', refused(0x09)],
    ['a\u0085b', refused(0x85)],
    ['a\u009Bb', refused(0x9b)],
    ['a\uD800b', refused(0xd800)],
    // Joiners where writing needs them (UAX #31 A1, A2, B; see characters.ts).
    ['Persian \u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645', null],
    ['Arabic with a mark before ZWNJ \u0628\u064E\u200C\u0628', null],
    ['Devanagari ZWNJ after virama \u0915\u094D\u200C\u0937', null],
    ['Devanagari ZWJ after virama \u0915\u094D\u200D\u0937', null],
    ['Malayalam ZWJ after virama \u0D28\u0D4D\u200D\u0D31', null],
    ['Sinhala ZWJ after al-lakuna \u0D9A\u0DCA\u200D\u0DBA', null],
    ['Devanagari ZWJ without a virama \u0915\u200D\u0937', refused(0x200d)],
    ['Devanagari ZWJ after virama, then a digit \u0915\u094D\u200D1', refused(0x200d)],
    // Emoji sequences.
    ['family \u{1F468}\u200D\u{1F469}\u200D\u{1F467}', null],
    ['coder \u{1F469}\u{1F3FD}\u200D\u{1F4BB}', null],
    ['rainbow flag \u{1F3F3}\uFE0F\u200D\u{1F308}', null],
    ['keycap 1\uFE0F\u20E3', null],
    ['Scotland \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}', null],
    ['tags without a flag \u{E0067}\u{E0062}\u{E007F}', refused(0xe0067)],
    ['flag tags never cancelled \u{1F3F4}\u{E0067}\u{E0062}', refused(0xe0067)],
    ['ZWJ after an emoji before a letter \u{1F468}\u200Da', refused(0x200d)],
  ],
  (text) => nameOf(forbiddenCharacter(normaliseText(text), 'single')),
);

describeAnswers(
  'forbiddenCharacter, several lines',
  [
    ['line one\nline two', null],
    ['indented\n\tline', null],
    ['windows\r\nline', null],
    ['old mac\rline', null],
    ['a\u2028b', refused(0x2028)],
    ['a\u000Bb', refused(0x0b)],
    ['a\u000Cb', refused(0x0c)],
    ['a\u202Eb', refused(0x202e)],
  ],
  (text) => nameOf(forbiddenCharacter(normaliseText(text), 'multi')),
);

describeAnswers(
  'codePointName',
  [
    [0, 'U+0000'],
    [0x202e, 'U+202E'],
    [0x1f3f4, 'U+1F3F4'],
  ],
  codePointName,
);

describe('textProblem names the field and the character', () => {
  it.each([
    ['Name', 'Jane\u202E', 100, 'Name contains a character that is not allowed (U+202E)'],
    [
      'First name',
      'A\u200Bna',
      100,
      'First name contains a character that is not allowed (U+200B)',
    ],
    ['Name', 'a'.repeat(101), 100, 'Name can be at most 100 characters'],
    // NFC first: 100 letters with combining accents are 100 characters, not 200.
    ['Name', 'e\u0301'.repeat(100), 100, null],
    ['Name', 'e\u0301'.repeat(101), 100, 'Name can be at most 100 characters'],
  ])('%s %j (max %d) -> %s', (label, value, max, message) => {
    expect(textProblem(value, label, max)).toBe(message);
  });
});

describe('the text schemas', () => {
  it('keep text as NFC, so one word has one spelling', () => {
    expect(boundedText('Name').parse('Jose\u0301')).toBe('José');
    expect(boundedText('Name').parse('Jose\u0301')).toBe(boundedText('Name').parse('José'));
  });

  it('keep line breaks as line feeds in a multi-line field', () => {
    expect(multilineText('Notes').parse('a\r\nb\rc\td')).toBe('a\nb\nc\td');
    expect(boundedText('Name').safeParse('a\r\nb').error?.issues[0]?.message).toBe(
      'Name contains a character that is not allowed (U+000A)',
    );
  });

  it('name the field in the message', () => {
    expect(
      boundedText('Street address').safeParse('1 Main\u2066 St').error?.issues[0]?.message,
    ).toBe('Street address contains a character that is not allowed (U+2066)');
  });

  it('keep a secret exactly as typed and refuse only control characters in it', () => {
    const decomposed = 'pa\u0073\u0301\u200Bword';
    expect(secretText('Password').parse(decomposed)).toBe(decomposed);
    expect(secretText('Password').safeParse('pass\u0000').error?.issues[0]?.message).toBe(
      'Password contains a character that is not allowed (U+0000)',
    );
  });
});
