/**
 * The audit trail is append-only, and that is enforced by IAM, not only by the code: on the
 * synthesized template no role may update, delete or batch-write the audit table (or its indexes),
 * nor hold a wildcard action that would include those, and only the functions that write an audit
 * entry with their change may PutItem on it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, triggers } from '../../functions/manifest.js';
import { tableDefinitions } from '../../functions/platform/table-definitions.js';
import { synthesizeStorefront, type TemplateJson } from './support/synthesize-storefront.js';
import { apiFunctionFor, asArray, describe as text, resourcesOfType, triggerFunctionFor, type PolicyStatement } from './support/template-queries.js';

let json: TemplateJson;
let cleanup = () => {};
afterAll(() => cleanup());
beforeAll(() => {
  ({ templateJson: json, cleanup } = synthesizeStorefront());
});

/** The functions that write an audit entry in the transaction of the change it records. */
const AUDIT_WRITERS = [
  'add-product',
  'approve-trade-account',
  'cancel-order',
  'decline-trade-account',
  'delete-product',
  'edit-product',
  'expire-unpaid-orders',
  'hide-review',
  'make-admin',
  'mark-delivered',
  'record-invoice-payment',
  'refund-order',
  'restore-product',
  'set-contract-prices',
  'update-trade-account',
];

const AUDIT_TABLE = 'AuditTable';

/** Every role of the template with every statement that applies to it (inline policies and AWS::IAM::Policy resources). */
function statementsByRole(): Map<string, PolicyStatement[]> {
  const byRole = new Map<string, PolicyStatement[]>();
  for (const [roleId, role] of resourcesOfType(json, 'AWS::IAM::Role')) {
    const inline = (role.Properties?.Policies ?? []) as Array<{ PolicyDocument: { Statement: PolicyStatement[] } }>;
    byRole.set(
      roleId,
      inline.flatMap((policy) => policy.PolicyDocument.Statement),
    );
  }
  for (const [policyId, policy] of resourcesOfType(json, 'AWS::IAM::Policy')) {
    const statements = (policy.Properties?.PolicyDocument.Statement ?? []) as PolicyStatement[];
    for (const ref of (policy.Properties?.Roles ?? []) as Array<{ Ref?: string }>) {
      if (!ref.Ref || !byRole.has(ref.Ref)) throw new Error(`${policyId} is attached to a role outside the stack: ${JSON.stringify(ref)}`);
      byRole.get(ref.Ref)!.push(...statements);
    }
  }
  return byRole;
}

/** The role of a function of the template. */
function roleOf(functionLogicalId: string): string {
  const role = (json.Resources[functionLogicalId]?.Properties?.Role as { 'Fn::GetAtt'?: [string, string] } | undefined)?.['Fn::GetAtt']?.[0];
  if (!role) throw new Error(`${functionLogicalId} has no role of this stack`);
  return role;
}

/** Whether a statement's resource can mean the audit table or one of its indexes (named, or by a wildcard). */
function coversAuditTable(resource: unknown): boolean {
  const arn = text(resource);
  return arn === '*' || arn.startsWith(`${AUDIT_TABLE}.Arn`) || arn.includes(AUDIT_TABLE) || /:table\/\*|:\*$|^arn:[^:]*:dynamodb:[^:]*:[^:]*:\*/.test(arn);
}

/** Whether an IAM action pattern (with * and ?) grants `action`. */
function grants(pattern: string, action: string): boolean {
  const regex = new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
    'i',
  );
  return regex.test(action);
}

/** The actions each role is allowed on the audit table or its indexes. */
function auditActionsByRole(): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const [roleId, statements] of statementsByRole()) {
    const actions = statements
      .filter((statement) => statement.Effect === 'Allow' && asArray(statement.Resource).some(coversAuditTable))
      .flatMap((statement) => asArray(statement.Action))
      .filter((action) => action === '*' || /^dynamodb:/i.test(action));
    result.set(roleId, [...new Set(actions)].sort());
  }
  return result;
}

const functionOf = (handler: string) => {
  const trigger = triggers.find((entry) => entry.handler === handler);
  if (trigger) return triggerFunctionFor(json, trigger);
  const route = routes.find((entry) => entry.handler === handler);
  if (!route) throw new Error(`No function ${handler} in the manifest`);
  return apiFunctionFor(json, route);
};

describe('the audit trail', () => {
  it("gives no role a managed policy other than basic Lambda logging and AWS Backup's own (so every grant is read below)", () => {
    const managed = resourcesOfType(json, 'AWS::IAM::Role')
      .flatMap(([, role]) => (role.Properties?.ManagedPolicyArns ?? []) as unknown[])
      .map((arn) => JSON.stringify(arn));
    expect(managed.length).toBeGreaterThan(0);
    // AWS Backup's role reads the tables only to back them up (data-backups.ts); it writes no item.
    expect(managed.filter((arn) => !/:iam::aws:policy\/service-role\/(AWSLambdaBasicExecutionRole|AWSBackupServiceRolePolicyForBackup)"/.test(arn))).toEqual(
      [],
    );
  });

  it('names in the manifest exactly these functions as the ones that PutItem on the audit table', () => {
    const writers = [...routes, ...triggers]
      .filter((entry) => ((entry.tables as Record<string, readonly string[] | undefined>).audit ?? []).includes('PutItem'))
      .map((entry) => entry.handler)
      .sort();
    expect(writers).toEqual(AUDIT_WRITERS);
  });

  it('grants no role UpdateItem, DeleteItem, BatchWriteItem or a wildcard action on the audit table or its indexes', () => {
    const forbidden = ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:PartiQLUpdate', 'dynamodb:PartiQLDelete'];
    const offences: string[] = [];
    for (const [roleId, actions] of auditActionsByRole()) {
      for (const action of actions) {
        if (action.includes('*') || action.includes('?')) offences.push(`${roleId}: wildcard ${action}`);
        for (const denied of forbidden) if (grants(action, denied)) offences.push(`${roleId}: ${denied} (by ${action})`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('lets only the audit-writing functions PutItem on the audit table, on the table itself and not on its indexes', () => {
    const writerRoles = new Set(AUDIT_WRITERS.map((handler) => roleOf(functionOf(handler).logicalId)));
    expect(writerRoles.size).toBe(AUDIT_WRITERS.length);
    const putters: string[] = [];
    for (const [roleId, statements] of statementsByRole()) {
      const putOn = statements
        .filter((statement) => statement.Effect === 'Allow' && asArray(statement.Action).some((action) => grants(action, 'dynamodb:PutItem')))
        .flatMap((statement) => asArray(statement.Resource))
        .filter(coversAuditTable)
        .map(text);
      if (putOn.length === 0) continue;
      putters.push(roleId);
      expect(putOn, roleId).toEqual([`${AUDIT_TABLE}.Arn`]);
    }
    expect(putters.sort()).toEqual([...writerRoles].sort());
  });

  it('lets each audit writer do nothing on the audit table but PutItem', () => {
    const byRole = auditActionsByRole();
    for (const handler of AUDIT_WRITERS) {
      expect(byRole.get(roleOf(functionOf(handler).logicalId)), handler).toEqual(['dynamodb:PutItem']);
    }
  });

  it('lets the audit log reader only Query the audit table and its index', () => {
    const role = roleOf(functionOf('list-audit-log').logicalId);
    expect(auditActionsByRole().get(role)).toEqual(['dynamodb:Query']);
    const resources = statementsByRole()
      .get(role)!
      .filter((statement) => asArray(statement.Action).includes('dynamodb:Query'))
      .flatMap((statement) => asArray(statement.Resource).map(text))
      .filter((arn) => arn.includes(AUDIT_TABLE))
      .sort();
    expect(resources).toEqual([`${AUDIT_TABLE}.Arn`, ...tableDefinitions.audit.indexes.map((index) => `${AUDIT_TABLE}.Arn/index/${index.indexName}`)].sort());
  });

  it('would catch a wildcard: the checks above see dynamodb:* and a table/* resource', () => {
    expect(grants('dynamodb:*', 'dynamodb:UpdateItem')).toBe(true);
    expect(grants('dynamodb:Update*', 'dynamodb:UpdateItem')).toBe(true);
    expect(grants('dynamodb:PutItem', 'dynamodb:UpdateItem')).toBe(false);
    expect(coversAuditTable('*')).toBe(true);
    expect(coversAuditTable({ 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':dynamodb:us-east-1:123:table/*']] })).toBe(true);
    expect(coversAuditTable({ 'Fn::GetAtt': ['OrdersTable', 'Arn'] })).toBe(false);
  });
});
