import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // White text on blue-8 has a 5:1 contrast (WCAG AA); Mantine's default shade 6 gives 3.5:1.
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  // Every dialog's, drawer's and toast's × button has a name (axe button-name); a caller's own label wins.
  // A scrolling region (the agreement's text, a wide table on a phone) can be scrolled from the keyboard (axe scrollable-region-focusable).
  // Plain objects rather than `Component.extend(...)` (which returns its argument): importing the components here
  // would put them, and Floating UI with them, in every page's first load.
  components: {
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
    ScrollArea: { defaultProps: { viewportProps: { tabIndex: 0 } } },
    // A toast's text under its title is 'dimmed' by default (#868e96 on white: 3.3:1); gray.7 meets WCAG AA.
    Notification: { styles: { description: { color: 'var(--mantine-color-gray-7)' } } },
  },
});

/** Secondary ("dimmed") text in gray-7: 7:1 on white and on gray-0 (Mantine's gray-6 is 3.3:1, below WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
