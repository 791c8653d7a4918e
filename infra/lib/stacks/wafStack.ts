import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** Requests one client address may send in any 5 minutes before it is blocked for a while. */
export const RATE_LIMIT_PER_FIVE_MINUTES = 3000;

/** The AWS managed rule groups in front of the app, in evaluation order. */
export const MANAGED_RULE_GROUPS = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
] as const;

/**
 * Common-rule-set rules that would block legitimate ProzessPuls requests, counted instead:
 * BPMN XML, Base64 documents and report bodies are far larger than the 8 KB body limit, and
 * uploads of documents go straight to S3 through presigned URLs, not through CloudFront.
 */
export const COUNTED_COMMON_RULES = ['SizeRestrictions_BODY'] as const;

/**
 * The AWS WAF web ACL of the CloudFront distribution (SPA and `/api`). CloudFront only accepts web
 * ACLs from us-east-1, so this stack is pinned there; the Web stack takes its ARN from the context
 * key `prozesspuls:webAclArn` after this stack was deployed (docs/infra.md, "WAF").
 */
export class WafStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, { ...props, env: { ...props?.env, region: 'us-east-1' } });

    const visibility = (metricName: string) => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName,
    });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `${this.stackName}-web`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('ProzessPulsWeb'),
      rules: [
        {
          name: 'RateLimitPerClient',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: RATE_LIMIT_PER_FIVE_MINUTES,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
            },
          },
          visibilityConfig: visibility('RateLimitPerClient'),
        },
        ...MANAGED_RULE_GROUPS.map((name, index) => ({
          name,
          priority: index + 1,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name,
              ...(name === 'AWSManagedRulesCommonRuleSet'
                ? {
                    ruleActionOverrides: COUNTED_COMMON_RULES.map((rule) => ({
                      name: rule,
                      actionToUse: { count: {} },
                    })),
                  }
                : {}),
            },
          },
          visibilityConfig: visibility(name),
        })),
      ],
    });

    new CfnOutput(this, 'WebAclArn', {
      value: this.webAcl.attrArn,
      description: 'Pass to the Web stack as -c prozesspuls:webAclArn=<this value>',
    });
  }
}
