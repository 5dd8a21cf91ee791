import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  parseThemeColor,
} from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, deepenToContrast } from './contrast';
import { cssVariablesResolver, theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);

// The light scheme's CSS variables as the browser gets them: Mantine's, then ours on top.
const variables: Record<string, string> = {
  ...defaultCssVariablesResolver(merged).variables,
  ...defaultCssVariablesResolver(merged).light,
  ...cssVariablesResolver(merged).light,
};

/** Follows `var(--x)` references down to a `#rrggbb` value. */
function resolve(value: string): string {
  const reference = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (!reference) return value;
  const next = variables[reference];
  if (next === undefined) throw new Error(`${reference} is not defined`);
  return resolve(next);
}

const color = (name: string) => resolve(`var(--mantine-color-${name})`);

// Every hue a badge, button, alert or text may use (StatusBadge, notifications, compliance).
const HUES = ['blue', 'red', 'green', 'yellow', 'orange', 'teal', 'cyan', 'gray', 'grape', 'lime'];

function huePairs(hue: string): Array<[string, string, string, number]> {
  // With autoContrast, Mantine writes black on light fills and white on dark ones.
  const filledText = parseThemeColor({ color: hue, theme: merged }).isLight
    ? merged.black
    : merged.white;
  return [
    [`${hue} filled button text`, filledText, color(`${hue}-filled`), 4.5],
    [`${hue} filled hover`, filledText, color(`${hue}-filled-hover`), 4.5],
    [`${hue} light badge`, color(`${hue}-light-color`), color(`${hue}-light`), 4.5],
    [`${hue} light hover`, color(`${hue}-light-color`), color(`${hue}-light-hover`), 4.5],
    [`${hue} subtle button on page`, color(`${hue}-light-color`), color('body'), 4.5],
    [`${hue} text on page`, color(`${hue}-text`), color('body'), 4.5],
    [`${hue} outline on page`, color(`${hue}-outline`), color('body'), 4.5],
  ];
}

const PAIRS: Array<[string, string, string, number]> = [
  ['body text', color('text'), color('body'), 4.5],
  ['dimmed text', color('dimmed'), color('body'), 4.5],
  ['dimmed text on a grey panel', color('dimmed'), color('gray-1'), 4.5],
  ['link', color('anchor'), color('body'), 4.5],
  ['input placeholder', color('placeholder'), color('body'), 4.5],
  ['disabled text', color('disabled-color'), color('disabled'), 4.5],
  ['error text', color('error'), color('body'), 4.5],
  ['success text', color('success'), color('body'), 4.5],
  ['input and checkbox border', color('default-border'), color('body'), 3],
  ['focus ring', color('blue-filled'), color('body'), 3],
  ...HUES.flatMap(huePairs),
];

describe('theme contrast (WCAG 2.1 AA)', () => {
  it.each(PAIRS)('%s: %s on %s reaches %s:1', (_name, foreground, background, minimum) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#868e96', '#ffffff', 3.32],
    ['#228be6', '#ffffff', 3.56],
  ])('%s on %s is %s:1', (foreground, background, expected) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(expected, 2);
  });
});

describe('deepenToContrast', () => {
  it('keeps a colour that already passes', () => {
    expect(deepenToContrast('#495057', ['#ffffff'], 4.5)).toBe('#495057');
  });
  it('darkens a light colour just past the target', () => {
    const deepened = deepenToContrast('#fab005', ['#ffffff'], 4.5);
    expect(contrastRatio(deepened, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(deepened, '#ffffff')).toBeLessThan(4.8);
  });
});
