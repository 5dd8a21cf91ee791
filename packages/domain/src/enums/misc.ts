import { choiceList, type Financing } from './lists';

/** Public dashboard financing filter; public (participating candidates) by default. */
export const FINANCING_CHOICES = choiceList('financing');
export const DEFAULT_FINANCING: Financing = 'public';

/** Activity type (spec section 3). */
export const ACTIVITY_TYPES = ['contribution', 'other'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
