/**
 * A CPU profile of one step in a benchmark page, through the Chrome DevTools protocol, summed up as
 * the functions that took the most time: where a figure's milliseconds go, printed beside it. The
 * SPA is minified, but method names (bpmn-js's, diagram-js's, ours) survive minification, so the
 * list names them.
 */
import type { Profiler } from 'node:inspector';
import type { Page } from '@playwright/test';

export interface ProfileEntry {
  readonly name: string;
  /** Time in the function itself (ms). */
  readonly selfMs: number;
  /** Time in the function and what it called (ms), each sample counted once per function. */
  readonly totalMs: number;
}

const IDLE = new Set(['(idle)', '(program)', '(root)']);

/** `name file:line` of a profile node; the same function in every call path shares the key. */
function keyOf(node: Profiler.ProfileNode): string {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  const file = url.split('/').pop() ?? '';
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}:${columnNumber + 1}` : ''}`;
}

/** Self and total time per function of a sampled profile, most total time first. */
export function summarizeProfile(profile: Profiler.Profile): ProfileEntry[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  (profile.samples ?? []).forEach((sample, i) => {
    const node = byId.get(sample);
    // A sample's delta is the time until the next one: the time spent where this one was taken.
    const delta = (profile.timeDeltas?.[i + 1] ?? 0) / 1000;
    if (!node || IDLE.has(node.callFrame.functionName)) return;
    const own = keyOf(node);
    self.set(own, (self.get(own) ?? 0) + delta);
    const seen = new Set<string>();
    for (let at: number | undefined = sample; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at);
      if (!frame) break;
      const key = keyOf(frame);
      if (seen.has(key) || IDLE.has(frame.callFrame.functionName)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + delta);
    }
  });
  return [...total.entries()]
    .map(([name, totalMs]) => ({ name, selfMs: self.get(name) ?? 0, totalMs }))
    .sort((a, b) => b.totalMs - a.totalMs);
}

/** Samples the page's main thread while `step` runs (every 200 µs) and answers the summary. */
export async function profileStep(page: Page, step: () => Promise<unknown>): Promise<ProfileEntry[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await step();
    const { profile } = await cdp.send('Profiler.stop');
    return summarizeProfile(profile);
  } finally {
    await cdp.detach();
  }
}

/** The `count` functions with the most total and the most self time, as printable lines. */
export function profileLines(entries: readonly ProfileEntry[], count: number): string[] {
  const line = (entry: ProfileEntry) =>
    `    ${entry.totalMs.toFixed(0).padStart(6)} ms total ${entry.selfMs.toFixed(0).padStart(6)} ms self  ${entry.name}`;
  const bySelf = [...entries].sort((a, b) => b.selfMs - a.selfMs);
  return [
    '  most total time:',
    ...entries.slice(0, count).map(line),
    '  most self time:',
    ...bySelf.slice(0, count).map(line),
  ];
}
