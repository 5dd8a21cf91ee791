import { z } from 'zod';

/** 'perPage' -> 'Per page', 'amount' -> 'Amount': a field's key as a message names it. */
export const fieldLabel = (key: string): string => {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const KIND_NAMES: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

type RawIssue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

/** The issue's field as a message names it: its last key, or none for the input as a whole. */
function fieldOf(issue: RawIssue): string | null {
  const key = [...(issue.path ?? [])].reverse().find((part) => typeof part === 'string');
  return typeof key === 'string' ? fieldLabel(key) : null;
}

const counted = (bound: unknown, noun: string) =>
  `${bound} ${noun}${Number(bound) === 1 ? '' : 's'}`;

function boundMessage(issue: RawIssue, field: string): string | undefined {
  if (issue.code !== 'too_small' && issue.code !== 'too_big') return undefined;
  const least = issue.code === 'too_small';
  const bound = least ? issue.minimum : issue.maximum;
  const inclusive = issue.inclusive !== false;
  const side = least
    ? inclusive
      ? 'at least'
      : 'greater than'
    : inclusive
      ? 'at most'
      : 'less than';
  if (issue.origin === 'string')
    return least && inclusive && Number(bound) === 1
      ? `${field} is required`
      : `${field} must be ${side} ${counted(bound, 'character')}`;
  if (issue.origin === 'array' || issue.origin === 'set')
    return `${field} must have ${side} ${counted(bound, 'item')}`;
  return `${field} must be ${side} ${bound}`;
}

/**
 * Messages for what a schema gives no words of its own ("Invalid input: expected number,
 * received string" names no field and reads as the library's): a wrong type, a missing value or
 * a number or text out of bounds name the field. Every schema's own message still wins.
 */
export function fieldMessage(issue: RawIssue): string | undefined {
  const field = fieldOf(issue);
  if (!field) return undefined;
  const missing = issue.input === undefined || issue.input === null;
  if (issue.code === 'invalid_union' && missing) return `${field} is required`;
  if (issue.code === 'invalid_type') {
    if (missing) return `${field} is required`;
    const kind = KIND_NAMES[String(issue.expected)];
    return kind ? `${field} must be ${kind}` : undefined;
  }
  return boundMessage(issue, field);
}

z.config({ customError: fieldMessage });
