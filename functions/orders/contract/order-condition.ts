/** One declaration the domain evaluates on an order read and the store turns into the write's DynamoDB condition. */

export type Operand = string | number | boolean | { param: string };

export type Condition =
  | { exists: string }
  | { absent: string }
  /** Equal to the operand; a parameter given as undefined means the attribute is absent. */
  | { equals: string; to: Operand }
  | { oneOf: string; values: readonly Operand[] }
  | { below: string; value: Operand }
  /** A list attribute that does not hold the operand (or no list at all). */
  | { lacks: string; value: Operand }
  | { all: readonly Condition[] }
  | { any: readonly Condition[] };

export type Params = Readonly<Record<string, unknown>>;

/** Equality of stored values (scalars and lists of them), as DynamoDB's `=` decides it. */
const same = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((element, index) => same(element, b[index])) : a === b;

export const param = (name: string): Operand => ({ param: name });
export const exists = (attribute: string): Condition => ({ exists: attribute });
export const absent = (attribute: string): Condition => ({ absent: attribute });
export const is = (attribute: string, to: Operand): Condition => ({ equals: attribute, to });
export const oneOf = (attribute: string, values: readonly Operand[]): Condition => ({ oneOf: attribute, values });
export const below = (attribute: string, value: Operand): Condition => ({ below: attribute, value });
export const lacks = (attribute: string, value: Operand): Condition => ({ lacks: attribute, value });
export const all = (...conditions: Condition[]): Condition => ({ all: conditions });
export const any = (...conditions: Condition[]): Condition => ({ any: conditions });

function resolve(operand: Operand, params: Params): unknown {
  if (typeof operand !== 'object') return operand;
  if (!(operand.param in params)) throw new Error(`The condition needs the parameter ${operand.param}`);
  return params[operand.param];
}

/** Decided as DynamoDB would decide it. */
export function holds(condition: Condition, item: Readonly<Record<string, unknown>>, params: Params = {}): boolean {
  if ('exists' in condition) return item[condition.exists] !== undefined;
  if ('absent' in condition) return item[condition.absent] === undefined;
  if ('equals' in condition) return same(item[condition.equals], resolve(condition.to, params));
  if ('oneOf' in condition) return condition.values.some((value) => holds(is(condition.oneOf, value), item, params));
  if ('below' in condition) {
    const [actual, limit] = [item[condition.below], resolve(condition.value, params)];
    return typeof actual === typeof limit && actual !== undefined && (actual as number) < (limit as number);
  }
  if ('lacks' in condition) {
    const list = item[condition.lacks];
    return !(Array.isArray(list) && list.some((element) => same(element, resolve(condition.value, params))));
  }
  if ('all' in condition) return condition.all.every((part) => holds(part, item, params));
  return condition.any.some((part) => holds(part, item, params));
}

/** The attributes a condition reads. */
export function attributesReadBy(condition: Condition): string[] {
  if ('all' in condition) return condition.all.flatMap(attributesReadBy);
  if ('any' in condition) return condition.any.flatMap(attributesReadBy);
  if ('exists' in condition) return [condition.exists];
  if ('absent' in condition) return [condition.absent];
  if ('equals' in condition) return [condition.equals];
  if ('oneOf' in condition) return [condition.oneOf];
  if ('below' in condition) return [condition.below];
  return [condition.lacks];
}

export interface DynamoCondition {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

export function toDynamoCondition(condition: Condition, params: Params = {}): DynamoCondition {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const name = (attribute: string) => {
    const known = Object.entries(names).find(([, value]) => value === attribute)?.[0];
    if (known) return known;
    const placeholder = `#c${Object.keys(names).length}`;
    names[placeholder] = attribute;
    return placeholder;
  };
  const value = (operand: Operand) => {
    const placeholder = `:c${Object.keys(values).length}`;
    values[placeholder] = resolve(operand, params);
    return placeholder;
  };
  const build = (part: Condition): string => {
    if ('exists' in part) return `attribute_exists(${name(part.exists)})`;
    if ('absent' in part) return `attribute_not_exists(${name(part.absent)})`;
    if ('equals' in part) {
      if (resolve(part.to, params) === undefined) return `attribute_not_exists(${name(part.equals)})`;
      return `${name(part.equals)} = ${value(part.to)}`;
    }
    if ('oneOf' in part) {
      if (part.values.length === 1) return build(is(part.oneOf, part.values[0]!));
      return `${name(part.oneOf)} IN (${part.values.map(value).join(', ')})`;
    }
    if ('below' in part) return `${name(part.below)} < ${value(part.value)}`;
    if ('lacks' in part) return `NOT contains(${name(part.lacks)}, ${value(part.value)})`;
    const [parts, joiner] = 'all' in part ? [part.all, ' AND '] : [part.any, ' OR '];
    return `(${parts.map(build).join(joiner)})`;
  };
  return { expression: build(condition), names, values };
}
