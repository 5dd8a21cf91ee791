/**
 * How the map tells up to four campaigns apart: a colour each, dark enough to stand out at 3:1
 * or more from the map's light ground (WCAG 1.4.11), and a stroke pattern each (solid, dashed,
 * dotted, dash-dot), so that telling them apart never rests on hue alone.
 */
export interface CampaignMapStyle {
  colour: string;
  /** SVG stroke-dasharray; none for solid. */
  dashArray: string | undefined;
  /** The pattern in words, for the legend's readers. */
  pattern: string;
}

export const CAMPAIGN_MAP_STYLES: readonly CampaignMapStyle[] = [
  { colour: '#1864ab', dashArray: undefined, pattern: 'solid outline' },
  { colour: '#c2410c', dashArray: '7 4', pattern: 'dashed outline' },
  { colour: '#2b8a3e', dashArray: '1.5 3.5', pattern: 'dotted outline' },
  { colour: '#862e9c', dashArray: '9 3 2 3', pattern: 'dash-dot outline' },
];

/** The style of the campaign in this position of the choice (wraps past four, never undefined). */
export const campaignMapStyle = (position: number): CampaignMapStyle =>
  CAMPAIGN_MAP_STYLES[position % CAMPAIGN_MAP_STYLES.length] ?? {
    colour: '#1864ab',
    dashArray: undefined,
    pattern: 'solid outline',
  };

/** WCAG relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
