import type { Locator } from 'playwright-core';

/**
 * The contrast ratio (WCAG 2.1) between the text colour of `input` and the colour it sits on:
 * the first ancestor with a solid background. The element's own and its ancestors' opacity count
 * too, since a faded field fades its value with it.
 */
export function textContrast(input: Locator): Promise<number> {
  return input.evaluate((element) => {
    const rgba = (text: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (text.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a };
    };
    let background: { r: number; g: number; b: number; a: number } | null = null;
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      opacity *= Number(style.opacity);
      const colour = rgba(style.backgroundColor);
      if (background === null && colour.a === 1) background = colour;
    }
    const ground = background ?? { r: 255, g: 255, b: 255, a: 1 };
    const style = getComputedStyle(element);
    const text = rgba(style.getPropertyValue('-webkit-text-fill-color') || style.color);
    const alpha = text.a * opacity;
    const blend = (channel: 'r' | 'g' | 'b') =>
      text[channel] * alpha + ground[channel] * (1 - alpha);
    const luminance = (c: { r: number; g: number; b: number }) => {
      const linear = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);
    };
    const shown = { r: blend('r'), g: blend('g'), b: blend('b') };
    const [light, dark] = [luminance(shown), luminance(ground)].sort((x, y) => y - x);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  });
}
