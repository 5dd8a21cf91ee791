import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { deepenToContrast } from './contrast';

const WHITE = '#ffffff';

/**
 * Minimum contrast of each deepened shade against white and the palette's own light tints
 * (shades 1 and 2, the background and hover of light badges, alerts and subtle buttons).
 * Shade 6 is the filled colour under white text, links and coloured text; 7 to 9 get
 * progressively darker so hover states and light-variant text stay readable (WCAG 1.4.3).
 */
const TEXT_SHADE_MINIMUMS: Array<[shade: 6 | 7 | 8 | 9, minimum: number]> = [
  [6, 4.6],
  [7, 5.3],
  [8, 6.2],
  [9, 7.2],
];

/** Shade 4 is Mantine's input, checkbox and card border: 3:1 for component boundaries (1.4.11). */
const BORDER_SHADE_MINIMUM = 3.1;

/** Mantine's default palette with shades 6 to 9 deepened (same hue) until text on them reads. */
export function accessiblePalette(
  base: MantineColorsTuple,
  minimums = TEXT_SHADE_MINIMUMS,
): MantineColorsTuple {
  const shades = [...base];
  for (const [shade, minimum] of minimums) {
    const backgrounds = [WHITE, shades[1] ?? WHITE, shades[2] ?? WHITE];
    shades[shade] = deepenToContrast(shades[shade] ?? WHITE, backgrounds, minimum);
  }
  return shades as unknown as MantineColorsTuple;
}

/** Greys also draw the borders of inputs, so shade 4 (and 5, to stay ordered) deepen too. */
function accessibleGray(base: MantineColorsTuple): MantineColorsTuple {
  const shades = [...accessiblePalette(base)];
  shades[4] = deepenToContrast(shades[4] ?? WHITE, [WHITE], BORDER_SHADE_MINIMUM);
  shades[5] = deepenToContrast(shades[5] ?? WHITE, [WHITE], BORDER_SHADE_MINIMUM + 0.5);
  return shades as unknown as MantineColorsTuple;
}

/**
 * Yellow stays a fill (the spec's colour of a strong match): shades 6 and 7 keep Mantine's bright
 * yellow under black text (autoContrast), only the text shades 8 and 9 deepen; yellow text and
 * outlines use shade 9 (see theme.ts).
 */
const YELLOW_TEXT_SHADE_MINIMUMS = TEXT_SHADE_MINIMUMS.filter(([shade]) => shade >= 8);

// `dark` is the dark scheme's surface palette, not a text hue: it keeps Mantine's values.
const { dark, gray, yellow, ...hues } = DEFAULT_THEME.colors;

export const accessibleColors: Record<string, MantineColorsTuple> = {
  ...Object.fromEntries(
    Object.entries(hues).map(([name, palette]) => [name, accessiblePalette(palette)]),
  ),
  gray: accessibleGray(gray),
  yellow: accessiblePalette(yellow, YELLOW_TEXT_SHADE_MINIMUMS),
};
