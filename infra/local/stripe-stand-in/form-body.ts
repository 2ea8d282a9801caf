/**
 * Stripe's request encoding: application/x-www-form-urlencoded with bracketed keys
 * (`metadata[orderId]=a`, `payment_method_data[card][number]=4242...`, `expand[0]=x` or `expand[]=x`).
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

export function parseStripeForm(body: string): FormObject {
  const result: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const [head, ...rest] = splitKey(rawKey);
    if (!head) continue;
    assign(result, [head, ...rest], value);
  }
  return result;
}

function splitKey(key: string): string[] {
  const match = key.match(/^([^[]+)((?:\[[^\]]*\])*)$/);
  if (!match) return [key];
  const parts = [...(match[2] ?? '').matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  return [match[1] ?? key, ...parts];
}

type Container = FormObject | FormValue[];

function assign(target: Container, path: string[], value: string): void {
  const [rawKey, ...rest] = path;
  if (rawKey === undefined) return;
  const key = Array.isArray(target) && rawKey === '' ? String(target.length) : rawKey;
  const slots = target as Record<string, FormValue>;
  if (rest.length === 0) {
    slots[key] = value;
    return;
  }
  const existing = slots[key];
  if (existing !== undefined && typeof existing !== 'string') {
    assign(existing, rest, value);
    return;
  }
  const created: Container = rest[0] === '' || /^\d+$/.test(rest[0] ?? '') ? [] : {};
  slots[key] = created;
  assign(created, rest, value);
}

/** Reads a nested string field, e.g. `field(form, 'payment_method_data', 'card', 'number')`. */
export function field(form: FormValue | undefined, ...path: string[]): string | undefined {
  let current: FormValue | undefined = form;
  for (const key of path) {
    if (current === undefined || typeof current === 'string' || Array.isArray(current)) return undefined;
    current = current[key];
  }
  return typeof current === 'string' ? current : undefined;
}
