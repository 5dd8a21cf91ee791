import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase } from '@portal/db';
import { summaryStatsQuery, summaryChartFacts } from '../../../packages/api/src/data/dashboard-summary-sql';
import { sql } from 'drizzle-orm';

const handle = await openDatabase({ url: process.env.DATABASE_URL });
const query = { financing: 'public' as const, campaigns: JSON.parse(process.argv[3] ?? '[]'), offices: JSON.parse(process.argv[4] ?? '[]'), startDate: null, endDate: null };
const which = process.argv[2];
const s = which === 'stats' ? summaryStatsQuery(1, query, query.campaigns) : sql`select * from (${summaryChartFacts(1, query, query.campaigns)}) f`;
const q = new PgDialect().sqlToQuery(s);
let text = q.sql;
q.params.forEach((p, i) => { text = text.replace(new RegExp(`\\$${i + 1}(?!\\d)`), typeof p === 'number' ? String(p) : `'${p}'`); });
console.log(text + ';');
process.exit(0);
