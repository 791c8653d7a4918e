import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The build the suite runs on (`npm run build -w web`): the local cloud serves these files. */
export const DIST = resolve(import.meta.dirname, '../../web/dist');

/** Bytes of a built file (path relative to web/dist) after gzip -9, what a browser fetches on a cold cache. */
export const gzipSize = (file: string): number =>
  gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Strings that survive minification and mark a heavy library in a built chunk. */
export const LIBRARY_MARKERS = {
  'bpmn-js': 'djs-container',
  'Chart.js': 'datasetElementType',
  SurveyJS: 'sd-root-modern',
  'MUI (components)': 'MuiButtonBase',
  'MUI X (date pickers)': 'MuiPickers',
  'TanStack Query': 'No QueryClient set',
} as const;

export type Library = keyof typeof LIBRARY_MARKERS;

/** Each `library in file` for the built `files` (relative to web/dist) that contain its marker. */
export function librariesIn(files: readonly string[], libraries: readonly Library[]): string[] {
  return libraries.flatMap((library) =>
    files
      .filter((file) => readFileSync(join(DIST, file), 'utf8').includes(LIBRARY_MARKERS[library]))
      .map((file) => `${library} in ${file}`),
  );
}
