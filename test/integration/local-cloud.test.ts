import { describe, expect, it } from 'vitest';
import { startLocalCloud } from '../../infra/local/cloud.js';
import { waitFor } from '../../infra/local/ports.js';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A second local cloud of its own, as `npm start` runs it, to kill parts of it. */
describe('the local cloud', () => {
  it('goes down as a whole, exit code 1 and no orphans, when an emulator child dies', async () => {
    const cloud = await startLocalCloud();
    try {
      expect(cloud.childPids).toHaveLength(2);
      for (const pid of cloud.childPids) expect(isRunning(pid)).toBe(true);
      const [dynamoPid = 0] = cloud.childPids;
      process.kill(dynamoPid, 'SIGKILL');
      expect(await cloud.exited).toBe(1);
      await waitFor(
        'the emulator children to end',
        async () => cloud.childPids.every((pid) => !isRunning(pid)),
        20_000,
      );
      expect(isRunning(cloud.pid)).toBe(false);
    } finally {
      await cloud.stop();
    }
  }, 240_000);

  it('leaves no emulator child behind on SIGTERM', async () => {
    const cloud = await startLocalCloud();
    try {
      process.kill(cloud.pid, 'SIGTERM');
      expect(await cloud.exited).toBe(0);
      await waitFor(
        'the emulator children to end',
        async () => cloud.childPids.every((pid) => !isRunning(pid)),
        20_000,
      );
    } finally {
      await cloud.stop();
    }
  }, 240_000);
});
