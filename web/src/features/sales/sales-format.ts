const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Nov 3' for '2026-11-03' (the summary's days are UTC dates). */
export const dayLabel = (isoDay: string): string => dayFormat.format(new Date(`${isoDay}T00:00:00Z`));
