/**
 * The shop on its own domain (optional, from the stage's settings `domainName` and
 * `hostedZoneId`): an ACM certificate validated through the Route 53 zone (the stack is in
 * us-east-1, where CloudFront takes its certificates from), and A/AAAA alias records to the
 * distribution. The zone is referenced by its id and name: no lookup at synth.
 */
import { Certificate, CertificateValidation } from 'aws-cdk-lib/aws-certificatemanager';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { AaaaRecord, ARecord, HostedZone, RecordTarget, type IHostedZone } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { Construct } from 'constructs';

export interface CustomDomainProps {
  /** e.g. shop.example.com; it must be in the hosted zone. */
  readonly domainName: string;
  readonly hostedZoneId: string;
  /** The zone's own name, e.g. example.com. */
  readonly hostedZoneName: string;
}

export class CustomDomain extends Construct {
  readonly domainName: string;
  readonly certificate: Certificate;
  private readonly zone: IHostedZone;

  constructor(scope: Construct, id: string, props: CustomDomainProps) {
    super(scope, id);
    this.domainName = props.domainName;
    this.zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', { hostedZoneId: props.hostedZoneId, zoneName: props.hostedZoneName });
    this.certificate = new Certificate(this, 'Certificate', { domainName: props.domainName, validation: CertificateValidation.fromDns(this.zone) });
  }

  /** The domain's A and AAAA records, aliases of the distribution. */
  pointAt(distribution: IDistribution): void {
    const target = RecordTarget.fromAlias(new CloudFrontTarget(distribution));
    new ARecord(this, 'AliasA', { zone: this.zone, recordName: this.domainName, target });
    new AaaaRecord(this, 'AliasAaaa', { zone: this.zone, recordName: this.domainName, target });
  }
}
