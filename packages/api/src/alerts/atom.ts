import { formatMoney } from '@portal/domain';
import type { ActivityDay } from './data/activity';

/** The feed as the Atom document (RFC 4287) says it; what `renderAtomFeed` writes. */
export interface AtomFeed {
  /** A permanent IRI (a `tag:` URI, RFC 4151): readers tell feeds and entries apart by it. */
  id: string;
  title: string;
  /** The feed's own address (`rel="self"`) and the page it follows (`rel="alternate"`). */
  selfUrl: string;
  pageUrl: string;
  author: string;
  /** The newest entry's, so an unchanged feed keeps its ETag and Last-Modified. */
  updated: Date;
  entries: AtomEntry[];
}

export interface AtomEntry {
  id: string;
  title: string;
  updated: Date;
  pageUrl: string;
  /** Plain text; readers show it as it is. */
  content: string;
}

// XML 1.0 allows no C0 control but tab, line feed and carriage return, even escaped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const NOT_XML_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text or an attribute value with every markup character escaped, so any name reads back as it is. */
export const escapeXml = (value: string): string =>
  value
    .replace(NOT_XML_CHARACTER, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
const link = (rel: string, href: string, type?: string) =>
  `<link rel="${rel}" href="${escapeXml(href)}"${type ? ` type="${type}"` : ''}/>`;
/** RFC 3339 in UTC, whole seconds: what Atom's date constructs take. */
const atomDate = (moment: Date) => `${moment.toISOString().slice(0, 19)}Z`;

/**
 * An Atom 1.0 document. The author is the feed's, which every entry inherits (RFC 4287 4.1.1),
 * and each entry has text content, so none needs an alternate link to be valid; it has one anyway.
 */
export function renderAtomFeed(feed: AtomFeed): string {
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  ${element('id', feed.id)}`,
    `  ${element('title', feed.title)}`,
    `  ${element('updated', atomDate(feed.updated))}`,
    `  <author>${element('name', feed.author)}</author>`,
    `  ${link('self', feed.selfUrl, 'application/atom+xml')}`,
    `  ${link('alternate', feed.pageUrl, 'text/html')}`,
  ];
  for (const entry of feed.entries)
    lines.push(
      '  <entry>',
      `    ${element('id', entry.id)}`,
      `    ${element('title', entry.title)}`,
      `    ${element('updated', atomDate(entry.updated))}`,
      `    ${link('alternate', entry.pageUrl, 'text/html')}`,
      `    <content type="text">${escapeXml(entry.content)}</content>`,
      '  </entry>',
    );
  lines.push('</feed>', '');
  return lines.join('\n');
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** An entry's title: the campaign, the day and its headline figures. */
export function activityTitle(day: ActivityDay): string {
  const parts: string[] = [];
  if (day.contributions.count > 0)
    parts.push(
      `${plural(day.contributions.count, 'contribution', 'contributions')} (${formatMoney(day.contributions.amountCents)})`,
    );
  const expenses = day.expenses.reduce(
    (sum, expense) => ({
      count: sum.count + expense.count,
      amountCents: sum.amountCents + expense.amountCents,
    }),
    { count: 0, amountCents: 0 },
  );
  if (expenses.count > 0)
    parts.push(
      `${plural(expenses.count, 'expense', 'expenses')} (${formatMoney(expenses.amountCents)})`,
    );
  return `${day.campaignName}, ${day.day}: ${parts.join(' and ')}`;
}

/** An entry's text: every figure of the day, one a line. Counts and totals only, no donor. */
export function activityText(day: ActivityDay): string {
  const lines: string[] = [];
  const { count, amountCents } = day.contributions;
  if (count > 0)
    lines.push(
      `New contributions: ${plural(count, 'contribution', 'contributions')}, ${formatMoney(amountCents)} in total.`,
    );
  if (day.expenses.length > 0) {
    lines.push('New expenses by category:');
    for (const expense of day.expenses)
      lines.push(
        `- ${expense.category}: ${plural(expense.count, 'expense', 'expenses')}, ${formatMoney(expense.amountCents)}`,
      );
  }
  return lines.join('\n');
}
