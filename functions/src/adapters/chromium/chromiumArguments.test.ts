import { describe, expect, it } from 'vitest';
import { chromiumArguments } from './chromiumArguments.js';

const HOST = [
  '--single-process',
  "--headless='shell'",
  '--no-sandbox',
  '--disable-features=AudioServiceOutOfProcess,IsolateOrigins',
  '--enable-features=SharedArrayBuffer',
];

describe('report browser arguments', () => {
  const args = chromiumArguments(HOST, '/tmp/profile');
  const switchesNamed = (name: string) => args.filter((a) => a === name || a.startsWith(`${name}=`));

  it('runs one process per page, headless once, on a pipe, with a profile of its own', () => {
    expect(args).not.toContain('--single-process');
    expect(switchesNamed('--headless')).toEqual(['--headless']);
    expect(args).toContain('--remote-debugging-pipe');
    expect(args).toContain('--user-data-dir=/tmp/profile');
    expect(args).toContain('--no-sandbox');
    expect(args.at(-1)).toBe('about:blank');
  });

  it("merges the host's feature switches with its own into one switch each", () => {
    expect(switchesNamed('--disable-features')).toHaveLength(1);
    expect(switchesNamed('--enable-features')).toEqual(['--enable-features=PdfOopif,SharedArrayBuffer']);
    const disabled = switchesNamed('--disable-features')[0]?.split('=')[1]?.split(',');
    expect(disabled).toEqual(
      expect.arrayContaining(['Translate', 'AudioServiceOutOfProcess', 'IsolateOrigins']),
    );
  });

  it('keeps the browser quiet and the PDF tagged, with its outline', () => {
    for (const quiet of [
      '--disable-background-networking',
      '--no-first-run',
      '--disable-sync',
      '--export-tagged-pdf',
      '--generate-pdf-document-outline',
    ])
      expect(args).toContain(quiet);
  });
});
