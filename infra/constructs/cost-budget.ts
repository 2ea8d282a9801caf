/**
 * A monthly cost budget for the account, emailing the alarm address when the actual spend passes
 * 80% and 100% of it, and when the forecast passes 100%.
 */
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import { Construct } from 'constructs';

export interface CostBudgetProps {
  readonly name: string;
  readonly monthlyUsd: number;
  readonly email: string;
}

export class CostBudget extends Construct {
  readonly budget: CfnBudget;

  constructor(scope: Construct, id: string, props: CostBudgetProps) {
    super(scope, id);
    const subscribers = [{ subscriptionType: 'EMAIL', address: props.email }];
    const notify = (threshold: number, notificationType: 'ACTUAL' | 'FORECASTED') => ({
      notification: { comparisonOperator: 'GREATER_THAN', notificationType, threshold, thresholdType: 'PERCENTAGE' },
      subscribers,
    });
    this.budget = new CfnBudget(this, 'Budget', {
      budget: { budgetName: `${props.name}-monthly`, budgetType: 'COST', timeUnit: 'MONTHLY', budgetLimit: { amount: props.monthlyUsd, unit: 'USD' } },
      notificationsWithSubscribers: [notify(80, 'ACTUAL'), notify(100, 'ACTUAL'), notify(100, 'FORECASTED')],
    });
  }
}
