import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** The `X-Share-Auth` header of a share route (HTTP API lowercases header names). */
export const shareAuthHeaderOf = (event: APIGatewayProxyEventV2): string | undefined =>
  event.headers?.['x-share-auth'] ?? event.headers?.['X-Share-Auth'];
