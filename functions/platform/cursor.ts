/** Checked against the query's key attributes, so a crafted cursor is a 400, never a DynamoDB error. */
import { BadRequestError } from './errors.js';

export type PageKey = Record<string, string>;

export interface Page<T> {
  items: T[];
  nextCursor?: string;
}

export const NEXT_CURSOR_HEADER = 'x-next-cursor';
export const DEFAULT_PAGE_LIMIT = 20;

export function encodeCursor(key: Record<string, unknown> | undefined): string | undefined {
  return key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : undefined;
}

export function decodeCursor(cursor: string | undefined, expectedAttributes: readonly string[], fixed: PageKey = {}): PageKey | undefined {
  if (cursor === undefined) return undefined;
  const invalid = () => BadRequestError.forField('cursor', 'invalid cursor');
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid();
  const entries = Object.entries(value);
  const expected = [...expectedAttributes].sort();
  const actual = entries.map(([key]) => key).sort();
  if (actual.length !== expected.length || actual.some((key, i) => key !== expected[i])) throw invalid();
  if (entries.some(([, v]) => typeof v !== 'string' || v.length === 0 || v.length > 256)) throw invalid();
  const key = value as PageKey;
  if (Object.entries(fixed).some(([name, v]) => key[name] !== v)) throw invalid();
  return key;
}

/** Headers carrying the next cursor of a list answer (a JSON array cannot carry it). */
export function pageHeaders(page: Page<unknown>): Record<string, string> | undefined {
  return page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : undefined;
}
