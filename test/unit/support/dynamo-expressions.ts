/**
 * DynamoDB's condition and update expressions, evaluated on a plain item, so fakes and tests can
 * check what a write does to an item (and whether it is refused) instead of the text of its
 * expressions. Covers what the shop writes: comparisons, IN, AND/OR/NOT, attribute_exists,
 * attribute_not_exists, contains, and SET (with +, -, if_not_exists, list_append), REMOVE and ADD.
 */
import { isDeepStrictEqual } from 'node:util';

export interface Expressions {
  UpdateExpression?: string;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

type Item = Record<string, unknown>;

class Reader {
  private readonly tokens: string[];
  private at = 0;
  constructor(
    text: string,
    private readonly input: Expressions,
  ) {
    this.tokens = text.match(/<>|<=|>=|[=<>(),+-]|[#:]?[A-Za-z_][A-Za-z0-9_]*/g) ?? [];
  }
  peek = () => this.tokens[this.at];
  next = () => this.tokens[this.at++];
  done = () => this.at >= this.tokens.length;
  accept(token: string): boolean {
    if (this.peek()?.toUpperCase() !== token) return false;
    this.at++;
    return true;
  }
  expect(token: string) {
    if (!this.accept(token)) throw new Error(`Expected ${token} at ${this.peek()} in ${this.tokens.join(' ')}`);
  }
  /** An attribute name (its placeholder resolved). */
  name(): string {
    const token = this.next()!;
    return token.startsWith('#') ? this.input.ExpressionAttributeNames![token]! : token;
  }
  /** An operand's value on `item`: a value placeholder or an attribute. */
  operand(item: Item): unknown {
    const token = this.peek()!;
    if (token.startsWith(':')) {
      this.next();
      if (!(token in (this.input.ExpressionAttributeValues ?? {}))) throw new Error(`No value for ${token}`);
      return this.input.ExpressionAttributeValues![token];
    }
    return item[this.name()];
  }
}

const FUNCTIONS: Record<string, (args: unknown[]) => boolean> = {
  attribute_exists: (args) => args[0] !== undefined,
  attribute_not_exists: (args) => args[0] === undefined,
  contains: ([list, element]) =>
    Array.isArray(list) ? list.some((entry) => isDeepStrictEqual(entry, element)) : typeof list === 'string' && list.includes(String(element)),
};

function compare(left: unknown, operator: string, right: unknown): boolean {
  if (operator === '=') return left !== undefined && isDeepStrictEqual(left, right);
  if (operator === '<>') return left !== undefined && !isDeepStrictEqual(left, right);
  if (left === undefined || right === undefined || typeof left !== typeof right) return false;
  const [a, b] = [left as number, right as number];
  return { '<': a < b, '<=': a <= b, '>': a > b, '>=': a >= b }[operator] ?? false;
}

function condition(reader: Reader, item: Item): boolean {
  let result = conjunction(reader, item);
  while (reader.accept('OR')) result = conjunction(reader, item) || result;
  return result;
}

function conjunction(reader: Reader, item: Item): boolean {
  let result = negation(reader, item);
  while (reader.accept('AND')) result = negation(reader, item) && result;
  return result;
}

function negation(reader: Reader, item: Item): boolean {
  if (reader.accept('NOT')) return !negation(reader, item);
  if (reader.accept('(')) {
    const result = condition(reader, item);
    reader.expect(')');
    return result;
  }
  const fn = FUNCTIONS[reader.peek()!];
  if (fn) {
    reader.next();
    reader.expect('(');
    const args = [reader.operand(item)];
    while (reader.accept(',')) args.push(reader.operand(item));
    reader.expect(')');
    return fn(args);
  }
  const left = reader.operand(item);
  if (reader.accept('IN')) {
    reader.expect('(');
    const values = [reader.operand(item)];
    while (reader.accept(',')) values.push(reader.operand(item));
    reader.expect(')');
    return values.some((value) => compare(left, '=', value));
  }
  const operator = reader.next()!;
  return compare(left, operator, reader.operand(item));
}

/** Whether `item` (undefined: no item) meets the write's ConditionExpression (true without one). */
export function conditionHolds(input: Expressions, item: Item | undefined): boolean {
  if (!input.ConditionExpression) return true;
  const reader = new Reader(input.ConditionExpression, input);
  const result = condition(reader, item ?? {});
  if (!reader.done()) throw new Error(`Unread condition after ${reader.peek()}`);
  return result;
}

function value(reader: Reader, item: Item): unknown {
  const fn = reader.peek();
  if (fn === 'if_not_exists' || fn === 'list_append') {
    reader.next();
    reader.expect('(');
    const first = value(reader, item);
    reader.expect(',');
    const second = value(reader, item);
    reader.expect(')');
    return fn === 'if_not_exists' ? (first ?? second) : [...(first as unknown[]), ...(second as unknown[])];
  }
  const left = reader.operand(item);
  if (reader.accept('+')) return (left as number) + (reader.operand(item) as number);
  if (reader.accept('-')) return (left as number) - (reader.operand(item) as number);
  return left;
}

/** The item after the write's UpdateExpression (the condition is not checked here). */
export function applyUpdate(input: Expressions, item: Item | undefined): Item {
  const before = item ?? {};
  const after: Item = { ...before };
  const reader = new Reader(input.UpdateExpression ?? '', input);
  while (!reader.done()) {
    const clause = reader.next()!.toUpperCase();
    do {
      const attribute = reader.name();
      if (clause === 'SET') {
        reader.expect('=');
        after[attribute] = value(reader, before);
      } else if (clause === 'REMOVE') delete after[attribute];
      else if (clause === 'ADD') after[attribute] = ((before[attribute] as number | undefined) ?? 0) + (reader.operand(before) as number);
      else throw new Error(`Unknown clause ${clause}`);
    } while (reader.accept(','));
  }
  return after;
}

/** The item after the write, or 'refused' when the write's condition fails on `item`. */
export const outcomeOf = (write: Expressions, item: Item | undefined): Item | 'refused' => (conditionHolds(write, item) ? applyUpdate(write, item) : 'refused');
