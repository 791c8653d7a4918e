import { CfnOutput, Duration, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { Construct } from 'constructs';
import type { WebDomain } from '../config.js';
import { createLogBucket } from '../constructs/logBucket.js';
import { createPrivateBucket } from '../constructs/privateBucket.js';
import { SpaDeployment } from '../constructs/spaDeployment.js';
import { createSpaRewriteFunction } from '../constructs/spaRewrite.js';
import { acknowledge } from '../nag.js';
import { CONTENT_SECURITY_POLICY, HSTS_MAX_AGE_SECONDS } from '../securityHeaders.js';
import { API_ROOT } from './apiGatewayStack.js';

export interface WebStackProps extends StackProps {
  readonly httpApi: IHttpApi;
  readonly webDomain?: WebDomain;
  /** The built SPA; without it the site bucket stays empty, so synth works before a web build. */
  readonly webDistDir?: string;
}

/**
 * CloudFront in front of everything: the SPA from a private bucket (Origin Access Control) and
 * `/api/*` to the HTTP API, uncached. The site bucket lives here, not in the Data stack, because
 * its bucket policy names the distribution (a cross-stack reference back would be a cycle).
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  /** Public origin of the app, used in the links of mails (APP_URL). */
  readonly appUrl: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    const logs = createLogBucket(this, 'Logs', { acceptsCloudFrontLogs: true });
    const site = createPrivateBucket(this, 'Site', {
      accessLogs: logs,
      accessLogsPrefix: 'site/',
      versioned: false,
    });

    // `https://<id>.execute-api.<region>.amazonaws.com` → the host name CloudFront connects to.
    const apiDomain = Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint));
    const apiOrigin = new HttpOrigin(apiDomain, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
    });

    // The same headers the local gateway sends (infra/lib/securityHeaders.ts), plus HSTS.
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'ProzessPuls: CSP, nosniff, frame DENY, referrer policy, HSTS',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
      },
    });

    const domain = props.webDomain;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'ProzessPuls web app and API',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(site),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: createSpaRewriteFunction(this, 'SpaRewrite'),
          },
        ],
      },
      additionalBehaviors: {
        [`${API_ROOT}/*`]: {
          origin: apiOrigin,
          // Not REDIRECT_TO_HTTPS: a redirected POST loses its body; plain HTTP API calls are refused.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Everything the client sent (Authorization included, allowed because nothing is cached)
          // except Host, which must name the execute-api domain for API Gateway to accept it.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Users are in Germany and Europe: the cheapest price class covers Europe and North America.
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      ...(domain
        ? {
            domainNames: [domain.name],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });
    acknowledge(
      this.distribution,
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'Tenants and survey participants may work from any country; there is no geographic restriction to enforce.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No AWS WAF for now: every API route authenticates itself and the HTTP API stage is throttled; a WAF web ACL can be attached later without redesign.',
      },
    );
    if (!domain) {
      acknowledge(this.distribution, {
        id: 'AwsSolutions-CFR4',
        reason:
          'Without an own domain the CloudFront default certificate is used, whose TLS policy cannot be chosen; set prozesspuls:webDomainName and prozesspuls:webCertificateArn to enforce TLSv1.2_2021.',
      });
    }

    this.appUrl = domain ? `https://${domain.name}` : `https://${this.distribution.distributionDomainName}`;

    if (props.webDistDir) {
      new SpaDeployment(this, 'SpaDeployment', {
        sourceDir: props.webDistDir,
        bucket: site,
        distribution: this.distribution,
      });
    }

    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    new CfnOutput(this, 'AppUrl', { value: this.appUrl });
  }
}
