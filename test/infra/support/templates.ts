import type { Template } from 'aws-cdk-lib/assertions';

/** A CloudFormation resource as the assertions library returns it. */
export interface CfnResource {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
  readonly DeletionPolicy?: string;
  readonly UpdateReplacePolicy?: string;
}

export function resourcesOfType(template: Template, type: string): [string, CfnResource][] {
  return Object.entries(template.findResources(type) as Record<string, CfnResource>);
}

export function propertiesOf(resource: CfnResource): Record<string, unknown> {
  return resource.Properties ?? {};
}

/** `{ Ref: id }` or `{ 'Fn::GetAtt': [id, attr] }` → id. */
export function referencedId(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const ref = (value as { Ref?: unknown }).Ref;
  if (typeof ref === 'string') return ref;
  const getAtt = (value as { 'Fn::GetAtt'?: unknown })['Fn::GetAtt'];
  if (Array.isArray(getAtt) && typeof getAtt[0] === 'string') return getAtt[0];
  return undefined;
}

/** The integration id a route's `Target: integrations/<id>` points at. */
export function integrationIdOfTarget(target: unknown): string | undefined {
  const join = (target as { 'Fn::Join'?: [string, unknown[]] } | undefined)?.['Fn::Join'];
  return join ? referencedId(join[1][1]) : undefined;
}

/** IAM statements of every AWS::IAM::Policy in a template. */
export interface PolicyStatementJson {
  readonly Effect: string;
  readonly Action: string | string[];
  readonly Resource: unknown;
}

export function policyStatements(template: Template): PolicyStatementJson[] {
  return resourcesOfType(template, 'AWS::IAM::Policy').flatMap(([, policy]) => {
    const document = propertiesOf(policy).PolicyDocument as { Statement: PolicyStatementJson[] };
    return document.Statement;
  });
}

export function actionsOf(statement: PolicyStatementJson): string[] {
  return Array.isArray(statement.Action) ? statement.Action : [statement.Action];
}
