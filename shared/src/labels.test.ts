import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from './permissions.js';
import permissionLabels from './permissions.labels.json' with { type: 'json' };
import { PROCESS_TYPES, PROFILE_LEVELS } from './profiles/profileTexts.js';
import profileLabels from './profiles/profileTexts.labels.json' with { type: 'json' };
import {
  ANSWER_TYPE_LABELS,
  ANSWER_TYPES,
  ELEMENT_KINDS,
  PAGE_GROUPS,
  PX_MODULES,
  QUESTION_TYPES,
} from './px/scale.js';
import scaleLabels from './px/scale.labels.json' with { type: 'json' };
import { SURVEY_STATES } from './px/survey/messages.js';
import surveyLabels from './px/survey/messages.labels.json' with { type: 'json' };
import { ASSESSMENT_VALUES, RESOURCE_TYPES, ROLE_CHARACTERISTIC_TYPES } from './resources/texts.js';
import resourceLabels from './resources/texts.labels.json' with { type: 'json' };

/** The code list each German label table labels, by the table's name. */
const CODES: Readonly<Record<string, readonly string[]>> = {
  ANSWER_TYPE_LABELS: ANSWER_TYPES,
  ELEMENT_KIND_LABELS: ELEMENT_KINDS,
  QUESTION_TYPE_LABELS: QUESTION_TYPES,
  PX_MODULE_LABELS: PX_MODULES,
  PAGE_GROUP_TITLES: PAGE_GROUPS,
  SURVEY_STATE_LABELS: SURVEY_STATES,
  RESOURCE_TYPE_LABELS: RESOURCE_TYPES,
  ROLE_CHARACTERISTIC_LABELS: ROLE_CHARACTERISTIC_TYPES,
  ASSESSMENT_LABELS: ASSESSMENT_VALUES,
  PROCESS_TYPE_LABELS: PROCESS_TYPES,
  LEVEL_LABELS: PROFILE_LEVELS,
  PERMISSION_TEXTS: PERMISSIONS,
};

/** Every table of every *.labels.json file (German texts kept as data beside their module). */
const TABLES = Object.entries({
  scaleLabels,
  surveyLabels,
  resourceLabels,
  profileLabels,
  permissionLabels,
}).flatMap(([file, tables]) =>
  Object.entries(tables).map(
    ([name, labels]) => [file, name, labels as Readonly<Record<string, unknown>>] as const,
  ),
);

/** The German texts of a label: the label itself, or each text of a { label, description } entry. */
const textsOf = (label: unknown): unknown[] =>
  typeof label === 'object' && label !== null ? Object.values(label) : [label];

describe('German label tables', () => {
  it.each(TABLES)(
    '%s %s labels exactly its codes, each with non-empty trimmed text',
    (_file, name, labels) => {
      expect(Object.keys(labels).sort()).toEqual([...(CODES[name] ?? ['(kein Codeliste)'])].sort());
      for (const text of Object.values(labels).flatMap(textsOf)) {
        expect(typeof text).toBe('string');
        expect(String(text).trim()).toBe(text);
        expect(text).not.toBe('');
      }
    },
  );

  it('covers every table the modules export', () => {
    expect(TABLES.map(([, name]) => name).sort()).toEqual(Object.keys(CODES).sort());
    expect(ANSWER_TYPE_LABELS).toBe(scaleLabels.ANSWER_TYPE_LABELS);
  });
});
