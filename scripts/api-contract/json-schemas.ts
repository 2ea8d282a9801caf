/** zod → JSON Schema (2020-12, the dialect OpenAPI 3.1 uses), as a request accepts it or an answer carries it. */
import * as z from '../../functions/platform/contract/zod.js';

export type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** The object schema an input part resolves to (pipes and transforms show as allOf/anyOf of objects). */
export function objectOf(schema: JsonSchema): JsonSchema {
  if (schema.properties) return schema;
  const parts = schema.allOf ?? schema.anyOf ?? [];
  return parts.find((part) => part.properties) ?? schema;
}
