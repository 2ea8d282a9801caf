/**
 * A tool's image: an https address with a host, or a path on the shop's own site (one '/', not the
 * protocol-relative '//'). Anything else is refused when a tool is saved, and an image stored before
 * the rule that cannot be read as one is left out of a page instead of failing it.
 */
export const IMAGE_URL_MESSAGE = 'Image must be an https address or a path on this site';

export function isImageUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The image's absolute address on `siteOrigin`, or undefined for a value that is no image address. */
export function absoluteImageUrl(value: string, siteOrigin: string): string | undefined {
  return isImageUrl(value) ? new URL(value, siteOrigin).href : undefined;
}
