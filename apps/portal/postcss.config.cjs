// Mantine's preset plus its breakpoint variables (601, 993 and 1201 px, spec section 2).
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '37.5625em',
        'mantine-breakpoint-sm': '62.0625em',
        'mantine-breakpoint-md': '75.0625em',
        'mantine-breakpoint-lg': '88em',
        'mantine-breakpoint-xl': '100em',
      },
    },
  },
};
