import type { MiddlewareObj } from '@middy/core';
import { useGermanValidationMessages } from '@prozesspuls/shared/validationMessages';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import { RuleViolation } from '../domain/errors.js';
import type { Input } from '../http/event.js';

export interface InputSchemas {
  readonly body?: z.ZodMiniType;
  readonly path?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
}

// Called, not left to shared's import side effect, which the bundled functions would lose; through
// its own entry point, as the barrel would pull shared's contracts into every function.
useGermanValidationMessages();

function rawBody(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return undefined;
  // Already parsed by a body parser that ran before (multipart uploads).
  if (typeof event.body !== 'string') return event.body;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  const contentType = (
    event.headers?.['content-type'] ??
    event.headers?.['Content-Type'] ??
    ''
  ).toLowerCase();
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new RuleViolation();
  }
}

function check(schema: z.ZodMiniType | undefined, value: unknown): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join('.') || '(body)');
    // The first issue's text is German: our own messages, or zod's German locale.
    throw new RuleViolation(result.error.issues[0]?.message, { fields });
  }
  return result.data;
}

/**
 * Parses the JSON or form body and validates body, path and query with zod before the handler
 * runs; bad input is a 400 with the offending fields, and nothing is written.
 */
export function input(
  schemas: InputSchemas = {},
): MiddlewareObj<APIGatewayProxyEventV2 & { input: Input<unknown, unknown, unknown> }> {
  return {
    before: async (request) => {
      const event = request.event;
      event.input = {
        body: check(schemas.body, rawBody(event)),
        path: check(schemas.path, event.pathParameters ?? {}),
        query: check(schemas.query, event.queryStringParameters ?? {}),
      };
    },
  };
}
