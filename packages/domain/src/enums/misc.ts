import { toOptions } from './options';

/** Public dashboard financing filter; public (participating candidates) by default. */
export const FINANCING_VALUES = ['public', 'private', 'all'] as const;
export type Financing = (typeof FINANCING_VALUES)[number];
export const FINANCING_LABELS: Record<Financing, string> = {
  public: 'Participants',
  private: 'Non-participants',
  all: 'All',
};
export const FINANCING_OPTIONS = toOptions(FINANCING_VALUES, FINANCING_LABELS);
export const DEFAULT_FINANCING: Financing = 'public';

/** Activity type (spec section 3). */
export const ACTIVITY_TYPES = ['contribution', 'other'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
