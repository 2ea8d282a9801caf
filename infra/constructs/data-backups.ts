/**
 * Backups beyond DynamoDB's point-in-time recovery (35 days): AWS Backup copies every table daily
 * (kept 35 days) and monthly (kept 13 months, so a year ago can always be restored), in a vault of
 * its own whose lock keeps anyone, the account's root included once the lock is fixed, from
 * deleting recovery points early. docs/restore.md restores a table from it.
 */
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { Construct } from 'constructs';

export const DAILY_RETENTION = Duration.days(35);
export const MONTHLY_RETENTION = Duration.days(400);

export class DataBackups extends Construct {
  readonly vault: BackupVault;
  readonly plan: BackupPlan;

  constructor(scope: Construct, id: string, props: { tables: readonly ITable[] }) {
    super(scope, id);
    this.vault = new BackupVault(this, 'Vault', {
      removalPolicy: RemovalPolicy.RETAIN,
      // Governance for 3 days after a deploy (changeableFor), then compliance mode: nobody can shorten it.
      lockConfiguration: { minRetention: Duration.days(7), maxRetention: Duration.days(3650), changeableFor: Duration.days(3) },
    });
    this.plan = new BackupPlan(this, 'Plan', { backupVault: this.vault });
    this.plan.addRule(new BackupPlanRule({ ruleName: 'Daily', scheduleExpression: Schedule.cron({ hour: '3', minute: '0' }), deleteAfter: DAILY_RETENTION }));
    this.plan.addRule(
      new BackupPlanRule({
        ruleName: 'Monthly',
        scheduleExpression: Schedule.cron({ day: '1', hour: '4', minute: '0' }),
        deleteAfter: MONTHLY_RETENTION,
        moveToColdStorageAfter: Duration.days(30),
      }),
    );
    const selection = this.plan.addSelection('Tables', { resources: props.tables.map((table) => BackupResource.fromDynamoDbTable(table)) });
    Validations.of(selection).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      reason: "AWS Backup's own role policy for taking backups, the one its documentation prescribes; it grants backup actions only.",
    });
  }
}
