/** An https address with a host or a path on this site: '//' is protocol-relative, so refused. */
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

export function absoluteImageUrl(value: string, siteOrigin: string): string | undefined {
  return isImageUrl(value) ? new URL(value, siteOrigin).href : undefined;
}
