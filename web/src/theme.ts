import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // White text on blue-8 has a 5:1 contrast (WCAG AA); Mantine's default shade 6 gives 3.5:1.
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
});

/** Secondary ("dimmed") text in gray-7: 7:1 on white and on gray-0 (Mantine's gray-6 is 3.3:1, below WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
