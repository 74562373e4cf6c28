/** A datetime-local value read as Singapore time (UTC+8, no daylight saving), whatever the browser's zone; '' stays ''. */
export function singaporeInstant(local: string): string {
  return local ? new Date(`${local}:00+08:00`).toISOString() : '';
}
