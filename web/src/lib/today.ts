import { useSyncExternalStore } from 'react';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "March 5, 2026", the same in Node and every browser (no locale data involved). */
export const formatLongDate = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${MONTHS[m! - 1]} ${d}, ${y}`;
};

const localIsoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const never = () => () => {};

/**
 * Today's date (yyyy-mm-dd). A prerendered page was rendered on the build date; hydration renders
 * that date first (so the HTML matches) and then today's, instead of a hydration mismatch.
 */
export function useToday(): string {
  return useSyncExternalStore(
    never,
    () => localIsoDate(new Date()),
    () => __BUILD_TIME__.slice(0, 10),
  );
}
