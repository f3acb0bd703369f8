import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Fresh-leaf green; shade 7 (the primary) keeps white text above 4.5:1 contrast. */
const leaf: MantineColorsTuple = [
  '#ebf8ef',
  '#d5f0dd',
  '#aee0bd',
  '#82cf9a',
  '#5cbf7b',
  '#41b066',
  '#2b9a54',
  '#1c7f44',
  '#156636',
  '#0e4d28',
];

/** Warm turmeric, for prices, savings and highlights. */
const turmeric: MantineColorsTuple = [
  '#fff8e1',
  '#ffefc2',
  '#fde08a',
  '#fbcf52',
  '#f8c12a',
  '#f2b411',
  '#d99b06',
  '#b47f04',
  '#8f6407',
  '#6b4a08',
];

const fontFamily =
  "'Plus Jakarta Sans', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'leaf',
  primaryShade: 7,
  colors: { leaf, turmeric },
  fontFamily,
  headings: {
    fontFamily,
    fontWeight: '800',
    sizes: {
      h1: { fontSize: '2.75rem', lineHeight: '1.1' },
      h2: { fontSize: '2rem', lineHeight: '1.2' },
      h3: { fontSize: '1.25rem', lineHeight: '1.3' },
    },
  },
  defaultRadius: 'md',
  radius: { md: '10px', lg: '16px', xl: '24px' },
  focusRing: 'auto',
  cursorType: 'pointer',
  black: '#17231b',
});
