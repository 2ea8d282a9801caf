/**
 * The one zod every schema, handler and web form imports: zod/mini. Classic zod ('zod') costs each
 * function's cold start about 14 ms (heavier schema construction and a slower first parse);
 * zod/mini is the same core behind a functional API (docs/performance.md).
 *
 * zod/mini loads no locale, so a check without a message of its own would say "Invalid input";
 * English is set here, once, so those messages stay zod's English ones, as with classic zod.
 */
import { config } from 'zod/mini';
import { en } from 'zod/locales';

config(en());

export * from 'zod/mini';
