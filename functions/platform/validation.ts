/** Turns a zod schema failure into a 400 that names each field, with the schemas' messages. */
import type * as z from './contract/zod.js';
import './contract/english-messages.js';
import { BadRequestError, type FieldError } from './errors.js';

export function fieldErrors(error: z.core.$ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    const path = [...issue.path, ...(keys.length === 1 ? keys : [])].map(String).join('.');
    return { field: path || 'body', message: issue.message };
  });
}

export function parseOrThrow<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = fieldErrors(result.error);
  throw new BadRequestError(details.map((d) => `${d.field}: ${d.message}`).join('; '), details);
}
