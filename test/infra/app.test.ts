import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENV_VARIABLES } from '@prozesspuls/functions/config/env';
import { handlerModuleOf } from '@prozesspuls/functions/routes/registry';
import {
  type Area,
  EXPORT_OBJECT_TAG,
  EXPORT_RETENTION_DAYS,
  ROUTES,
  routeByName,
  routeKey,
} from '@prozesspuls/shared';
import { type Stack, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { permissionsOf, USER_POOL_ADMIN_ACTIONS } from '../../infra/lib/api/areaPermissions.js';
import { runtimeOf } from '../../infra/lib/api/areaRuntime.js';
import { memoryOf } from '../../infra/lib/api/functionMemory.js';
import { REPO_ROOT } from '../../infra/lib/paths.js';
import { WORKFLOW_AREAS } from '../../infra/lib/stacks/apiStack.js';
import { fakeWebDist, type SynthesizedApp, synthesizeApp } from './support/synthesizeApp.js';
import {
  actionsOf,
  integrationIdOfTarget,
  policyStatements,
  propertiesOf,
  referencedId,
  resourcesOfType,
} from './support/templates.js';

/** CloudFront managed policy ids (the same in every account). */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

/** The settings functions/src/config/env.ts requires in the cloud. */
const REQUIRED_ENV = [
  ENV_VARIABLES.tableName,
  ENV_VARIABLES.documentsBucket,
  ENV_VARIABLES.historyBucket,
  ENV_VARIABLES.userPoolId,
  ENV_VARIABLES.userPoolClientId,
  ENV_VARIABLES.mailFrom,
  ENV_VARIABLES.appUrl,
  // Set in the cloud: presigned document GETs go through the download distribution.
  ENV_VARIABLES.documentsDownloadOrigin,
  'POWERTOOLS_SERVICE_NAME',
  'NODE_OPTIONS',
];

/** The settings of the survey lifecycle (functions/src/config/env.ts), for WORKFLOW_AREAS only. */
const WORKFLOW_ENV = [
  ENV_VARIABLES.surveyFinishStateMachineArn,
  ENV_VARIABLES.evaluationPointStateMachineArn,
  ENV_VARIABLES.scheduleGroup,
  ENV_VARIABLES.schedulerRoleArn,
  ENV_VARIABLES.scheduleDeadLetterQueueArn,
  ENV_VARIABLES.reminderFunctionArn,
  ENV_VARIABLES.measureOverdueFunctionArn,
  ENV_VARIABLES.riskStepOverdueFunctionArn,
  ENV_VARIABLES.tenantDeletionFunctionArn,
];

let synthesized: SynthesizedApp;
let areaTemplates: [Area, Template][];
let allTemplates: Template[];

// One synthesis of the whole app (every handler bundled, the SPA deployment included) for all tests.
beforeAll(async () => {
  synthesized = await synthesizeApp({ webDistDir: fakeWebDist() });
  const { stacks } = synthesized;
  areaTemplates = [...stacks.api.areaStacks].map(([area, stack]) => [area, Template.fromStack(stack)]);
  allTemplates = [
    ...[
      stacks.data,
      stacks.identity,
      stacks.apiGateway,
      stacks.web,
      stacks.api,
      stacks.observability,
      stacks.waf,
    ].map((s) => Template.fromStack(s)),
    ...areaTemplates.map(([, template]) => template),
  ];
});

/**
 * Whether a handler module renders a PDF: it, or a domain module it imports, uses the headless
 * Chromium adapter (`adapters/pdfRenderer`).
 */
function rendersPdf(handlerModule: string): boolean {
  const handlerFile = join(REPO_ROOT, 'functions/src/routes', `${handlerModule}.ts`);
  if (!existsSync(handlerFile)) return false;
  const source = readFileSync(handlerFile, 'utf8');
  // Only value imports bundle code: a type imported from the renderer brings no Chromium along.
  const valueImports = (text: string) =>
    [...text.matchAll(/^import\s+(?!type\b)[^;]*?from '([^']+)\.js'/gms)].map((match) => match[1] ?? '');
  const imported = valueImports(source)
    .filter((path) => path.startsWith('.'))
    .map((path) => join(handlerFile, '..', `${path}.ts`));
  return [source, ...imported.filter(existsSync).map((file) => readFileSync(file, 'utf8'))].some((text) =>
    valueImports(text).some((path) => path.endsWith('pdfRenderer')),
  );
}

function synthesisErrorText(): string {
  const error = synthesized.synthError;
  return error instanceof Error ? error.message : String(error ?? '');
}

describe('cdk-nag AwsSolutionsChecks', () => {
  it('synthesizes without an unacknowledged finding (synth fails on any)', () => {
    expect(synthesisErrorText()).toBe('');
  });

  it('finds no violation when run directly over the construct tree', () => {
    const report = new AwsSolutionsChecks().validateScope(synthesized.app);
    const findings = report.violations.flatMap((v) =>
      v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath ?? '?'}`),
    );
    expect(findings).toEqual([]);
  });

  it('gives every acknowledgment a written reason that docs/infra.md lists', () => {
    const docs = readFileSync(join(REPO_ROOT, 'docs', 'infra.md'), 'utf8');
    const acknowledgments = new Map<string, string>();
    const visit = (construct: IConstruct): void => {
      for (const entry of construct.node.metadata) {
        if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
        for (const [key, reason] of Object.entries(entry.data as Record<string, string>)) {
          acknowledgments.set(key.replace(/^annotation::/i, ''), reason);
        }
      }
      for (const child of construct.node.children) visit(child);
    };
    visit(synthesized.app);

    expect(acknowledgments.size).toBeGreaterThan(0);
    for (const [id, reason] of acknowledgments) {
      expect(reason.length, `reason of ${id}`).toBeGreaterThan(30);
      // The docs table names the rule; resource-specific findings are listed by their rule and kind.
      const rule = id.replace(/\[.*$/, '');
      expect(docs, `docs/infra.md lists ${rule}`).toContain(rule);
    }
  });
});

describe('API: one Lambda and one HTTP API route per entry of ROUTES', () => {
  it('puts each area in its own nested stack, far below 500 resources', () => {
    const areas = new Set(ROUTES.map((r) => r.area));
    expect(areaTemplates.map(([area]) => area).sort()).toEqual([...areas].sort());
    for (const [area, template] of areaTemplates) {
      const count = Object.keys(template.toJSON().Resources as object).length;
      expect(count, `resources in area ${area}`).toBeLessThan(250);
    }
  });

  it('has exactly the route keys of the route table', () => {
    const keys = areaTemplates.flatMap(([, template]) =>
      resourcesOfType(template, 'AWS::ApiGatewayV2::Route').map(([, route]) => propertiesOf(route).RouteKey),
    );
    expect(keys).toHaveLength(ROUTES.length);
    expect([...keys].sort()).toEqual(ROUTES.map((route) => routeKey(route)).sort());
  });

  it('routes each key of an area to its own Lambda function in that area stack', () => {
    let functionCount = 0;
    for (const [area, template] of areaTemplates) {
      const routes = ROUTES.filter((r) => r.area === area);
      const functions = resourcesOfType(template, 'AWS::Lambda::Function');
      functionCount += functions.length;
      expect(functions, `functions in area ${area}`).toHaveLength(routes.length);

      const integrations = Object.fromEntries(resourcesOfType(template, 'AWS::ApiGatewayV2::Integration'));
      const targets = new Map<string, string>();
      for (const [, route] of resourcesOfType(template, 'AWS::ApiGatewayV2::Route')) {
        const integration = integrations[integrationIdOfTarget(propertiesOf(route).Target) ?? ''];
        expect(integration, `integration of ${String(propertiesOf(route).RouteKey)}`).toBeDefined();
        const functionId = referencedId(propertiesOf(integration ?? { Type: '' }).IntegrationUri);
        targets.set(String(propertiesOf(route).RouteKey), functionId ?? '');
      }
      const functionIds = new Set(functions.map(([id]) => id));
      for (const route of routes) {
        expect(functionIds.has(targets.get(routeKey(route)) ?? ''), `own Lambda for ${route.name}`).toBe(
          true,
        );
      }
      expect(new Set(targets.values()).size, `distinct Lambdas in area ${area}`).toBe(routes.length);
    }
    expect(functionCount).toBe(ROUTES.length);
  });

  it("runs each Lambda with its route handler module from its area's bundle asset", () => {
    const assetKeysByArea = new Map<string, Set<string>>();
    for (const [area, template] of areaTemplates) {
      // The report function has its own asset: the same bundle plus the Chromium package.
      if (area === 'reports') continue;
      for (const [, fn] of resourcesOfType(template, 'AWS::Lambda::Function')) {
        const description = String(propertiesOf(fn).Description);
        const route = ROUTES.find((r) => description.endsWith(`(${r.name})`));
        expect(route, description).toBeDefined();
        const module = handlerModuleOf(route?.name ?? '');
        expect(propertiesOf(fn).Handler, description).toBe(`${module}.handler`);
        expect(
          existsSync(join(synthesized.handlerBundles.directoryOf(module), `${module}.mjs`)),
          module,
        ).toBe(true);
        const keys = assetKeysByArea.get(area) ?? new Set<string>();
        keys.add(String((propertiesOf(fn).Code as { S3Key: string }).S3Key));
        assetKeysByArea.set(area, keys);
      }
    }
    // One asset per area, shared by its functions, and no two areas share theirs.
    for (const [area, keys] of assetKeysByArea) expect(keys.size, area).toBe(1);
    const allKeys = new Set([...assetKeysByArea.values()].flatMap((keys) => [...keys]));
    expect(allKeys.size).toBe(assetKeysByArea.size);
  });

  it('configures every route Lambda the same way: runtime, memory, timeout, tracing, env', () => {
    for (const [area, template] of areaTemplates) {
      for (const [id, fn] of resourcesOfType(template, 'AWS::Lambda::Function')) {
        const props = propertiesOf(fn);
        const runtime = runtimeOf(area);
        const routeName = /\((\w+)\)$/.exec(String(props.Description))?.[1] ?? '';
        expect(props, id).toMatchObject({
          Runtime: 'nodejs22.x',
          Architectures: [runtime.x86 ? 'x86_64' : 'arm64'],
          MemorySize: memoryOf(routeByName(routeName)),
          Timeout: runtime.timeoutSeconds,
          TracingConfig: { Mode: 'Active' },
        });
        const variables = (props.Environment as { Variables: Record<string, unknown> }).Variables;
        // Survey and evaluation routes also start the lifecycle state machines and schedules.
        const workflowEnv = WORKFLOW_AREAS.includes(area) ? WORKFLOW_ENV : [];
        expect(Object.keys(variables).sort(), id).toEqual([...REQUIRED_ENV, ...workflowEnv].sort());
        expect(variables.NODE_OPTIONS).toBe('--enable-source-maps');
        expect(variables, 'the issuer override is for the local cloud only').not.toHaveProperty(
          ENV_VARIABLES.cognitoIssuer,
        );
        const logGroupId = referencedId((props.LoggingConfig as { LogGroup: unknown }).LogGroup) ?? '';
        const logGroup = (template.toJSON().Resources as Record<string, { Properties: object }>)[logGroupId];
        expect(logGroup?.Properties, `log group of ${id}`).toMatchObject({ RetentionInDays: 90 });
      }
    }
  });

  it("hands the route Lambdas the Data stack's documents bucket and the download distribution, never the site bucket", () => {
    // Documents live only in the documents bucket and are downloaded only through the
    // document-download distribution; the website bucket (Web stack) is no place for them.
    for (const [, template] of areaTemplates) {
      for (const [id, fn] of resourcesOfType(template, 'AWS::Lambda::Function')) {
        const variables = (propertiesOf(fn).Environment as { Variables: Record<string, unknown> }).Variables;
        expect(JSON.stringify(variables[ENV_VARIABLES.documentsBucket]), id).toMatch(/Documents[0-9A-F]{8}/);
        expect(JSON.stringify(variables[ENV_VARIABLES.documentsDownloadOrigin]), id).toMatch(
          /DocumentDownloads[0-9A-F]{8}/,
        );
        expect(JSON.stringify(variables), id).not.toMatch(/Site[0-9A-F]{8}/);
      }
    }
  });

  it('grants by area: table for all, Cognito admin and SES for auth/users/admin, buckets for BPMN areas', () => {
    for (const [area, template] of areaTemplates) {
      const statements = policyStatements(template);
      const actions = new Set(statements.flatMap(actionsOf));
      const permissions = permissionsOf(area);

      expect(actions.has('dynamodb:Query'), `${area} queries the table`).toBe(true);
      expect(actions.has('dynamodb:PutItem'), `${area} writes the table`).toBe(true);
      expect(actions.has('dynamodb:Scan'), `${area} must not scan`).toBe(false);
      for (const action of USER_POOL_ADMIN_ACTIONS) {
        expect(actions.has(action), `${area}: ${action}`).toBe(permissions.manageUsers);
      }
      expect(actions.has('ses:SendEmail'), `${area}: ses:SendEmail`).toBe(permissions.sendMail);
      expect(actions.has('s3:PutObject'), `${area}: s3:PutObject`).toBe(permissions.bpmnBuckets);
      expect(
        [...actions].filter((action) => action.includes('*')),
        `${area} has no wildcard actions`,
      ).toEqual([]);
    }
    expect(permissionsOf('auth').manageUsers && permissionsOf('users').manageUsers).toBe(true);
    expect(permissionsOf('admin').sendMail && permissionsOf('release').bpmnBuckets).toBe(true);
  });

  it('shares one execution role per area', () => {
    for (const [area, template] of areaTemplates) {
      expect(resourcesOfType(template, 'AWS::IAM::Role'), area).toHaveLength(1);
    }
  });

  it('logs the HTTP API stage and throttles it', () => {
    const template = Template.fromStack(synthesized.stacks.apiGateway);
    template.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: Match.anyValue() }),
    });
  });
});

describe('the report function (headless Chromium)', () => {
  it('gives every PDF function at least 1.6 GB, a minute, a concurrency cap and x86_64 for the Chromium build', () => {
    const template = areaTemplates.find(([area]) => area === 'reports')?.[1];
    const functions = template ? resourcesOfType(template, 'AWS::Lambda::Function') : [];
    // The process report and the risk assessment's documentation.
    expect(functions.length).toBeGreaterThanOrEqual(2);
    for (const [, reportFunction] of functions) {
      const props = propertiesOf(reportFunction);
      expect(Number(props.MemorySize)).toBeGreaterThanOrEqual(1600);
      expect(props).toMatchObject({
        Timeout: 60,
        ReservedConcurrentExecutions: 5,
        Architectures: ['x86_64'],
      });
    }
  });

  it('runs every route whose handler renders a PDF in the reports area, the one that ships Chromium', () => {
    // A PDF route in any other area would work locally (the local cloud has a Chromium) but fail
    // in AWS, where only the reports area's functions get the browser and the memory it needs.
    const pdfRoutes = ROUTES.filter((route) => rendersPdf(handlerModuleOf(route.name)));
    expect(pdfRoutes.map((route) => route.name)).toEqual(
      expect.arrayContaining([
        'postBpmnByUuidReport',
        'postRiskAssessmentByIdReport',
        'postPxEvaluationBySurveyIdReport',
      ]),
    );
    const template = areaTemplates.find(([area]) => area === 'reports')?.[1];
    const functions = template ? resourcesOfType(template, 'AWS::Lambda::Function') : [];
    for (const route of pdfRoutes) {
      expect(route.area, route.name).toBe('reports');
      const fn = functions.find(([, f]) => String(propertiesOf(f).Description).endsWith(`(${route.name})`));
      expect(fn, `Lambda of ${route.name}`).toBeDefined();
      expect(propertiesOf(fn?.[1] ?? { Type: '' }), route.name).toMatchObject({
        Architectures: ['x86_64'],
        Timeout: 60,
        ReservedConcurrentExecutions: 5,
      });
    }
  });

  it('ships @sparticuz/chromium and the bpmn-js viewer beside the bundle', () => {
    const directory = synthesized.handlerBundles.areaDirectories?.get('reports') ?? '';
    expect(existsSync(join(directory, 'reports/postBpmnByUuidReport.mjs'))).toBe(true);
    expect(existsSync(join(directory, 'node_modules/@sparticuz/chromium/bin/chromium.br'))).toBe(true);
    expect(existsSync(join(directory, 'node_modules/tar-fs/package.json'))).toBe(true);
    expect(existsSync(join(directory, 'node_modules/bpmn-js/dist/bpmn-viewer.production.min.js'))).toBe(true);
  });
});

describe('Data', () => {
  it('has one table with PITR, SSE, TTL, on-demand billing, retained, with gsi1 and gsi2', () => {
    const template = Template.fromStack(synthesized.stacks.data);
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
        TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
        GlobalSecondaryIndexes: [
          Match.objectLike({
            IndexName: 'gsi1',
            KeySchema: [
              { AttributeName: 'gsi1pk', KeyType: 'HASH' },
              { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
            ],
          }),
          Match.objectLike({
            IndexName: 'gsi2',
            KeySchema: [
              { AttributeName: 'gsi2pk', KeyType: 'HASH' },
              { AttributeName: 'gsi2sk', KeyType: 'RANGE' },
            ],
          }),
        ],
      }),
    });
  });

  it('versions and access-logs the documents and history buckets and keeps them', () => {
    const template = Template.fromStack(synthesized.stacks.data);
    const data = synthesized.stacks.data;
    for (const bucket of [data.documentsBucket, data.historyBucket]) {
      const id = data.getLogicalId(bucket.node.defaultChild as CfnBucket);
      const resource = template.toJSON().Resources[id] as { DeletionPolicy: string; Properties: object };
      expect(resource.DeletionPolicy).toBe('Retain');
      expect(resource.Properties).toMatchObject({
        VersioningConfiguration: { Status: 'Enabled' },
        LoggingConfiguration: { DestinationBucketName: expect.anything() },
      });
    }
  });

  it('expires stored exports in the documents bucket by their tag, current and earlier versions', () => {
    const template = Template.fromStack(synthesized.stacks.data);
    const data = synthesized.stacks.data;
    const id = data.getLogicalId(data.documentsBucket.node.defaultChild as CfnBucket);
    const rules = (
      template.toJSON().Resources[id] as {
        Properties: { LifecycleConfiguration: { Rules: Record<string, unknown>[] } };
      }
    ).Properties.LifecycleConfiguration.Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({
        Id: 'ExpireExports',
        Status: 'Enabled',
        TagFilters: [{ Key: EXPORT_OBJECT_TAG.key, Value: EXPORT_OBJECT_TAG.value }],
        ExpirationInDays: EXPORT_RETENTION_DAYS,
        NoncurrentVersionExpiration: { NoncurrentDays: EXPORT_RETENTION_DAYS },
      }),
    );
    // No other bucket expires anything by that tag: BPMN versions are kept.
    const historyId = data.getLogicalId(data.historyBucket.node.defaultChild as CfnBucket);
    expect(JSON.stringify(template.toJSON().Resources[historyId])).not.toContain(EXPORT_OBJECT_TAG.key);
  });
});

describe('every bucket of every stack', () => {
  it('blocks public access, encrypts and refuses plain HTTP', () => {
    let buckets = 0;
    for (const template of allTemplates) {
      const policies = resourcesOfType(template, 'AWS::S3::BucketPolicy');
      for (const [id, bucket] of resourcesOfType(template, 'AWS::S3::Bucket')) {
        buckets++;
        expect(propertiesOf(bucket), id).toMatchObject({
          PublicAccessBlockConfiguration: {
            BlockPublicAcls: true,
            BlockPublicPolicy: true,
            IgnorePublicAcls: true,
            RestrictPublicBuckets: true,
          },
          BucketEncryption: expect.anything(),
        });
        const tlsOnly = policies.some(([, policy]) => {
          const props = propertiesOf(policy);
          const statements = (props.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement;
          return (
            referencedId(props.Bucket) === id &&
            statements.some(
              (s) =>
                s.Effect === 'Deny' &&
                JSON.stringify(s.Condition) === JSON.stringify({ Bool: { 'aws:SecureTransport': 'false' } }),
            )
          );
        });
        expect(tlsOnly, `TLS-only policy on ${id}`).toBe(true);
      }
    }
    // Documents, history, their access logs; site and web logs.
    expect(buckets).toBe(5);
  });
});

describe('Identity', () => {
  it('has an admin-only user pool with the strong password policy and a secretless app client', () => {
    const template = Template.fromStack(synthesized.stacks.identity);
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UsernameConfiguration: { CaseSensitive: false },
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      GenerateSecret: false,
    });
  });
});

describe('Web', () => {
  it('serves the SPA bucket through Origin Access Control with a CloudFront Function fallback', () => {
    const template = Template.fromStack(synthesized.stacks.web);
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.resourceCountIs('AWS::CloudFront::Function', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Origins: Match.arrayWith([
          Match.objectLike({ OriginAccessControlId: Match.anyValue(), S3OriginConfig: Match.anyValue() }),
        ]),
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
        Logging: Match.objectLike({ Bucket: Match.anyValue() }),
        // No 403/404 → index.html error responses: they would turn API errors into HTML.
        CustomErrorResponses: Match.absent(),
      }),
    });
  });

  it('sends /api/* uncached with all viewer headers but Host to the HTTP API', () => {
    Template.fromStack(synthesized.stacks.web).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            CachePolicyId: CACHING_DISABLED,
            OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
            AllowedMethods: Match.arrayWith(['GET', 'PUT', 'POST', 'DELETE']),
            ViewerProtocolPolicy: 'https-only',
          }),
        ],
      }),
    });
  });

  it('deploys a built SPA', () => {
    expect(
      Object.keys(Template.fromStack(synthesized.stacks.web).findResources('Custom::CDKBucketDeployment')),
    ).toHaveLength(2);
  });
});

describe('the app as a whole', () => {
  it('outputs API URL, CloudFront domain, user pool and client ids and table name', () => {
    const outputs = (stack: Stack) => Object.keys(Template.fromStack(stack).findOutputs('*'));
    const { stacks } = synthesized;
    expect(outputs(stacks.apiGateway)).toContain('ApiUrl');
    expect(outputs(stacks.web)).toContain('DistributionDomainName');
    expect(outputs(stacks.identity)).toEqual(expect.arrayContaining(['UserPoolId', 'UserPoolClientId']));
    expect(outputs(stacks.data)).toContain('TableName');
  });

  it('is environment-agnostic, so synth needs no credentials or lookups', () => {
    const { data, identity, apiGateway, web, api, observability } = synthesized.stacks;
    for (const stack of [data, identity, apiGateway, web, api, observability]) {
      expect(stack.environment, stack.stackName).toBe('aws://unknown-account/unknown-region');
    }
  });

  it('pins only the WAF stack, to us-east-1 where CloudFront takes its web ACLs from', () => {
    expect(synthesized.stacks.waf.environment).toBe('aws://unknown-account/us-east-1');
  });

  it('never seeds data in the cloud: the only custom resources deploy the SPA', () => {
    for (const template of allTemplates) {
      const custom = Object.values(template.toJSON().Resources as Record<string, { Type: string }>)
        .map((resource) => resource.Type)
        .filter((type) => type.startsWith('Custom::') || type === 'AWS::CloudFormation::CustomResource');
      for (const type of custom) expect(type).toBe('Custom::CDKBucketDeployment');
    }
  });
});

describe('operations: alarms, dashboard and WAF', () => {
  const alarms = () =>
    Template.fromStack(synthesized.stacks.observability).findResources('AWS::CloudWatch::Alarm');
  const metricNamesOf = (alarm: Record<string, unknown>): string[] =>
    JSON.stringify(alarm.Properties)
      .match(/"MetricName":"[A-Za-z5]+"/g)
      ?.map((m) => m.slice(14, -1)) ?? [];

  it('alarms on API 5xx, Lambda errors and throttles, DynamoDB throttling, every failed workflow and dead letters', () => {
    const watched = Object.values(alarms()).map((alarm) => metricNamesOf(alarm).sort().join('+'));
    expect(watched).toEqual(
      expect.arrayContaining(['5xx+Count', 'Errors', 'Throttles', 'ReadThrottleEvents+WriteThrottleEvents']),
    );
    const machines = Object.keys(synthesized.stacks.api.workflows?.stateMachines ?? {});
    expect(machines.length).toBeGreaterThan(0);
    const workflowAlarms = watched.filter(
      (names) => names === 'ExecutionsAborted+ExecutionsFailed+ExecutionsTimedOut',
    );
    expect(workflowAlarms).toHaveLength(machines.length);
    // Any event in the schedules' dead-letter queue: a deadline or reminder that did not run.
    expect(watched.filter((names) => names === 'ApproximateNumberOfMessagesVisible')).toHaveLength(1);
  });

  it('notifies the alarm topic on alarm and on recovery, and never alarms on silence', () => {
    const topic = Object.keys(
      Template.fromStack(synthesized.stacks.observability).findResources('AWS::SNS::Topic'),
    );
    expect(topic).toHaveLength(1);
    for (const [id, alarm] of Object.entries(alarms())) {
      const properties = alarm.Properties as Record<string, unknown>;
      expect(JSON.stringify(properties.AlarmActions), id).toContain(topic[0]);
      expect(JSON.stringify(properties.OKActions), id).toContain(topic[0]);
      expect(properties.TreatMissingData, id).toBe('notBreaching');
    }
  });

  it('draws one dashboard of API, Lambda, DynamoDB and workflows', () => {
    const template = Template.fromStack(synthesized.stacks.observability);
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
  });

  it('puts a CloudFront web ACL with a per-address rate limit before the AWS managed rule groups', () => {
    const template = Template.fromStack(synthesized.stacks.waf);
    const acls = Object.values(template.findResources('AWS::WAFv2::WebACL'));
    expect(acls).toHaveLength(1);
    const acl = acls[0]?.Properties as {
      Scope: string;
      DefaultAction: unknown;
      Rules: { Priority: number; Statement: Record<string, { Name?: string; AggregateKeyType?: string }> }[];
    };
    expect(acl.Scope).toBe('CLOUDFRONT');
    const rules = [...acl.Rules].sort((a, b) => a.Priority - b.Priority);
    expect(rules[0]?.Statement.RateBasedStatement?.AggregateKeyType).toBe('IP');
    expect(rules.slice(1).map((rule) => rule.Statement.ManagedRuleGroupStatement?.Name)).toEqual(
      expect.arrayContaining(['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet']),
    );
    template.hasOutput('WebAclArn', {});
  });
});
