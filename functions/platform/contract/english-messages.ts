// zod/mini loads no locale: without English, a check lacking its own message would say "Invalid input".
// Imported for this side effect by the code that validates input (functions/platform/validation.ts,
// the web's forms), not by zod.ts, so code that only reads a contract's constants loads no zod.
import { config } from 'zod/mini';
import { en } from 'zod/locales';

config(en());
