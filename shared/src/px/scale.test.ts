import { describe, expect, it } from 'vitest';
import {
  ANSWER_LEVELS,
  ANSWER_SCALE,
  ANSWER_TYPE_LABELS,
  answerTypeNeedsOptions,
  ELEMENT_KIND_LABELS,
  PAGE_GROUP_TITLES,
  PAGE_GROUPS,
  PX_MODULE_LABELS,
  PX_MODULE_NUMBERS,
  pxModuleFromNumber,
  scoreOfLevel,
} from './scale.js';

describe('answer scale', () => {
  it('has the six answer levels verbatim, numbered 1 to 6', () => {
    const inSpec =
      '1 Trifft überhaupt nicht zu, 2 Trifft nicht zu, 3 Trifft eher nicht zu, 4 Trifft eher zu, 5 Trifft zu, 6 Trifft voll und ganz zu';
    expect(ANSWER_SCALE.map(({ level, text }) => `${level} ${text}`).join(', ')).toBe(inSpec);
    expect(ANSWER_SCALE.map((entry) => Object.keys(entry))).toEqual(
      ANSWER_LEVELS.map(() => ['level', 'text']),
    );
  });

  it('scores an inverted answer as 7 minus its level, a plain one as its level', () => {
    expect(ANSWER_LEVELS.map((level) => scoreOfLevel(level, true))).toEqual([6, 5, 4, 3, 2, 1]);
    expect(ANSWER_LEVELS.map((level) => scoreOfLevel(level, false))).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('vocabulary', () => {
  it('names the answer types in German as the spec lists them; only radio groups need options', () => {
    const inSpec =
      'DATEPICKER (Datumsauswahl), TEXT (Text), RATING (Rating), COMMENT (Kommentar), RADIOGROUP (Radiobutton Gruppe), MATRIX (Matrixauswahl)';
    const labels = Object.entries(ANSWER_TYPE_LABELS).map(([type, label]) => `${type} (${label})`);
    expect(labels.join(', ')).toBe(inSpec);
    expect(Object.keys(ANSWER_TYPE_LABELS).filter((type) => answerTypeNeedsOptions(type as 'TEXT'))).toEqual([
      'RADIOGROUP',
    ]);
  });

  it('glosses Flow, Lane, DataStore and DataObject as the spec does', () => {
    expect(ELEMENT_KIND_LABELS.Flow).toBe('Kommunikation');
    expect(ELEMENT_KIND_LABELS.Lane).toBe('Rolle');
    expect(ELEMENT_KIND_LABELS.DataStore).toBe('System');
    expect(ELEMENT_KIND_LABELS.DataObject).toBe('Dokument');
  });

  it('maps module codes to their names and numbers (module 5 is STRESS_MODULE, NONE is 0)', () => {
    expect(PX_MODULE_LABELS.Module_One).toBe('Bindungsmodul');
    expect(PX_MODULE_LABELS.Module_Two).toBe('Job-Fit-Modul');
    expect(PX_MODULE_LABELS.STRESS_MODULE).toBe('Belastungsmodul');
    expect(PX_MODULE_LABELS.NONE).toBe('Benutzerdefiniert');
    expect(pxModuleFromNumber(5)).toBe('STRESS_MODULE');
    expect(pxModuleFromNumber(0)).toBe('NONE');
    expect(pxModuleFromNumber(6)).toBeUndefined();
    expect(Object.values(PX_MODULE_NUMBERS)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('knows the page groups P1–P8, B1–B4 and the perspectives, each with a German title', () => {
    expect(PAGE_GROUPS).toHaveLength(17);
    for (const group of PAGE_GROUPS) expect(PAGE_GROUP_TITLES[group].trim()).not.toBe('');
  });
});
