import { createHash } from 'node:crypto';

/** One review per customer and tool: the id comes from both, so a second review replaces the first. */
export function reviewId(userId: string, toolId: string): string {
  return `review-${createHash('sha256').update(`${userId}\n${toolId}`).digest('hex').slice(0, 32)}`;
}
