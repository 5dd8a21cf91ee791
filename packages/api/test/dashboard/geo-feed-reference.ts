import type { Database } from '@portal/db';
import type { Financing } from '@portal/domain';
import {
  type ContributionFact,
  listDashboardCampaigns,
  loadContributionFacts,
} from '../../src/dashboard/data/facts';
import { externalFeatureDate, type GeoFeature, snapCoordinate } from '../../src/dashboard/data/geo';

/**
 * The geo feed as it was answered before it streamed: every fact loaded at once, then one
 * feature per located fact, donors numbered in order of appearance. The streamed feed must give
 * the same features.
 */
export async function wholeDocumentFeed(
  db: Database,
  governmentId: number,
  financing: Financing,
): Promise<GeoFeature[]> {
  const campaignList = await listDashboardCampaigns(db, governmentId);
  const query = { financing, campaigns: [], offices: [], startDate: null, endDate: null };
  const facts = await loadContributionFacts(db, governmentId, query, campaignList);
  const batchNumbers = new Map<string, string>();
  const opaqueBatch = (key: string | null) => {
    if (key === null) return null;
    const number = batchNumbers.get(key) ?? String(batchNumbers.size + 1);
    batchNumbers.set(key, number);
    return number;
  };
  return facts.flatMap((fact: ContributionFact): GeoFeature[] =>
    fact.latitude === null || fact.longitude === null
      ? []
      : [
          {
            type: 'Feature',
            geometry: {
              type: 'Point',
              coordinates: [snapCoordinate(fact.longitude), snapCoordinate(fact.latitude)],
            },
            properties: {
              date: fact.participating ? fact.date : externalFeatureDate(fact.date),
              amount: fact.amountCents / 100,
              matchAmount: fact.matchAmountCents === null ? null : fact.matchAmountCents / 100,
              campaignId: fact.campaignId,
              campaignName: fact.campaignName,
              officeSought: fact.officeSought,
              oaeType: fact.participating ? fact.oaeType : 'not participating',
              contributionSubType: fact.subType,
              contributorType: fact.contributorType,
              state: fact.state,
              city: fact.city,
              batchId: opaqueBatch(fact.batchId),
            },
          },
        ],
  );
}

/**
 * What two answers must agree on, whatever their order and however they number donors: the
 * features (batch ids aside), and which features share a donor.
 */
export function feedContent(features: readonly GeoFeature[]) {
  const withoutBatch = (feature: GeoFeature) =>
    JSON.stringify({ ...feature, properties: { ...feature.properties, batchId: null } });
  const donors = new Map<string, string[]>();
  for (const feature of features) {
    const key = feature.properties.batchId;
    if (key !== null) donors.set(key, [...(donors.get(key) ?? []), withoutBatch(feature)]);
  }
  return {
    features: features.map(withoutBatch).sort(),
    unbatched: features.filter((feature) => feature.properties.batchId === null).length,
    donors: [...donors.values()].map((gifts) => gifts.sort().join('\n')).sort(),
  };
}
