import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * CloudFront Function (viewer request) of the SPA behaviour: a path whose last segment has no
 * file extension is an app route and gets the shell `/index.html`; files pass unchanged.
 * Unlike 403/404 error responses this never touches `/api/*`, so API errors stay JSON.
 */
export const SPA_REWRITE_SOURCE = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

export function createSpaRewriteFunction(scope: Construct, id: string): CloudFrontFunction {
  return new CloudFrontFunction(scope, id, {
    code: FunctionCode.fromInline(SPA_REWRITE_SOURCE),
    runtime: FunctionRuntime.JS_2_0,
    comment: 'Serves index.html for SPA routes (paths without a file extension)',
  });
}
