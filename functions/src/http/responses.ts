import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type ApiResult = APIGatewayProxyStructuredResultV2;

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

export function ok(body: unknown, statusCode = 200): ApiResult {
  return { statusCode, headers: JSON_HEADERS, body: JSON.stringify(body) };
}

export function noContent(): ApiResult {
  return { statusCode: 204, headers: { 'Cache-Control': 'no-store' } };
}
