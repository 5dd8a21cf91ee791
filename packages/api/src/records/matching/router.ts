import { createTRPCRouter } from '../../trpc';
import { campaignProgress } from './campaign-progress';
import { choose } from './choose';
import { computation } from './computation';
import { contributionWarnings } from './contribution-warnings';
import { get } from './get';

export const matchingRouter = createTRPCRouter({
  get,
  choose,
  computation,
  campaignProgress,
  contributionWarnings,
});
