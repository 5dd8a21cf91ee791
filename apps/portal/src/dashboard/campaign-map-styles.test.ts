import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MAP_STYLES, campaignMapStyle, contrastRatio } from './campaign-map-styles';

/** The map's grounds: no tiles (white), and the lightest council district fills. */
const GROUNDS = ['#ffffff', '#fff3bf', '#d3f9d8', '#ffe3e3', '#e5dbff', '#f1f3f5'];

describe('campaign map styles', () => {
  it.each(CAMPAIGN_MAP_STYLES.map((style) => [style.colour, style]))(
    '%s stands out at 3:1 or more from every ground of the map',
    (_colour, style) => {
      for (const ground of GROUNDS)
        expect(contrastRatio(style.colour, ground), ground).toBeGreaterThanOrEqual(3);
    },
  );

  it('tells four campaigns apart by pattern as well as colour', () => {
    const styles = [0, 1, 2, 3].map(campaignMapStyle);
    expect(new Set(styles.map((style) => style.colour)).size).toBe(4);
    expect(new Set(styles.map((style) => style.dashArray ?? 'solid')).size).toBe(4);
    expect(new Set(styles.map((style) => style.pattern)).size).toBe(4);
  });

  it('computes contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
