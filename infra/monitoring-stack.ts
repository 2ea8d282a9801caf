/**
 * The stage's alarms and dashboard, in a stack of their own (`Storefront-<stage>-monitoring`): they
 * are about as many resources as the shop's functions, and in the shop's stack they would take it
 * near CloudFormation's 500. This stack only reads the shop's resources (their names come as
 * CloudFormation exports), so it deploys after it and can be changed without touching the shop.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { OperationsMonitoring } from './constructs/operations-monitoring.js';
import type { StorefrontStack } from './storefront-stack.js';

export interface MonitoringStackProps extends StackProps {
  readonly shop: StorefrontStack;
  readonly alarmEmail: string;
  readonly githubRepository?: string;
}

export class MonitoringStack extends Stack {
  readonly operations: OperationsMonitoring;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    // Written without indentation: a third smaller, further from CloudFormation's 1 MB template limit (no person reads it).
    super(scope, id, { suppressTemplateIndentation: true, ...props });
    this.addStackDependency(props.shop);
    this.operations = new OperationsMonitoring(this, 'Operations', {
      ...props.shop.monitoringTargets,
      name: props.shop.stackName,
      alarmEmail: props.alarmEmail,
      githubRepository: props.githubRepository,
    });
  }
}
