import { createTheme } from '@mantine/core';

/** Layout breakpoints 601, 993 and 1201 px (spec section 2), in em as Mantine expects. */
export const theme = createTheme({
  primaryColor: 'blue',
  // People who ask their system for less motion get no page or modal transitions.
  respectReducedMotion: true,
  breakpoints: {
    xs: '37.5625em',
    sm: '62.0625em',
    md: '75.0625em',
    lg: '88em',
    xl: '100em',
  },
});
