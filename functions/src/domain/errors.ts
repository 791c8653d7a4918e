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

/** The input is invalid or a rule of the spec forbids what was asked. */
export class RuleViolation extends DomainError {
  readonly kind = 'RuleViolation';
  override readonly name = 'RuleViolation';
  constructor(msg: string = MSG.invalidRequest, extra?: Readonly<Record<string, unknown>>) {
    super(msg, extra);
  }
}

/** Nobody (or no longer anybody valid) is signed in. */
export class NotAuthenticated extends DomainError {
  readonly kind = 'NotAuthenticated';
  override readonly name = 'NotAuthenticated';
  constructor(msg: string = MSG.unauthenticated, extra?: Readonly<Record<string, unknown>>) {
    super(msg, extra);
  }
}

/** The caller is known but may not do this. */
export class PermissionDenied extends DomainError {
  readonly kind = 'PermissionDenied';
  override readonly name = 'PermissionDenied';
  constructor(msg: string = MSG.forbidden, extra?: Readonly<Record<string, unknown>>) {
    super(msg, extra);
  }
}

/** The thing asked for does not exist (for this client). */
export class NotFound extends DomainError {
  readonly kind = 'NotFound';
  override readonly name = 'NotFound';
  constructor(msg: string = MSG.notFound, extra?: Readonly<Record<string, unknown>>) {
    super(msg, extra);
  }
}

/** The current state does not allow it (taken name, held lock, a concurrent change). */
export class Conflict extends DomainError {
  readonly kind = 'Conflict';
  override readonly name = 'Conflict';
}

/** The thing existed but is over for good (an ended survey's participation link). */
export class Gone extends DomainError {
  readonly kind = 'Gone';
  override readonly name = 'Gone';
}

/** Too many attempts in a short time (a locked login). */
export class RateLimited extends DomainError {
  readonly kind = 'RateLimited';
  override readonly name = 'RateLimited';
}

/** A system the domain depends on answered with a failure (e.g. the lesson store). */
export class UpstreamFailed extends DomainError {
  readonly kind = 'UpstreamFailed';
  override readonly name = 'UpstreamFailed';
}

/** The work could not be done now (e.g. the records kept changing); the caller may retry. */
export class TemporarilyUnavailable extends DomainError {
  readonly kind = 'TemporarilyUnavailable';
  override readonly name = 'TemporarilyUnavailable';
  constructor(msg: string = MSG.genericError, extra?: Readonly<Record<string, unknown>>) {
    super(msg, extra);
  }
}
