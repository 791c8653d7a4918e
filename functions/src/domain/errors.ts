import { MSG } from '@prozesspuls/shared';

/**
 * The kinds of expected failure the domain knows. The domain names what went wrong in its own
 * words; which transport status that becomes is decided once, outside the domain
 * (http/errors.ts maps every kind to an HTTP status).
 */
export type DomainErrorKind =
  | 'RuleViolation'
  | 'NotAuthenticated'
  | 'PermissionDenied'
  | 'NotFound'
  | 'Conflict'
  | 'Gone'
  | 'RateLimited'
  | 'UpstreamFailed'
  | 'TemporarilyUnavailable';

/**
 * An expected failure of a domain rule with a German message meant for the user and optional
 * extra fields that travel beside it (e.g. who holds an edit lock). It carries no transport
 * status: the HTTP error middleware answers it as JSON `{ msg, ...extra }` with the status of its
 * kind, a workflow task or scheduled job reads `kind` and `msg`.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(
    readonly msg: string,
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(msg);
  }
}

/**
 * The base of the error classes of one kind: `kind` and `name` are the kind, so logs and
 * workflow tasks name it the same way.
 */
function errorOfKind<const K extends DomainErrorKind>(kind: K) {
  abstract class ErrorOfKind extends DomainError {
    readonly kind = kind;
    override readonly name = kind;
  }
  return ErrorOfKind;
}

/** The base of the kinds whose message may be left out: then the user reads `defaultMsg`. */
function errorWithDefaultMessage<const K extends DomainErrorKind>(kind: K, defaultMsg: string) {
  abstract class ErrorWithDefaultMessage extends errorOfKind(kind) {
    constructor(msg: string = defaultMsg, extra?: Readonly<Record<string, unknown>>) {
      super(msg, extra);
    }
  }
  return ErrorWithDefaultMessage;
}

/** The input is invalid or a rule of the spec forbids what was asked. */
export class RuleViolation extends errorWithDefaultMessage('RuleViolation', MSG.invalidRequest) {}

/** Nobody (or no longer anybody valid) is signed in. */
export class NotAuthenticated extends errorWithDefaultMessage('NotAuthenticated', MSG.unauthenticated) {}

/** The caller is known but may not do this. */
export class PermissionDenied extends errorWithDefaultMessage('PermissionDenied', MSG.forbidden) {}

/** The thing asked for does not exist (for this client). */
export class NotFound extends errorWithDefaultMessage('NotFound', MSG.notFound) {}

/** The current state does not allow it (taken name, held lock, a concurrent change). */
export class Conflict extends errorOfKind('Conflict') {}

/** The thing existed but is over for good (an ended survey's participation link). */
export class Gone extends errorOfKind('Gone') {}

/** Too many attempts in a short time (a locked login). */
export class RateLimited extends errorOfKind('RateLimited') {}

/** A system the domain depends on answered with a failure (e.g. the lesson store). */
export class UpstreamFailed extends errorOfKind('UpstreamFailed') {}

/** The work could not be done now (e.g. the records kept changing); the caller may retry. */
export class TemporarilyUnavailable extends errorWithDefaultMessage(
  'TemporarilyUnavailable',
  MSG.genericError,
) {}

/**
 * `value` when it is there; else the failure is thrown. The one shape of "read it or answer that
 * it does not exist" and "write it or answer that a parallel change won".
 */
export function orThrow<T>(value: T | null | undefined, failure: () => DomainError): T {
  if (value === null || value === undefined) throw failure();
  return value;
}

/** `value` when it is there; else NotFound with `msg` (the default message when left out). */
export function found<T>(value: T | null | undefined, msg?: string): T {
  return orThrow(value, () => new NotFound(msg));
}
