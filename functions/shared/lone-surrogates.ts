/**
 * Text with a lone UTF-16 surrogate (half of a pair, which no character is) is refused with a 400
 * naming the field: stored, it would break every later JSON, PDF or email that carries it.
 */
import { BadRequestError } from './errors.js';

const LONE_SURROGATE = /\p{Surrogate}/u;

export const LONE_SURROGATE_MESSAGE = 'Must not contain a lone UTF-16 surrogate';

/** The path (`lines.0.address`) of the first string holding a lone surrogate, keys included; undefined if none. */
export function loneSurrogatePath(value: unknown, path: readonly (string | number)[] = []): string | undefined {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path.join('.') || 'body' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = loneSurrogatePath(item, [...path, index]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (LONE_SURROGATE.test(key)) return [...path, key].join('.');
      const found = loneSurrogatePath(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** Throws a 400 naming the field whose text holds a lone surrogate. */
export function refuseLoneSurrogates(value: unknown): void {
  const field = loneSurrogatePath(value);
  if (field !== undefined) throw BadRequestError.forField(field, LONE_SURROGATE_MESSAGE);
}
