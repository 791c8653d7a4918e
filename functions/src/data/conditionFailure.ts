/**
 * Whether a single conditional write failed its condition. ElectroDB wraps the SDK's
 * ConditionalCheckFailedException in its own error whose message says "conditional request
 * failed", so both the name and the message are checked.
 */
export function isConditionFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /conditional request failed|ConditionalCheckFailed/i.test(`${error.name} ${error.message}`)
  );
}
