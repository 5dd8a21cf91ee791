import { TEXT_LIMITS } from '../boundary/limits';
import { textProblem } from '../boundary/text';

/** One attachment per comment, at most 10 MB (docs/decisions.md, "Attachment size"). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export const COMMENT_MESSAGES = {
  required: 'A comment or an attachment is required',
  tooLarge: 'The attachment may be at most 10 MB',
} as const;

/**
 * The Reply box's rule, checked in the browser before the upload and again on the server: a
 * comment needs text or a file (a file alone is a valid reply), text of at most 5,000 characters
 * under the text rule (several lines), and a file of at most 10 MB.
 * Answers the message to show, or null when the reply may be sent.
 */
export function replyProblem(comment: string, attachment: { size: number } | null): string | null {
  if (comment.trim() === '' && !attachment) return COMMENT_MESSAGES.required;
  const textIssue = textProblem(comment, 'Comment', TEXT_LIMITS.note, 'multi');
  if (textIssue) return textIssue;
  if (attachment && attachment.size > MAX_ATTACHMENT_BYTES) return COMMENT_MESSAGES.tooLarge;
  return null;
}
