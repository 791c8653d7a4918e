import type { Area } from '@prozesspuls/shared';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import {
  type AreaPermissions,
  BUCKET_ACTIONS,
  BUCKET_OBJECT_ACTIONS,
  TABLE_ACTIONS,
  USER_POOL_ADMIN_ACTIONS,
} from '../api/areaPermissions.js';
import { acknowledge } from '../nag.js';

export interface AreaRoleProps {
  readonly area: Area;
  readonly permissions: AreaPermissions;
  readonly tableArn: string;
  readonly indexNames: readonly string[];
  readonly userPoolArn: string;
  /** SES identities the sender address may be verified as (address and domain). */
  readonly mailIdentityArns: readonly string[];
  /** ARNs of the buckets an area with `bpmnBuckets` works on. */
  readonly bucketArns: readonly string[];
}

/**
 * The execution role shared by all handlers of one API area. The grants are decided per area
 * (see areaPermissions), so one role per area is exactly as narrow as one per function, and 18
 * roles instead of ~160 stay far from the account's IAM role quota.
 */
export class AreaRole extends Construct {
  readonly role: Role;

  constructor(scope: Construct, id: string, props: AreaRoleProps) {
    super(scope, id);
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `ProzessPuls API handlers of area ${props.area}`,
    });

    this.allow(TABLE_ACTIONS, [
      props.tableArn,
      ...props.indexNames.map((name) => `${props.tableArn}/index/${name}`),
    ]);
    if (props.permissions.manageUsers) this.allow(USER_POOL_ADMIN_ACTIONS, [props.userPoolArn]);
    if (props.permissions.sendMail) this.allow(['ses:SendEmail'], props.mailIdentityArns);
    if (props.permissions.bpmnBuckets) {
      this.allow(BUCKET_ACTIONS, props.bucketArns);
      this.allow(
        BUCKET_OBJECT_ACTIONS,
        props.bucketArns.map((arn) => `${arn}/*`),
      );
    }

    acknowledge(this.role, {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Active X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions.',
    });
  }

  private allow(actions: readonly string[], resources: readonly string[]): void {
    this.role.addToPrincipalPolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: [...actions], resources: [...resources] }),
    );
  }
}
