import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/**
 * Runs the cdk-nag AWS Solutions rules as a CDK validation plugin (cdk-nag 3; the v2 Aspect
 * throws). Any finding that is not acknowledged fails `cdk synth`.
 */
export function addNagChecks(app: IConstruct): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
}

export interface NagAcknowledgment {
  /** Rule id, or `RuleId[FindingId]` for rules with several findings per resource (IAM4, IAM5). */
  readonly id: string;
  /** Why the finding is accepted; shown in the validation report and listed in docs/infra.md. */
  readonly reason: string;
}

/** Acknowledges findings on `scope` and every construct below it; keep scopes as narrow as practical. */
export function acknowledge(scope: IConstruct, ...acknowledgments: NagAcknowledgment[]): void {
  for (const acknowledgment of acknowledgments) Validations.of(scope).acknowledge(acknowledgment);
}
