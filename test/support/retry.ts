import type { ApiResponse } from './api-client.js';

/** What a well-behaved client does with a 503 ("busy, try again"): try again, a few times. */
export async function withRetryOn503<T>(send: () => Promise<ApiResponse<T>>, attempts = 8): Promise<ApiResponse<T>> {
  for (let attempt = 1; ; attempt++) {
    const response = await send();
    if (response.status !== 503 || attempt === attempts) return response;
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
  }
}
