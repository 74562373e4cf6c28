/** A datetime-local value read as Singapore time (UTC+8, no daylight saving), whatever the browser's zone; '' stays ''. */
export function singaporeInstant(local: string): string {
  return local ? new Date(`${local}:00+08:00`).toISOString() : '';
}

/** An instant as a datetime-local value in Singapore time, for a form that edits it; null stays ''. */
export function singaporeLocal(iso: string | null): string {
  return iso ? new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16) : '';
}
