/** Numbers as people read them. */

/** A byte count for people. */
export function formatBytes(n: number): string {
  return n >= 1e9
    ? `${(n / 1e9).toFixed(1)} GB`
    : n >= 1e6
      ? `${(n / 1e6).toFixed(1)} MB`
      : n >= 1e3
        ? `${Math.round(n / 1e3)} kB`
        : `${n} B`;
}

/** A local wall-clock moment (ms) as a short date and time, e.g. "30 Nov, 21:40", or "1 Jan 2199, 00:00" in another year than `nowLocalMs`. */
export function formatMoment(
  localMs: number,
  nowLocalMs: number = Date.now() - new Date().getTimezoneOffset() * 60_000,
): string {
  const d = new Date(localMs);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][d.getUTCMonth()];
  // The year only when it is not this one: a moment years away must not read as this January.
  const year = d.getUTCFullYear() === new Date(nowLocalMs).getUTCFullYear() ? '' : ` ${d.getUTCFullYear()}`;
  return `${d.getUTCDate()} ${month}${year}, ${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}
