import type { OperationDoc, OperationDocs, ResponseContent } from './operation';

const ATOM: ResponseContent = {
  'application/atom+xml': {
    schema: {
      type: 'string',
      description:
        'An Atom 1.0 document (RFC 4287): one entry per campaign and Pacific day with new public ' +
        'activity in the last 31 days (count and total of contributions, expenses by category), ' +
        'newest first; never a donor.',
    },
  },
};

const feed = (summary: string, procedure: 'feeds.programme' | 'feeds.campaign'): OperationDoc => ({
  summary,
  description:
    'For feed readers. An entry keeps its id while its day grows, so readers update it. Send ' +
    '`If-None-Match` with the `ETag` (or `If-Modified-Since`) to get 304 while it is unchanged.',
  tag: 'Public data',
  procedure,
  input: procedure === 'feeds.programme' ? 'query' : 'none',
  signedIn: false,
  responseContent: ATOM,
  headers: [
    {
      name: 'If-None-Match',
      description: 'The `ETag` of the copy the client holds; 304 while it is current.',
      schema: { type: 'string' },
    },
    {
      name: 'If-Modified-Since',
      description: 'The `Last-Modified` of the copy; used only without `If-None-Match`.',
      schema: { type: 'string' },
    },
  ],
  responseHeaders: {
    ETag: { description: 'Changes whenever the document does.', schema: { type: 'string' } },
    'Last-Modified': {
      description: "The newest entry's update, or a fixed date when there is none.",
      schema: { type: 'string' },
    },
  },
  otherResponses: { '304': { description: 'Not modified since the ETag or date sent.' } },
  errors: procedure === 'feeds.campaign' ? [400, 404, 503] : [400, 503],
});

/** The Atom feeds and the e-mail alerts' public calls. */
export const alertOperationDocs: OperationDocs = {
  'GET /feeds/programme.atom': feed(
    "The whole programme's new public activity as an Atom feed",
    'feeds.programme',
  ),
  'GET /feeds/campaign/:id.atom': feed(
    "One campaign's new public activity as an Atom feed",
    'feeds.campaign',
  ),
  'POST /alerts/subscriptions': {
    summary: 'Ask for daily e-mail alerts of a campaign, or of the programme (no campaignId)',
    description:
      'E-mails a link to confirm (double opt-in); nothing else is sent until it is opened. The ' +
      'answer is the same whether or not the address already follows it. At most 3 requests per ' +
      'address a day, and 10 an hour and 30 a day per client address (429 with Retry-After); an ' +
      'address follows at most 20 campaigns (409).',
    tag: 'Alerts',
    procedure: 'alerts.subscribe',
    signedIn: false,
    errors: [400, 404, 409, 429, 503],
  },
  'POST /alerts/confirm': {
    summary: "Confirm alerts with the code of the confirmation e-mail's link",
    description: 'The link works for 48 hours, once; 404 for an unknown, used or expired code.',
    tag: 'Alerts',
    procedure: 'alerts.confirm',
    signedIn: false,
    errors: [400, 404, 503],
  },
  'POST /alerts/unsubscribe': {
    summary: "Unsubscribe an address from every alert, with the code of a digest's link",
    description:
      "The URL of a digest's `List-Unsubscribe` header (RFC 8058 one-click: mail clients post " +
      '`List-Unsubscribe=One-Click` as a form body, which is read and ignored, as is any JSON ' +
      'body). 404 for an unknown or already used code.',
    tag: 'Alerts',
    procedure: 'alerts.unsubscribe',
    input: 'query',
    signedIn: false,
    errors: [400, 404, 503],
  },
};
