/**
 * The shop's SES side: the sender's identity (SES emails it a verification link on the first
 * deploy), and a configuration set, the identity's default, whose bounce and complaint events go
 * to CloudWatch for the alarms (operations-monitoring.ts).
 */
import { CfnConfigurationSetEventDestination, ConfigurationSet, EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export class EmailSending extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly identity: EmailIdentity;

  constructor(scope: Construct, id: string, props: { sender: string }) {
    super(scope, id);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet');
    new CfnConfigurationSetEventDestination(this, 'CloudWatchEvents', {
      configurationSetName: this.configurationSet.configurationSetName,
      eventDestination: {
        enabled: true,
        matchingEventTypes: ['bounce', 'complaint', 'reject'],
        cloudWatchDestination: {
          dimensionConfigurations: [{ dimensionName: 'ses:configuration-set', dimensionValueSource: 'messageTag', defaultDimensionValue: 'storefront' }],
        },
      },
    });
    this.identity = new EmailIdentity(this, 'Sender', { identity: Identity.email(props.sender), configurationSet: this.configurationSet });
  }
}
