import { describe, expect, it } from 'vitest';
import { cuesFromSteps, formatVttTime, parseVtt, parseVttTime, writeVtt } from './vtt.js';

describe('WebVTT timestamps', () => {
  it.each([
    { seconds: 0, written: '00:00:00.000' },
    { seconds: 61.2345, written: '00:01:01.235' },
    { seconds: 3723.5, written: '01:02:03.500' },
  ])(
    'are written as hh:mm:ss.ttt, rounded to the millisecond: $seconds s as $written',
    ({ seconds, written }) => {
      expect(formatVttTime(seconds)).toBe(written);
    },
  );

  it('are read with or without hours and refused when malformed', () => {
    expect(parseVttTime('01:02.500')).toBe(62.5);
    expect(parseVttTime('01:02:03.004')).toBeCloseTo(3723.004);
    expect(parseVttTime('1:2.5')).toBeUndefined();
    expect(parseVttTime('00:61.000')).toBeUndefined();
  });
});

describe('writeVtt and parseVtt', () => {
  const cues = [
    { start: 0, end: 4.25, text: 'Melden Sie sich mit Ihrer E-Mail-Adresse an.' },
    { start: 4.25, end: 9, text: 'Unter „Prozesse“ legen Sie\nein neues Modell an.' },
  ];

  it('writes a file with the signature, numbered cues and their times', () => {
    expect(writeVtt(cues)).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.250\nMelden Sie sich mit Ihrer E-Mail-Adresse an.\n\n' +
        '2\n00:00:04.250 --> 00:00:09.000\nUnter „Prozesse“ legen Sie\nein neues Modell an.\n',
    );
  });

  it('reads back what it wrote', () => {
    expect(parseVtt(writeVtt(cues))).toEqual(cues);
  });

  it('keeps a cue text from ending or breaking its cue', () => {
    const written = writeVtt([{ start: 0, end: 1, text: 'A --> B\n\n\nC' }]);
    expect(parseVtt(written)).toEqual([{ start: 0, end: 1, text: 'A -> B\nC' }]);
  });

  it('refuses a cue that does not end after it starts', () => {
    expect(() => writeVtt([{ start: 2, end: 2, text: 'leer' }])).toThrow(/Cue 1/);
  });

  it('reads files of other writers: BOM, CRLF, notes, cue settings, cues without id', () => {
    const source =
      '\uFEFFWEBVTT - Kapitel\r\n\r\nNOTE geschrieben von Hand\r\n\r\n' +
      '00:01.000 --> 00:02.500 line:0 align:start\r\nAnmelden\r\n\r\nzwei\r\n00:02.500 --> 00:04.000\r\nModell anlegen\r\n';
    expect(parseVtt(source)).toEqual([
      { start: 1, end: 2.5, text: 'Anmelden' },
      { start: 2.5, end: 4, text: 'Modell anlegen' },
    ]);
  });

  it('finds no cues in a file without the WEBVTT signature', () => {
    expect(parseVtt('1\n00:00:00.000 --> 00:00:01.000\nText\n')).toEqual([]);
  });
});

describe('cuesFromSteps', () => {
  it('shows each step until the next begins and the last until the end', () => {
    expect(
      cuesFromSteps(
        [
          { at: 0.5, text: 'Anmelden' },
          { at: 3, text: 'Modell anlegen' },
        ],
        7,
      ),
    ).toEqual([
      { start: 0.5, end: 3, text: 'Anmelden' },
      { start: 3, end: 7, text: 'Modell anlegen' },
    ]);
  });

  it('refuses steps without a duration', () => {
    expect(() =>
      cuesFromSteps(
        [
          { at: 2, text: 'A' },
          { at: 2, text: 'B' },
        ],
        5,
      ),
    ).toThrow(/Schritt 1/);
  });
});
