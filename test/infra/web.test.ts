import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import type { WebDomain } from '../../infra/lib/config.js';
import { SPA_REWRITE_SOURCE } from '../../infra/lib/constructs/spaRewrite.js';
import { addNagChecks } from '../../infra/lib/nag.js';
import { HSTS_MAX_AGE_SECONDS, SECURITY_HEADERS } from '../../infra/lib/securityHeaders.js';
import { ApiGatewayStack } from '../../infra/lib/stacks/apiGatewayStack.js';
import { DataStack } from '../../infra/lib/stacks/dataStack.js';
import { DOCUMENT_DOWNLOAD_CSP, WebStack } from '../../infra/lib/stacks/webStack.js';
import { cdkJsonContext } from './support/synthesizeApp.js';

type ViewerRequest = (event: { request: { uri: string } }) => { uri: string };

/** Runs the CloudFront Function source the way CloudFront does: a global `handler`. */
function rewrite(uri: string): string {
  const handler = new Function(`${SPA_REWRITE_SOURCE}\nreturn handler;`)() as ViewerRequest;
  return handler({ request: { uri } }).uri;
}

/** The Web stack alone (with the HTTP API it points at): cheap to synthesize per variant. */
function webStack(options: { webDomain?: WebDomain; webAclArn?: string } = {}): Template {
  const app = new App({ context: cdkJsonContext() });
  const apiGateway = new ApiGatewayStack(app, 'ApiGateway');
  const web = new WebStack(app, 'Web', { httpApi: apiGateway.httpApi, ...options });
  addNagChecks(app);
  app.synth();
  return Template.fromStack(web);
}

/** Data and Web stacks together: the documents bucket and its download distribution. */
function documentStacks() {
  const app = new App({ context: cdkJsonContext() });
  const apiGateway = new ApiGatewayStack(app, 'ApiGateway');
  const data = new DataStack(app, 'Data');
  const web = new WebStack(app, 'Web', {
    httpApi: apiGateway.httpApi,
    documentsBucket: data.documentsBucket,
  });
  addNagChecks(app);
  app.synth();
  return { data: Template.fromStack(data), web: Template.fromStack(web), stack: web };
}

interface DistributionJson {
  readonly Properties: {
    readonly DistributionConfig: {
      readonly Comment: string;
      readonly Origins: Array<Record<string, unknown>>;
      readonly DefaultCacheBehavior: Record<string, unknown>;
    };
  };
}

describe('SPA fallback (CloudFront Function)', () => {
  it.each(['/', '/modelle/4711', '/umfragen/42/auswertung/'])(
    'serves the shell for the app route %s',
    (path) => {
      expect(rewrite(path)).toBe('/index.html');
    },
  );

  it.each(['/assets/index-abc123.js', '/favicon.ico'])(
    'leaves the file %s alone, so a missing bundle is not answered with HTML',
    (path) => {
      expect(rewrite(path)).toBe(path);
    },
  );
});

describe('Web stack', () => {
  it('synthesizes without a web build and then deploys nothing', () => {
    const template = webStack();
    expect(Object.keys(template.findResources('Custom::CDKBucketDeployment'))).toEqual([]);
  });

  it('serves an own domain with TLS 1.2 at least, without any TLS acknowledgment', () => {
    const template = webStack({
      webDomain: {
        name: 'prozesspuls.example.de',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      },
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['prozesspuls.example.de'],
        ViewerCertificate: Match.objectLike({
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        }),
      }),
    });
    expect(JSON.stringify(template.findOutputs('AppUrl'))).toContain('https://prozesspuls.example.de');
  });
});

describe('Security headers (CloudFront response headers policy)', () => {
  it('sends the headers the local gateway sends, plus HSTS, on the SPA and the API', () => {
    const template = webStack();
    const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    expect(Object.keys(policies)).toHaveLength(1);
    const [policyId] = Object.keys(policies);
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: {
            ContentSecurityPolicy: SECURITY_HEADERS['Content-Security-Policy'],
            Override: true,
          },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: SECURITY_HEADERS['X-Frame-Options'], Override: true },
          ReferrerPolicy: { ReferrerPolicy: SECURITY_HEADERS['Referrer-Policy'], Override: true },
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS,
            IncludeSubdomains: true,
            Override: true,
          },
        },
      }),
    });
    const reference = { ResponseHeadersPolicyId: { Ref: policyId } };
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike(reference),
        CacheBehaviors: [Match.objectLike({ PathPattern: '/api/*', ...reference })],
      }),
    });
  });

  it('has a CSP that allows no foreign scripts, framing, plugins or base URLs', () => {
    const csp = SECURITY_HEADERS['Content-Security-Policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|\*)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
  });
});

describe('Document downloads', () => {
  const distributions = (template: Template) =>
    Object.values(
      template.findResources('AWS::CloudFront::Distribution') as Record<string, DistributionJson>,
    );

  it('come from their own distribution, whose only origin is the documents bucket, never the site bucket', () => {
    const { web } = documentStacks();
    const all = distributions(web);
    expect(all).toHaveLength(2);
    const downloads = all.find((d) => /document downloads/.test(d.Properties.DistributionConfig.Comment));
    const app = all.find((d) => d !== downloads);
    const origins = downloads?.Properties.DistributionConfig.Origins ?? [];
    expect(origins).toHaveLength(1);
    // The Data stack's documents bucket (an import), reached as a custom HTTPS origin without
    // access of its own (no OAC, no OAI): only a presigned URL gets an object.
    expect(JSON.stringify(origins[0]?.DomainName)).toMatch(/Documents.*RegionalDomainName/);
    expect(origins[0]).toMatchObject({
      CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] },
    });
    expect(origins[0]).not.toHaveProperty('OriginAccessControlId');
    expect(origins[0]).not.toHaveProperty('S3OriginConfig');
    // The app's distribution never reaches the documents bucket.
    expect(JSON.stringify(app?.Properties.DistributionConfig.Origins)).not.toMatch(/Documents/);
  });

  it('serve GET and HEAD only, uncached, forwarding the presigned query and nothing else', () => {
    const { web } = documentStacks();
    const downloads = distributions(web).find((d) =>
      /document downloads/.test(d.Properties.DistributionConfig.Comment),
    );
    expect(downloads?.Properties.DistributionConfig.DefaultCacheBehavior).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      ViewerProtocolPolicy: 'https-only',
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
    });
    web.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: Match.objectLike({
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
      }),
    });
  });

  it('carry nosniff, a sandboxing CSP, frame DENY and no referrer on every answer', () => {
    const { web } = documentStacks();
    web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: { ContentSecurityPolicy: DOCUMENT_DOWNLOAD_CSP, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'no-referrer', Override: true },
        }),
      }),
    });
    expect(DOCUMENT_DOWNLOAD_CSP).toContain('sandbox');
    expect(DOCUMENT_DOWNLOAD_CSP).toContain("default-src 'none'");
  });

  it('keep the documents bucket private: no public access, no website hosting', () => {
    const { data } = documentStacks();
    const buckets = data.findResources('AWS::S3::Bucket') as Record<
      string,
      { Properties: Record<string, unknown> }
    >;
    for (const [id, bucket] of Object.entries(buckets)) {
      expect(bucket.Properties, id).not.toHaveProperty('WebsiteConfiguration');
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
  });
});

describe('the WAF in front of the distribution', () => {
  const webAclArn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/ProzessPuls-Waf-web/0a1b2c3d';

  it('attaches the web ACL to the distribution that serves the SPA and /api', () => {
    webStack({ webAclArn }).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: webAclArn }),
    });
  });

  it('serves without a web ACL until one is configured', () => {
    const distribution = Object.values(webStack().findResources('AWS::CloudFront::Distribution'))[0];
    expect(JSON.stringify(distribution)).not.toContain('WebACLId');
  });
});
