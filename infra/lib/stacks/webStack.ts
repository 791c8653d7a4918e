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
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  type ResponseSecurityHeadersBehavior,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
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
  /** The documents bucket (Data stack); its downloads get their own distribution. */
  readonly documentsBucket?: IBucket;
  /** The WAF web ACL (us-east-1) in front of the SPA and `/api`. */
  readonly webAclArn?: string;
}

/**
 * The headers of every document download: never sniffed into another type, never a page that
 * runs script or is framed, no referrer; the download itself is an attachment (the presigned
 * URL's `response-content-disposition`, docs/documents.md).
 */
export const DOCUMENT_DOWNLOAD_CSP = "default-src 'none'; sandbox";

/**
 * The security headers CloudFront sets on everything it serves, overriding the origin's: the
 * given CSP and referrer policy, `nosniff`, frames denied and HSTS with subdomains.
 */
function securityHeadersOf(
  contentSecurityPolicy: string,
  referrerPolicy: HeadersReferrerPolicy,
): ResponseSecurityHeadersBehavior {
  return {
    contentSecurityPolicy: { contentSecurityPolicy, override: true },
    contentTypeOptions: { override: true },
    frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
    referrerPolicy: { referrerPolicy, override: true },
    strictTransportSecurity: {
      accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
      includeSubdomains: true,
      override: true,
    },
  };
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
  /** `https://<id>.cloudfront.net` that serves document downloads, when a documents bucket is given. */
  readonly documentsDownloadOrigin?: string;

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
      securityHeadersBehavior: securityHeadersOf(
        CONTENT_SECURITY_POLICY,
        HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
      ),
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
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
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
    acknowledge(this.distribution, {
      id: 'AwsSolutions-CFR1',
      reason:
        'Tenants and survey participants may work from any country; there is no geographic restriction to enforce.',
    });
    if (!props.webAclArn) {
      acknowledge(this.distribution, {
        id: 'AwsSolutions-CFR2',
        reason:
          'The WAF web ACL lives in us-east-1 (the Waf stack) and is attached through prozesspuls:webAclArn once deployed; until then every API route authenticates itself and the HTTP API stage is throttled.',
      });
    }
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

    if (props.documentsBucket) {
      this.documentsDownloadOrigin = this.documentDownloads(props.documentsBucket, logs);
    }

    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    new CfnOutput(this, 'AppUrl', { value: this.appUrl });
  }

  /**
   * Document downloads come from their own origin (a `*.cloudfront.net` name, on the public
   * suffix list, so it shares no cookies or storage with the app) and only through presigned S3
   * GETs: the distribution has no access of its own to the bucket (no OAC), it forwards the
   * presigned query unchanged to the bucket's regional endpoint, whose signature (host included)
   * S3 checks. What it adds is the response headers policy: `nosniff`, a sandboxing CSP, frame
   * DENY, no referrer, HSTS, which S3 itself cannot send.
   */
  private documentDownloads(bucket: IBucket, logs: IBucket): string {
    const headers = new ResponseHeadersPolicy(this, 'DocumentDownloadHeaders', {
      comment: 'ProzessPuls document downloads: nosniff, sandbox CSP, frame DENY, no referrer, HSTS',
      securityHeadersBehavior: securityHeadersOf(DOCUMENT_DOWNLOAD_CSP, HeadersReferrerPolicy.NO_REFERRER),
    });
    // The presigned query (signature, expiry, response-content-disposition/-type) goes to S3;
    // the Host header is the origin's, the one the URL was signed for. Nothing else is forwarded.
    const presignedQuery = new OriginRequestPolicy(this, 'PresignedQuery', {
      comment: 'ProzessPuls document downloads: forward the presigned query string only',
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      headerBehavior: OriginRequestHeaderBehavior.none(),
      cookieBehavior: OriginRequestCookieBehavior.none(),
    });
    const downloads = new Distribution(this, 'DocumentDownloads', {
      comment: 'ProzessPuls document downloads (presigned S3 GET only)',
      defaultBehavior: {
        origin: new HttpOrigin(bucket.bucketRegionalDomainName, {
          protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
          originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        }),
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        // Every URL is personal and short-lived: nothing is cached.
        cachePolicy: CachePolicy.CACHING_DISABLED,
        originRequestPolicy: presignedQuery,
        responseHeadersPolicy: headers,
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'documents/',
    });
    acknowledge(
      downloads,
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'Tenants and survey participants may work from any country; there is no geographic restriction to enforce.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No AWS WAF: every download is a presigned S3 GET that S3 verifies itself; the distribution only adds response headers.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'Downloads use the CloudFront default certificate on purpose: their own *.cloudfront.net origin shares no cookies or storage with the app.',
      },
    );
    new CfnOutput(this, 'DocumentDownloadsDomainName', { value: downloads.distributionDomainName });
    return `https://${downloads.distributionDomainName}`;
  }
}
