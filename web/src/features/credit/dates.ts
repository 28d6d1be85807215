/**
 * The credit screens' dates, as dayjs formatted them ('MMM D, YYYY', 'MMMM D, YYYY', 'MMM YYYY'), without dayjs on the
 * dashboard's first load: a date-only value (yyyy-mm-dd) is that local day, a timestamp is shown in local time.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function parse(value: string): Date {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return dateOnly ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) : new Date(value);
}

/** 'Nov 28, 2026' ('MMM D, YYYY'); 'long' gives 'November 28, 2026' ('MMMM D, YYYY'). */
export function formatDay(value: string, month: 'short' | 'long' = 'short'): string {
  const date = parse(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const name = MONTHS[date.getMonth()]!;
  return `${month === 'short' ? name.slice(0, 3) : name} ${date.getDate()}, ${date.getFullYear()}`;
}

/** 'Nov 2026' ('MMM YYYY'). */
export function formatMonth(value: string): string {
  const date = parse(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return `${MONTHS[date.getMonth()]!.slice(0, 3)} ${date.getFullYear()}`;
}
