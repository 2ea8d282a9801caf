// Every attribute goes through a name placeholder: a name may hold characters (a tool id's dashes) an expression cannot.

/** A condition in the caller's own placeholders (none of the builder's `#s<n>`, `#a<n>`, `#r<n>`, `#l<n>`, `:s<n>`, `:a<n>`, `:l<n>`, `:was<n>`, `:emptyList`). */
export interface ConditionPart {
  expression: string;
  /** Names the expressions end up not using are left out (DynamoDB refuses them). */
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

export interface AttributeUpdate {
  /** Attributes to set; one whose value is undefined is left untouched. */
  set?: Record<string, unknown>;
  /** Elements to add at the end of lists (a list that does not exist yet starts empty). */
  append?: Record<string, readonly unknown[]>;
  /** Numbers to add to (an attribute that does not exist yet starts at 0). */
  add?: Record<string, number>;
  remove?: readonly string[];
  /** The item as read: each set attribute must still hold the value read (or still be absent). */
  asRead?: Readonly<Record<string, unknown>>;
  condition?: ConditionPart;
}

export interface UpdateExpressionInput {
  UpdateExpression: string;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

const nonEmpty = <T extends object>(record: T): T | undefined => (Object.keys(record).length > 0 ? record : undefined);

export function updateExpression(update: AttributeUpdate): UpdateExpressionInput {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const clauses: string[] = [];
  const conditions = update.condition ? [update.condition.expression] : [];

  const set = Object.entries(update.set ?? {}).filter(([, value]) => value !== undefined);
  const assignments = set.map(([attribute, value], i) => {
    names[`#s${i}`] = attribute;
    values[`:s${i}`] = value;
    if (update.asRead) {
      const before = update.asRead[attribute];
      if (before === undefined) conditions.push(`attribute_not_exists(#s${i})`);
      else {
        values[`:was${i}`] = before;
        conditions.push(`#s${i} = :was${i}`);
      }
    }
    return `#s${i} = :s${i}`;
  });
  const appends = Object.entries(update.append ?? {}).map(([attribute, elements], i) => {
    names[`#l${i}`] = attribute;
    values[`:l${i}`] = elements;
    values[':emptyList'] = [];
    return `#l${i} = list_append(if_not_exists(#l${i}, :emptyList), :l${i})`;
  });
  if (assignments.length + appends.length > 0) clauses.push(`SET ${[...assignments, ...appends].join(', ')}`);

  const additions = Object.entries(update.add ?? {}).map(([attribute, value], i) => {
    names[`#a${i}`] = attribute;
    values[`:a${i}`] = value;
    return `#a${i} :a${i}`;
  });
  if (additions.length > 0) clauses.push(`ADD ${additions.join(', ')}`);

  const removals = (update.remove ?? []).map((attribute, i) => {
    names[`#r${i}`] = attribute;
    return `#r${i}`;
  });
  if (removals.length > 0) clauses.push(`REMOVE ${removals.join(', ')}`);
  if (clauses.length === 0) throw new Error('An update must set, add or remove something');

  const updateExpression = clauses.join(' ');
  const conditionExpression = conditions.length > 0 ? conditions.join(' AND ') : undefined;
  const used = (name: string) => new RegExp(`${name}\\b`).test(`${updateExpression} ${conditionExpression ?? ''}`);
  for (const [name, attribute] of Object.entries(update.condition?.names ?? {})) {
    if (name in names) throw new Error(`The condition's name placeholder ${name} is one of the update's own`);
    if (used(name)) names[name] = attribute;
  }
  for (const [placeholder, value] of Object.entries(update.condition?.values ?? {})) {
    if (placeholder in values) throw new Error(`The condition's value placeholder ${placeholder} is one of the update's own`);
    values[placeholder] = value;
  }
  return {
    UpdateExpression: updateExpression,
    ...(conditionExpression !== undefined && { ConditionExpression: conditionExpression }),
    ...(nonEmpty(names) && { ExpressionAttributeNames: names }),
    ...(nonEmpty(values) && { ExpressionAttributeValues: values }),
  };
}
