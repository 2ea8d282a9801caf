// zod/mini rather than classic zod: a lighter cold start for every function.
// zod/mini loads no locale; without English, checks lacking their own message would say "Invalid input".
import { config } from 'zod/mini';
import { en } from 'zod/locales';

config(en());

export * from 'zod/mini';
