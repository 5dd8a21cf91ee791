import { z } from 'zod';
import { openDataPaymentSchema } from '../../payments';
import { openDataCampaignSchema, openDataContributionSchema } from './columns';

/** One column of an open-data file: its name, its type and what it means. */
export interface DictionaryColumn {
  name: string;
  type: 'integer' | 'number' | 'dollars' | 'date' | 'boolean' | 'text';
  nullable: boolean;
  description: string;
}

const typeOf = (schema: Record<string, unknown>): DictionaryColumn['type'] => {
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (schema.format === 'date') return 'date';
  if (types.includes('integer')) return 'integer';
  if (types.includes('number')) return schema.multipleOf === 0.01 ? 'dollars' : 'number';
  if (types.includes('boolean')) return 'boolean';
  return 'text';
};

/** The columns of a row schema, read from its JSON Schema: the file and the dictionary agree. */
export function dictionaryColumnsOf(row: z.ZodObject): DictionaryColumn[] {
  const { properties } = z.toJSONSchema(row, { io: 'output' }) as {
    properties: Record<string, Record<string, unknown>>;
  };
  return Object.entries(properties).map(([name, property]) => {
    const nullable =
      Array.isArray(property.anyOf) || ([] as unknown[]).concat(property.type).includes('null');
    const inner = (
      Array.isArray(property.anyOf) ? (property.anyOf as Record<string, unknown>[])[0] : property
    ) as Record<string, unknown>;
    return {
      name,
      type: typeOf(inner),
      nullable,
      description: String(property.description ?? inner.description ?? ''),
    };
  });
}

/**
 * `GET /open-data/dictionary.json`: every file, every column. Types: `dollars` are numbers of
 * whole cents (two decimals in CSV), `date` is `YYYY-MM-DD` (Pacific time); a nullable column is
 * empty in CSV and null in JSON.
 */
export const openDataDictionary = () => ({
  files: [
    {
      paths: ['/open-data/campaigns.csv', '/open-data/campaigns.json'],
      description:
        "The public dashboard's campaigns table for the filters: one row per campaign (a JSON array in .json).",
      columns: dictionaryColumnsOf(openDataCampaignSchema),
    },
    {
      paths: ['/open-data/contributions.csv', '/open-data/contributions.json'],
      description:
        'Public contributions for the filters, participants first: one row each (in .json a GeoJSON ' +
        'FeatureCollection whose points hold longitude and latitude, the rest as properties).',
      columns: dictionaryColumnsOf(openDataContributionSchema),
    },
    {
      paths: ['/open-data/payments.csv', '/open-data/payments.json'],
      description:
        'Public funds paid: one row per approved payment run and campaign it paid, with the day; no donor is named.',
      columns: dictionaryColumnsOf(openDataPaymentSchema),
    },
  ],
});
