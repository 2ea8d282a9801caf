/** What public answers call a person whose display name is empty or an email address. */
export const ANONYMOUS_DISPLAY_NAME = 'A customer';

const looksLikeEmail = (value: string) => /\S@\S/.test(value);

/** A name that is safe to show to anyone: never an email address. */
export function publicDisplayName(name: string): string {
  const trimmed = name.trim();
  return trimmed && !looksLikeEmail(trimmed) ? trimmed : ANONYMOUS_DISPLAY_NAME;
}
