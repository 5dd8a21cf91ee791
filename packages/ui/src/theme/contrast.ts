/** WCAG 2.1 relative luminance of a `#rgb` or `#rrggbb` colour (success criterion 1.4.3's definition). */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = hexChannels(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG contrast ratio between two opaque colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The colour mixed with black in 1% steps, just enough to reach `minimum` contrast against
 * every background; keeps the hue, so a deepened palette still reads as the same colour.
 */
export function deepenToContrast(hex: string, backgrounds: string[], minimum: number): string {
  for (let blackShare = 0; blackShare <= 100; blackShare += 1) {
    const candidate = mixWithBlack(hex, blackShare / 100);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= minimum)) {
      return candidate;
    }
  }
  return '#000000';
}

function mixWithBlack(hex: string, blackShare: number): string {
  const channels = hexChannels(hex).map((channel) => Math.round(channel * (1 - blackShare)));
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

function hexChannels(hex: string): [number, number, number] {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!digits) throw new Error(`Expected a #rgb or #rrggbb colour, got ${hex}`);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const value = Number.parseInt(full, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
