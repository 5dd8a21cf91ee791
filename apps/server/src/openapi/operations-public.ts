import { campaignPageCsvRowSchema, campaignPageFileSchema } from '@portal/api/campaign-pages';
import {
  geoFeatureCollectionSchema,
  openDataCampaignSchema,
  openDataContributionCollectionSchema,
} from '@portal/api/dashboard';
import { z } from 'zod';
import { jsonSchemaOf } from './json-schema';
import {
  CSV_TEXT,
  type OperationDoc,
  type OperationDocs,
  type ProcedurePath,
  type ResponseContent,
} from './operation';

/** The feeds stream their document, so its shape is documented here rather than checked. */
const GEOJSON: ResponseContent = {
  'application/json': { schema: jsonSchemaOf(geoFeatureCollectionSchema, 'output') },
};

const geoFeed = (summary: string, procedure: ProcedurePath): OperationDoc => ({
  summary,
  description:
    '`governmentId` picks another government (default 1); `bbox`, `from`, `to` and `campaign` ' +
    'narrow the feed. The document streams; send `If-None-Match` with the `ETag` to get 304.',
  tag: 'Public data',
  procedure,
  input: 'query',
  signedIn: false,
  responseContent: GEOJSON,
  headers: CONDITIONAL_REQUEST_HEADERS.slice(0, 1),
  responseHeaders: { ETag: CONDITIONAL_HEADERS.ETag },
  otherResponses: { '304': { description: 'Not modified since the ETag sent.' } },
  errors: [400, 503],
});

const OPEN_DATA_DESCRIPTION =
  'Money in dollars (two decimals in CSV), dates `YYYY-MM-DD`; `/open-data/dictionary.json` ' +
  'names every column. The file name carries the filters. ' +
  "Takes the public dashboard's own query parameters (copy them from its address): lists are " +
  "comma-separated, an empty date means no bound, and with neither date given the dashboard's " +
  'default start date (2023-01-01) applies. `count` (the view mode) is accepted and changes ' +
  'nothing. Send `If-None-Match` with the `ETag` (or `If-Modified-Since`) to get 304 while the ' +
  'data is unchanged; full downloads are limited per client address (429 with Retry-After).';

const CONDITIONAL_HEADERS = {
  ETag: { description: 'Changes whenever the data or the filters do.', schema: { type: 'string' } },
  'Last-Modified': {
    description: 'The newest change to the public data of the government.',
    schema: { type: 'string' },
  },
};

const CONDITIONAL_REQUEST_HEADERS = [
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
];

function openData(
  what: 'campaigns' | 'contributions',
  format: 'csv' | 'json',
  summary: string,
): OperationDoc {
  return {
    summary: `${summary} (${format.toUpperCase()})`,
    description: OPEN_DATA_DESCRIPTION,
    tag: 'Public data',
    procedure: `openData.${what}`,
    input: 'query',
    signedIn: false,
    ...(format === 'csv' ? { responseContent: CSV_TEXT } : {}),
    ...(format === 'json' ? { responseContent: OPEN_DATA_JSON[what] } : {}),
    headers: CONDITIONAL_REQUEST_HEADERS,
    responseHeaders: CONDITIONAL_HEADERS,
    otherResponses: { '304': { description: 'Not modified since the ETag or date sent.' } },
    errors: [400, 429, 503],
  };
}

/** The files' rows as `columns.ts` in packages/api defines them (also the data dictionary's). */
const OPEN_DATA_JSON: Record<'campaigns' | 'contributions', ResponseContent> = {
  campaigns: {
    'application/json': { schema: jsonSchemaOf(z.array(openDataCampaignSchema), 'output') },
  },
  contributions: {
    'application/json': { schema: jsonSchemaOf(openDataContributionCollectionSchema, 'output') },
  },
};

/** A campaign's page as a file: the page's own figures, conditional like the other files. */
function campaignPageFile(format: 'csv' | 'json'): OperationDoc {
  return {
    summary: `A campaign's public page as figures (${format.toUpperCase()})`,
    description:
      "`id` is the campaign as the dashboard names it: a participating campaign's id, or a " +
      "non-participant's negative one. `governmentId` picks another government (default 1). " +
      (format === 'csv'
        ? `One row per figure, columns: ${Object.keys(campaignPageCsvRowSchema.shape).join(', ')}; money in dollars. `
        : 'The page object; money in whole cents. ') +
      'ZIP codes of fewer than 5 donors are folded into other; no donor or payee is named. Send ' +
      '`If-None-Match` with the `ETag` to get 304 while the data is unchanged.',
    tag: 'Public data',
    procedure: 'campaignPages.download',
    input: 'none',
    signedIn: false,
    pathParameters: {
      id: {
        description:
          "The campaign: positive for a participant, negative for a non-participant's filings.",
        schema: { type: 'integer', minimum: -2_147_483_647, maximum: 2_147_483_647 },
      },
    },
    responseContent:
      format === 'csv'
        ? CSV_TEXT
        : { 'application/json': { schema: jsonSchemaOf(campaignPageFileSchema, 'output') } },
    headers: CONDITIONAL_REQUEST_HEADERS,
    responseHeaders: CONDITIONAL_HEADERS,
    otherResponses: { '304': { description: 'Not modified since the ETag or date sent.' } },
    errors: [400, 404, 429, 503],
  };
}

const CAMPAIGNS = "The dashboard's campaigns table: totals, counts, medians, match approved";
const CONTRIBUTIONS =
  "Public contributions for the filters: the geo feed's fields only, points coarsened";

/** The dashboard's public feeds (spec section 7) and the open-data downloads. */
export const publicOperationDocs: OperationDocs = {
  'GET /contributionsgeo': geoFeed(
    "Participating campaigns' public contributions as GeoJSON",
    'dashboard.contributionsGeo',
  ),
  'GET /external-contributionsgeo': geoFeed(
    "Non-participating candidates' filings as GeoJSON, dated 07:00 UTC",
    'dashboard.externalContributionsGeo',
  ),
  'GET /open-data/campaigns.csv': openData('campaigns', 'csv', CAMPAIGNS),
  'GET /open-data/campaigns.json': openData('campaigns', 'json', CAMPAIGNS),
  'GET /open-data/contributions.csv': openData('contributions', 'csv', CONTRIBUTIONS),
  'GET /open-data/contributions.json': openData('contributions', 'json', CONTRIBUTIONS),
  'GET /open-data/campaign/:id.json': campaignPageFile('json'),
  'GET /open-data/campaign/:id.csv': campaignPageFile('csv'),
  'GET /open-data/dictionary.json': {
    summary: 'The data dictionary: every open-data file, every column, its type and meaning',
    tag: 'Public data',
    signedIn: false,
    responseContent: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['files'],
          properties: {
            files: {
              type: 'array',
              items: {
                type: 'object',
                required: ['paths', 'description', 'columns'],
                properties: {
                  paths: { type: 'array', items: { type: 'string' } },
                  description: { type: 'string' },
                  columns: {
                    type: 'array',
                    items: {
                      type: 'object',
                      required: ['name', 'type', 'nullable', 'description'],
                      additionalProperties: false,
                      properties: {
                        name: { type: 'string' },
                        type: {
                          type: 'string',
                          enum: ['integer', 'number', 'dollars', 'date', 'boolean', 'text'],
                        },
                        nullable: { type: 'boolean' },
                        description: { type: 'string' },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    errors: [],
  },
};
