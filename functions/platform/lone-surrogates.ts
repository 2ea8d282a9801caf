// Stored, a lone surrogate would break every later JSON, PDF or email that carries it.
import { BadRequestError } from './errors.js';

const LONE_SURROGATE = /\p{Surrogate}/u;

export const LONE_SURROGATE_MESSAGE = 'Must not contain a lone UTF-16 surrogate';

/** Iterative, so a hostile deeply nested body cannot overflow the stack. */
export function loneSurrogatePath(root: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: readonly (string | number)[] }> = [{ value: root, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return path.join('.') || 'body';
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) pending.push({ value: value[index], path: [...path, index] });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (const [key] of entries) if (LONE_SURROGATE.test(key)) return [...path, key].join('.');
      for (let index = entries.length - 1; index >= 0; index--) pending.push({ value: entries[index]![1], path: [...path, entries[index]![0]] });
    }
  }
  return undefined;
}

export function refuseLoneSurrogates(value: unknown): void {
  const field = loneSurrogatePath(value);
  if (field !== undefined) throw BadRequestError.forField(field, LONE_SURROGATE_MESSAGE);
}
