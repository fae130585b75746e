/** An ISO day (`2026-10-01`) as the reader's date, without a time zone shifting it. */
export function dayAsDate(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number)
  return new Date(year, month - 1, date)
}
