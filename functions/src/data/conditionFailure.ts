/**
 * Whether a single conditional write failed its condition: the SDK's
 * ConditionalCheckFailedException, as our entities pass it on (db.ts), or ElectroDB's own error
 * around it, whose message says "conditional request failed" (ElectroDB's default).
 */
export function isConditionFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /conditional request failed|ConditionalCheckFailed/i.test(`${error.name} ${error.message}`)
  );
}

/**
 * Runs one conditional write whose failed condition is an expected outcome (a newer value is
 * stored already, a lost race): true when it was written, false when its condition failed.
 */
export async function writtenUnlessConditionFails(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Runs one built conditional ElectroDB write (`entities.x.patch(…).where(…)`): true when written, false when its condition failed. */
export function writtenIfConditionHolds(write: { go(): Promise<unknown> }): Promise<boolean> {
  return writtenUnlessConditionFails(() => write.go());
}
