import { type CSSVariablesResolver, createTheme } from '@mantine/core';
import { accessibleColors } from './palettes';

/**
 * The portal's one theme (WCAG 2.1 AA): Mantine's calm blue and greys, with every colour that
 * carries text deepened to 4.5:1 (see palettes.ts) and the breakpoints of spec section 2.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 6, dark: 8 },
  colors: accessibleColors,
  // Filled components pick black or white text by luminance; 0.179 is the crossing point where
  // both reach 4.5:1, so whichever is chosen passes (Mantine's default 0.3 lets white fail).
  autoContrast: true,
  luminanceThreshold: 0.179,
  // People who ask their system for less motion get no page or modal transitions.
  respectReducedMotion: true,
  // Layout breakpoints 601, 993 and 1201 px, in em as Mantine expects.
  breakpoints: {
    xs: '37.5625em',
    sm: '62.0625em',
    md: '75.0625em',
    lg: '88em',
    xl: '100em',
  },
  components: {
    // Links inside sentences must be told apart without colour (WCAG 1.4.1): always underlined.
    Anchor: { defaultProps: { underline: 'always' } },
    // Icon-only buttons Mantine draws itself (modal and notification close, input clear) get a
    // name screen readers can announce; a component may still give a more specific one.
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
    InputClearButton: { defaultProps: { 'aria-label': 'Clear value' } },
    // A modal's corner X: 'Dismiss', so it is not confused with a modal's own Close button.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } },
    // Loaders are named ('Loading map'); a name needs a role, and status is what a loader is.
    Loader: { defaultProps: { role: 'status' } },
    // A table wider than a phone scrolls inside its box; keyboard users must reach that scroll
    // too (WCAG 2.1.1), so the box is a plain overflow container and a Tab stop.
    TableScrollContainer: { defaultProps: { type: 'native', tabIndex: 0 } },
  },
});

/**
 * Mantine's light-scheme text colours that default to light greys (dimmed 3.3:1, placeholder
 * and disabled text 2.1:1) point at the deepened grey instead; yellow, kept bright as a fill,
 * is written and outlined in its deepest shade.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-6)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-disabled': 'var(--mantine-color-gray-1)',
    '--mantine-color-disabled-color': 'var(--mantine-color-gray-6)',
    '--mantine-color-disabled-border': 'var(--mantine-color-gray-4)',
    '--mantine-color-yellow-text': 'var(--mantine-color-yellow-9)',
    '--mantine-color-yellow-outline': 'var(--mantine-color-yellow-9)',
  },
  dark: {},
});
