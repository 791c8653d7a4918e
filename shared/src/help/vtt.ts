/**
 * WebVTT (https://www.w3.org/TR/webvtt1/) as the help centre's video lessons use it: captions
 * and a chapter list, each a list of timed cues. The recording script writes them while it drives
 * the product; the player reads the chapters back to show them as a list.
 */

export interface VttCue {
  /** Seconds from the start of the video. */
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** `hh:mm:ss.ttt`, the timestamp form every WebVTT reader accepts. */
export function formatVttTime(seconds: number): string {
  const millis = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(millis / 3_600_000);
  const m = Math.floor(millis / 60_000) % 60;
  const s = Math.floor(millis / 1000) % 60;
  const ms = millis % 1000;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(h)}:${two(m)}:${two(s)}.${String(ms).padStart(3, '0')}`;
}

/** Seconds of a WebVTT timestamp (`mm:ss.ttt` or `hh:mm:ss.ttt`), or undefined when it is none. */
export function parseVttTime(text: string): number | undefined {
  const match = /^(?:(\d+):)?([0-5]\d):([0-5]\d)\.(\d{3})$/.exec(text.trim());
  if (!match) return undefined;
  const [, h = '0', m = '0', s = '0', ms = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
}

/**
 * A WebVTT file of `cues`. A cue's text may not contain a blank line or '-->' (either would end or
 * break the cue), so line breaks are folded and arrows written as '->'; a cue must end after it starts.
 */
export function writeVtt(cues: readonly VttCue[]): string {
  const blocks = cues.map((cue, index) => {
    if (!(cue.end > cue.start)) throw new Error(`Cue ${index + 1} endet nicht nach seinem Beginn`);
    const text = cue.text
      .replace(/-->/g, '->')
      .replace(/\s*\n\s*/g, '\n')
      .trim();
    return `${index + 1}\n${formatVttTime(cue.start)} --> ${formatVttTime(cue.end)}\n${text}`;
  });
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

/** The cues of a WebVTT file, in file order; a file without the 'WEBVTT' signature has none. */
export function parseVtt(source: string): VttCue[] {
  const text = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .trimEnd();
  if (!/^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(text)) return [];
  const cues: VttCue[] = [];
  for (const block of text.split(/\n{2,}/).slice(1)) {
    const lines = block.split('\n');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0) continue; // NOTE, STYLE and REGION blocks carry no cue
    const [from = '', rest = ''] = (lines[timing] ?? '').split('-->');
    const start = parseVttTime(from);
    // Cue settings ('line:0 align:start') follow the end time after a blank.
    const end = parseVttTime(rest.trim().split(/\s+/)[0] ?? '');
    if (start === undefined || end === undefined) continue;
    cues.push({ start, end, text: lines.slice(timing + 1).join('\n') });
  }
  return cues;
}

/**
 * Turns the moments a script reached its steps into cues: each step's text is shown from its
 * moment until the next step begins (the last one until `end`). Steps at the same moment or
 * out of order would make empty cues; they are refused, since the times come from the clock.
 */
export function cuesFromSteps(
  steps: readonly { readonly at: number; readonly text: string }[],
  end: number,
): VttCue[] {
  return steps.map((step, index) => {
    const next = steps[index + 1]?.at ?? end;
    if (!(next > step.at)) throw new Error(`Schritt ${index + 1} („${step.text}“) hat keine Dauer`);
    return { start: step.at, end: next, text: step.text };
  });
}
