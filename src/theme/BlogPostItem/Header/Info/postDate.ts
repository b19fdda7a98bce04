/**
 * A post's date as the theme writes it for English ("November 27, 2026", the UTC calendar day),
 * without `Intl.DateTimeFormat`: the first formatter a page builds loads the locale's calendar
 * data, 17-25 ms on a desktop and about 100 ms on a phone, in the middle of hydrating a blog page.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function formatPostDate(date: string | Date): string {
  const day = new Date(date);
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}
