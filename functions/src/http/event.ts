import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Identity } from '../domain/identity.js';

/** Who calls (the domain's Identity), re-exported for the HTTP layer. */
export type { Identity };

/** Request input after zod validation. */
export interface Input<Body, Path, Query> {
  readonly body: Body;
  readonly path: Path;
  readonly query: Query;
}

/** An HTTP API (payload 2.0) event after the identity and input middlewares ran. */
export interface ApiEvent<Body = unknown, Path = Record<string, string>, Query = Record<string, string>>
  extends APIGatewayProxyEventV2 {
  identity: Identity;
  input: Input<Body, Path, Query>;
}

/** An event of a public route (no identity). */
export interface PublicEvent<Body = unknown, Path = Record<string, string>, Query = Record<string, string>>
  extends APIGatewayProxyEventV2 {
  input: Input<Body, Path, Query>;
}
