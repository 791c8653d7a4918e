import { describe, expect, it } from 'vitest';
import {
  keepsModelCheckFinding,
  MODEL_CHECK_RULE_NAMES,
  MODEL_CHECK_RULES,
  type ModelCheckRule,
  modelCheckFindings,
  modelCheckText,
  releaseBlockedBy,
  releaseBlockedMessage,
} from './modelChecks';

/** Every English message the configured bpmnlint@11 rules report (from their sources). */
const ENGLISH: Readonly<Record<ModelCheckRule, readonly string[]>> = {
  'ad-hoc-sub-process': [
    'A <Start Event> is not allowed in <Ad Hoc Sub Process>',
    'An <End Event> is not allowed in <Ad Hoc Sub Process>',
  ],
  'end-event-required': ['Process is missing end event', 'SubProcess is missing end event'],
  'event-based-gateway': [
    'An <Event-based Gateway> must have at least 2 outgoing <Sequence Flows>',
    'A <Sequence Flow> outgoing from an <Event-based Gateway> must not be conditional',
  ],
  'event-sub-process-typed-start-event': ['Start event is missing event definition'],
  'fake-join': ['Incoming flows do not join'],
  'label-required': ['Element is missing label/name'],
  'link-event': [
    'Link event is missing link name',
    'Link catch event with link name <A> missing in scope',
    'Duplicate link catch event with link name <A> in scope',
  ],
  'no-bpmndi': ['Element is missing bpmndi'],
  'no-complex-gateway': ['Element type <bpmn:ComplexGateway> is discouraged'],
  'no-disconnected': ['Element is not connected'],
  'no-duplicate-sequence-flows': [
    'SequenceFlow is a duplicate',
    'Duplicate outgoing sequence flows',
    'Duplicate incoming sequence flows',
  ],
  'no-gateway-join-fork': ['Gateway forks and joins'],
  'no-implicit-end': ['Element is an implicit end'],
  'no-implicit-split': ['Flow splits implicitly'],
  'no-implicit-start': ['Element is an implicit start'],
  'no-overlapping-elements': ['Element overlaps with other element', 'Element is outside of parent boundary'],
  'single-blank-start-event': ['Process has multiple blank start events'],
  'single-event-definition': ['Event has multiple event definitions'],
  'start-event-required': ['Process is missing start event'],
  'sub-process-blank-start-event': ['Start event must be blank'],
  'superfluous-gateway': ['Gateway is superfluous. It only has one source and target.'],
  'superfluous-termination': ['Termination is superfluous.'],
};

/** Words of bpmnlint's messages that must never reach the German UI. */
const ENGLISH_WORDS = /\b(is|missing|event|flow|the|not|must|with|allowed|duplicate|outgoing|incoming)\b/i;

describe('model check texts', () => {
  it('gives every configured rule a German text for each English message it reports', () => {
    expect(Object.keys(ENGLISH).sort()).toEqual([...MODEL_CHECK_RULE_NAMES].sort());
    for (const rule of MODEL_CHECK_RULE_NAMES) {
      for (const message of ENGLISH[rule]) {
        const text = modelCheckText(rule, message);
        expect(text, `${rule}: ${message}`).toMatch(/\.$/);
        expect(text, `${rule}: ${message}`).not.toMatch(ENGLISH_WORDS);
      }
    }
  });

  it('tells the different findings of one rule apart', () => {
    expect(modelCheckText('no-overlapping-elements', 'Element is outside of parent boundary')).toBe(
      'Das Element ragt über den Rand seines übergeordneten Elements hinaus.',
    );
    expect(modelCheckText('no-overlapping-elements', 'Element overlaps with other element')).toBe(
      'Das Element überlappt ein anderes Element.',
    );
    expect(
      modelCheckText('ad-hoc-sub-process', 'An <End Event> is not allowed in <Ad Hoc Sub Process>'),
    ).toBe('Ein Ad-hoc-Teilprozess darf kein Endereignis enthalten.');
  });
});

describe('model check rule set', () => {
  it('leaves out the recommended rules that fight the product’s modelling', () => {
    for (const rule of ['conditional-flows', 'no-inclusive-gateway', 'global', 'superfluous-label']) {
      expect(Object.hasOwn(MODEL_CHECK_RULES, rule), rule).toBe(false);
    }
  });

  it('treats a disconnected element and a missing start or end event as errors', () => {
    expect(MODEL_CHECK_RULES['no-disconnected']).toBe('error');
    expect(MODEL_CHECK_RULES['start-event-required']).toBe('error');
    expect(MODEL_CHECK_RULES['end-event-required']).toBe('error');
    expect(MODEL_CHECK_RULES['label-required']).toBe('warn');
  });

  it('asks for names only on activities and events', () => {
    expect(keepsModelCheckFinding('label-required', 'bpmn:UserTask')).toBe(true);
    expect(keepsModelCheckFinding('label-required', 'bpmn:EndEvent')).toBe(true);
    expect(keepsModelCheckFinding('label-required', 'bpmn:ExclusiveGateway')).toBe(false);
    expect(keepsModelCheckFinding('label-required', 'bpmn:Lane')).toBe(false);
    expect(keepsModelCheckFinding('label-required', null)).toBe(false);
    expect(keepsModelCheckFinding('no-disconnected', 'bpmn:ExclusiveGateway')).toBe(true);
  });
});

describe('model check findings', () => {
  const types: Record<string, string> = { Task_1: 'bpmn:Task', Gateway_1: 'bpmn:ExclusiveGateway' };
  const typeOf = (id: string) => types[id] ?? null;

  it('turns a bpmnlint report into German findings, errors first, without unknown rules or repeats of a disconnection', () => {
    const findings = modelCheckFindings(
      {
        'label-required': [
          { id: 'Task_1', message: 'Element is missing label/name' },
          { id: 'Gateway_1', message: 'Element is missing label/name' },
        ],
        'no-disconnected': [{ id: 'Task_1', message: 'Element is not connected' }],
        'no-implicit-start': [{ id: 'Task_1', message: 'Element is an implicit start' }],
        'no-inclusive-gateway': [
          { id: 'Gateway_1', message: 'Element type <bpmn:InclusiveGateway> is discouraged' },
        ],
      },
      typeOf,
    );
    expect(findings).toEqual([
      {
        elementId: 'Task_1',
        rule: 'no-disconnected',
        severity: 'error',
        text: 'Das Element ist mit keinem anderen Element verbunden.',
      },
      {
        elementId: 'Task_1',
        rule: 'label-required',
        severity: 'warn',
        text: 'Das Element hat keinen Namen.',
      },
    ]);
    expect(releaseBlockedBy(findings)).toBe(true);
  });

  it('lets a model with only warnings be released', () => {
    const findings = modelCheckFindings(
      { 'label-required': [{ id: 'Task_1', message: 'Element is missing label/name' }] },
      typeOf,
    );
    expect(findings).toHaveLength(1);
    expect(releaseBlockedBy(findings)).toBe(false);
    expect(releaseBlockedBy([])).toBe(false);
  });
});

describe('releaseBlockedMessage', () => {
  it('names the one error by element and says what to do', () => {
    expect(
      releaseBlockedMessage([
        { element: 'Prüfen · Aufgabe', text: 'Das Element ist mit keinem anderen Element verbunden.' },
      ]),
    ).toBe(
      'Das Prozessmodell kann nicht zur Freigabe versendet werden: Die Modellprüfung meldet einen Fehler. ' +
        'Prüfen · Aufgabe: Das Element ist mit keinem anderen Element verbunden. ' +
        'Beheben Sie die Fehler (Modell prüfen) und versenden Sie die Anfrage erneut.',
    );
  });

  it('names the first three of many errors and counts the rest', () => {
    const errors = ['A', 'B', 'C', 'D', 'E'].map((name) => ({
      element: `${name} · Aufgabe`,
      text: 'Das Element ist mit keinem anderen Element verbunden.',
    }));
    const message = releaseBlockedMessage(errors);
    expect(message).toContain('meldet 5 Fehler.');
    expect(message).toContain('C · Aufgabe:');
    expect(message).not.toContain('D · Aufgabe');
    expect(message).toContain('… und 2 weitere.');
  });
});
