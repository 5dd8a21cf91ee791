import { describeAnswers } from '../testing/answers';
import { COMMENT_MESSAGES, MAX_ATTACHMENT_BYTES, replyProblem } from './comments';

describeAnswers(
  'replyProblem',
  [
    ['text only', 'Receipt attached', null, null],
    ['a file only', '', { size: 4 }, null],
    ['spaces and no file', '   ', null, COMMENT_MESSAGES.required],
    ['a file just under 10 MB', '', { size: MAX_ATTACHMENT_BYTES - 1 }, null],
    ['a file of exactly 10 MB', 'x', { size: MAX_ATTACHMENT_BYTES }, null],
    ['a file just over 10 MB', 'x', { size: MAX_ATTACHMENT_BYTES + 1 }, COMMENT_MESSAGES.tooLarge],
    ['5,000 characters', 'x'.repeat(5_000), null, null],
    ['5,001 characters', 'x'.repeat(5_001), null, 'Comment can be at most 5000 characters'],
    ['a NUL', 'a\u0000b', null, 'Comment contains a character that is not allowed (U+0000)'],
    ['several lines', 'Receipt\r\nattached\tbelow', null, null],
    [
      'a direction override',
      'see inv\u202Efdp.exe',
      null,
      'Comment contains a character that is not allowed (U+202E)',
    ],
    [
      'a line separator',
      'a\u2028b',
      null,
      'Comment contains a character that is not allowed (U+2028)',
    ],
  ],
  (_case, comment, attachment) => replyProblem(comment, attachment),
);
