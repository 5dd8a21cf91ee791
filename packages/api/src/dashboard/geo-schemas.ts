import {
  calendarDateParameter,
  dashboardFiltersWith,
  idSchema,
  MAX_DATABASE_INTEGER,
  strictWithDateRange,
} from '@portal/domain';
import { z } from 'zod';
import { GOVERNMENT_FIELD } from './schemas';

/** A query string's comma-separated list as an array; arrays (from tRPC) pass unchanged. */
const commaList = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .filter((part) => part.trim() !== '')
        .map((part) => (/^\s*-?\d+(\.\d+)?\s*$/.test(part) ? Number(part) : Number.NaN))
    : value;

const BBOX_MESSAGE =
  'bbox must be minLon,minLat,maxLon,maxLat in degrees, each minimum below its maximum';

/** `bbox=minLon,minLat,maxLon,maxLat`, the GeoJSON order. */
export const bboxSchema = z.preprocess(
  commaList,
  z
    .tuple(
      [
        z.number({ error: BBOX_MESSAGE }).min(-180, BBOX_MESSAGE).max(180, BBOX_MESSAGE),
        z.number({ error: BBOX_MESSAGE }).min(-90, BBOX_MESSAGE).max(90, BBOX_MESSAGE),
        z.number({ error: BBOX_MESSAGE }).min(-180, BBOX_MESSAGE).max(180, BBOX_MESSAGE),
        z.number({ error: BBOX_MESSAGE }).min(-90, BBOX_MESSAGE).max(90, BBOX_MESSAGE),
      ],
      { error: BBOX_MESSAGE },
    )
    .refine(([minLon, minLat, maxLon, maxLat]) => minLon <= maxLon && minLat <= maxLat, {
      error: BBOX_MESSAGE,
    }),
);

const CAMPAIGN_MESSAGE =
  'campaign must be campaign ids (as the features carry them), comma-separated';

/**
 * The geo feeds' optional parameters (spec section 7 documents the feeds without any): an area,
 * a date range and campaigns by dashboard id (negative for external filers, as in the feed's
 * `campaignId`). Query-string text is accepted as well as JSON values.
 */
export const geoFeedParametersSchema = strictWithDateRange(
  {
    governmentId: idSchema.default(1),
    bbox: bboxSchema.nullable().default(null),
    from: calendarDateParameter('from'),
    to: calendarDateParameter('to'),
    campaign: z
      .preprocess(
        commaList,
        z
          .array(
            z
              .number({ error: CAMPAIGN_MESSAGE })
              .int(CAMPAIGN_MESSAGE)
              .min(-MAX_DATABASE_INTEGER, CAMPAIGN_MESSAGE)
              .max(MAX_DATABASE_INTEGER, CAMPAIGN_MESSAGE),
            { error: CAMPAIGN_MESSAGE },
          )
          .max(50, 'campaign takes at most 50 ids'),
      )
      .default([]),
  },
  'from',
  'to',
);
export const geoFeedInputSchema = geoFeedParametersSchema.default({
  governmentId: 1,
  bbox: null,
  from: null,
  to: null,
  campaign: [],
});
export type GeoFeedInput = z.output<typeof geoFeedInputSchema>;

/** Zoom levels the map can ask for (Leaflet's usual range). */
export const MAP_ZOOM = { min: 1, max: 20, default: 11 } as const;

/** The map's filters, plus the zoom it shows and the area it needs (default: everywhere). */
export const mapInputSchema = dashboardFiltersWith({
  ...GOVERNMENT_FIELD,
  zoom: z
    .number({ error: 'zoom must be a whole number' })
    .int('zoom must be a whole number')
    .min(MAP_ZOOM.min, `zoom must be at least ${MAP_ZOOM.min}`)
    .max(MAP_ZOOM.max, `zoom must be at most ${MAP_ZOOM.max}`)
    .default(MAP_ZOOM.default),
  bbox: bboxSchema.nullable().default(null),
});
export type MapInput = z.output<typeof mapInputSchema>;

const cents = z.number().int();

export const mapLayerOutput = z.object({
  campaignNames: z.array(z.string()),
  contributorTypes: z.array(z.string()),
  /** The zoom the cells were cut at; a cell is CELL_PX screen pixels square at that zoom. */
  zoom: z.number().int(),
  cellPx: z.number().int(),
  /** [column, row, lat, lng, contributions, amountCents, matchCents] per occupied cell. */
  cells: z.array(
    z.tuple([
      z.number().int(),
      z.number().int(),
      z.number(),
      z.number(),
      z.number().int(),
      cents,
      cents,
    ]),
  ),
  /** Individual coarsened gifts, only when the view holds few: [lat, lng, amount, match, campaign, type]. */
  points: z.array(
    z.tuple([z.number(), z.number(), cents, cents.nullable(), z.number().int(), z.number().int()]),
  ),
  /** What the map shows in the area, per campaign: [campaign, contributions, amountCents, matchCents]. */
  byCampaign: z.array(z.tuple([z.number().int(), z.number().int(), cents, cents])),
  notOnMap: z.number().int().nonnegative(),
});
