/**
 * Decides, for one role of the template, whether a request is allowed, by evaluating the role's
 * identity policies with @cloud-copilot/iam-simulate (actions, resources, wildcards, Deny and
 * conditions as IAM evaluates them). Decisions are cached per action, resource and condition keys.
 */
import { runSimulation, type Simulation } from '@cloud-copilot/iam-simulate';
import { LOCAL_ACCOUNT_ID } from '../template-model.js';
import type { PolicyDocument } from '../template-functions.js';

export interface LocalRole {
  /** The role's name, as in its ARN. */
  roleName: string;
  policies: PolicyDocument[];
}

/** One action on one resource (an ARN), as IAM authorizes it. */
export interface RequiredPermission {
  action: string;
  resource: string;
  /**
   * The request's condition keys, e.g. `{ 'ses:FromAddress': 'shop@tools.test' }`; a multivalued
   * key as a list, e.g. `{ 'dynamodb:LeadingKeys': ['unpaid#u1'] }` (for ForAllValues/ForAnyValue).
   */
  context?: Readonly<Record<string, string | readonly string[]>>;
}

export type RoleAuthorizer = (permission: RequiredPermission) => Promise<boolean>;

export function roleAuthorizer(role: LocalRole): RoleAuthorizer {
  const decisions = new Map<string, Promise<boolean>>();
  const identityPolicies = role.policies.map((policy, i) => ({
    name: `policy-${i}`,
    policy: policy as unknown as Simulation['identityPolicies'][number]['policy'],
  }));
  return (permission) => {
    const key = JSON.stringify([permission.action, permission.resource, permission.context ?? {}]);
    let decision = decisions.get(key);
    if (!decision) {
      decision = runSimulation(
        {
          identityPolicies,
          serviceControlPolicies: [],
          resourceControlPolicies: [],
          request: {
            action: permission.action,
            principal: `arn:aws:iam::${LOCAL_ACCOUNT_ID}:role/${role.roleName}`,
            resource: { accountId: LOCAL_ACCOUNT_ID, resource: permission.resource },
            contextVariables: contextVariables(permission.context),
          },
        },
        {},
      ).then((response) => response.resultType !== 'error' && response.overallResult === 'Allowed');
      decisions.set(key, decision);
    }
    return decision;
  };
}

/** The condition keys as iam-simulate takes them: a multivalued key as a (mutable) array. */
function contextVariables(context: RequiredPermission['context'] = {}): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(context).map(([key, value]) => [key, typeof value === 'string' ? value : [...value]]));
}
