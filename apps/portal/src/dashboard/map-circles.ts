/**
 * How big the map draws a circle, in pixels of radius, in one place: the circles and the size
 * legend both read it, so the legend's circles are the sizes the map draws.
 */

/** The largest circle, for the biggest gift or the busiest cell. */
export const LARGEST_RADIUS = 14;

/**
 * A single gift (zoomed in on few): the radius grows with the square root of its dollars, so a
 * circle's area follows the amount; tiny gifts stay visible and huge ones stop at the largest.
 */
export const pointRadius = (amountCents: number) =>
  Math.max(2, Math.min(LARGEST_RADIUS, Math.sqrt(amountCents / 100) / 2));

/** The amount whose gift circle has `radius`: the inverse of pointRadius. */
export const pointAmountCents = (radius: number) => (radius * 2) ** 2 * 100;

/** A cell of gifts (zoomed out): its area follows its share of the largest cell in view. */
export const cellRadius = (amountCents: number, largestCents: number) =>
  Math.max(3, Math.sqrt(amountCents / Math.max(1, largestCents)) * LARGEST_RADIUS);
