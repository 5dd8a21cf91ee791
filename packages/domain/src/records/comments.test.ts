import { describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, MAX_ATTACHMENT_BYTES, replyProblem } from './comments';

describe('replyProblem', () => {
  it.each([
    ['text only', 'Receipt attached', null, null],
    ['a file only', '', { size: 4 }, null],
    ['spaces and no file', '   ', null, COMMENT_MESSAGES.required],
    ['a file just under 10 MB', '', { size: MAX_ATTACHMENT_BYTES - 1 }, null],
    ['a file of exactly 10 MB', 'x', { size: MAX_ATTACHMENT_BYTES }, null],
    ['a file just over 10 MB', 'x', { size: MAX_ATTACHMENT_BYTES + 1 }, COMMENT_MESSAGES.tooLarge],
  ])('%s: %s', (_case, comment, attachment, problem) => {
    expect(replyProblem(comment, attachment)).toBe(problem);
  });
});
