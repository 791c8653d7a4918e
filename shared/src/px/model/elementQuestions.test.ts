import { describe, expect, it } from 'vitest';
import { elementKindOfBpmnType } from '../questions/elementKinds.js';
import {
  buildProcessSurvey,
  elementPageTitle,
  isAttachableElementId,
  PX_ELEMENT_ID_MAX,
  PX_QUESTION_ID_MAX,
  parseProcessQuestionName,
  processQuestionName,
  pxModeRights,
  questionLabel,
  standardQuestionNode,
} from './elementQuestions.js';

const matrixQuestion = (id: string, text = `Text ${id}`) => ({ id, text, answerType: 'MATRIX' as const });

describe('element kinds of BPMN types', () => {
  it.each([
    ['bpmn:Task', 'Activity'],
    ['bpmn:UserTask', 'Activity'],
    ['semantic:SubProcess', 'Activity'],
    ['bpmn:ExclusiveGateway', 'Gateway'],
    ['bpmn:StartEvent', 'Event'],
    ['bpmn:SequenceFlow', 'Flow'],
    ['bpmn:Lane', 'Lane'],
    ['bpmn:Participant', 'Pool'],
    ['bpmn:Process', 'Process'],
    ['bpmn:DataStoreReference', 'DataStore'],
    ['bpmn:DataObjectReference', 'DataObject'],
    ['bpmn:Collaboration', null],
    ['bpmn:TextAnnotation', null],
    ['bpmndi:BPMNShape', null],
  ])('%s is %s', (type, kind) => {
    expect(elementKindOfBpmnType(type)).toBe(kind);
  });
});

describe('element ids questions attach to', () => {
  it('accepts BPMN ids up to the bound and refuses others', () => {
    expect(isAttachableElementId('Activity_0x1y2z')).toBe(true);
    expect(isAttachableElementId('a'.repeat(PX_ELEMENT_ID_MAX))).toBe(true);
    expect(isAttachableElementId('a'.repeat(PX_ELEMENT_ID_MAX + 1))).toBe(false);
    expect(isAttachableElementId('')).toBe(false);
    expect(isAttachableElementId('1starts-with-digit')).toBe(false);
    expect(isAttachableElementId('has space')).toBe(false);
    expect(isAttachableElementId('a@b')).toBe(false);
  });

  it('keeps the longest question name within the 100 characters of a survey element name', () => {
    const name = processQuestionName('q'.repeat(PX_QUESTION_ID_MAX), 'e'.repeat(PX_ELEMENT_ID_MAX));
    expect(name.length).toBeLessThanOrEqual(100);
  });

  it('splits a question name back into question and element', () => {
    expect(parseProcessQuestionName(processQuestionName('M4-ACT-01', 'Activity_1'))).toEqual({
      questionId: 'M4-ACT-01',
      elementId: 'Activity_1',
    });
    expect(parseProcessQuestionName('M4-ACT-01')).toBeNull();
    expect(parseProcessQuestionName('@Activity_1')).toBeNull();
    expect(parseProcessQuestionName('M4-ACT-01@')).toBeNull();
  });
});

describe('labels', () => {
  it('numbers questions from 1', () => {
    expect([0, 1, 2].map(questionLabel)).toEqual(['Frage 1', 'Frage 2', 'Frage 3']);
  });

  it('titles a page by the element name, else its kind, else its id', () => {
    expect(elementPageTitle({ elementId: 'T1', elementName: ' Antrag prüfen ', kind: 'Activity' })).toBe(
      'Antrag prüfen',
    );
    expect(elementPageTitle({ elementId: 'T1', elementName: '', kind: 'Activity' })).toBe('Aktivität');
    expect(elementPageTitle({ elementId: 'T1', elementName: '', kind: null })).toBe('T1');
  });

  it('gives standard questions their catalogue node and custom ones none', () => {
    expect(standardQuestionNode('M4-PRC-01')).toBe('m4.process');
    expect(standardQuestionNode('0b9f3c52-2d4c-4a8e-9d0e-1f2a3b4c5d6e')).toBeUndefined();
  });
});

describe('buildProcessSurvey', () => {
  const elements = [
    {
      elementId: 'Task_1',
      elementName: 'Antrag prüfen',
      kind: 'Activity' as const,
      questions: [matrixQuestion('A')],
    },
    { elementId: 'Gateway_1', elementName: '', kind: 'Gateway' as const, questions: [] },
    {
      elementId: 'Task_2',
      elementName: '',
      kind: 'Activity' as const,
      questions: [matrixQuestion('A'), matrixQuestion('B'), matrixQuestion('A')],
    },
  ];

  it('builds one page per element with questions, names unique per element', () => {
    const schema = buildProcessSurvey({ title: 'Umfrage', deadlineDate: null, elements });
    expect(schema.pages.map((page) => [page.name, page.title])).toEqual([
      ['Task_1', 'Antrag prüfen'],
      ['Task_2', 'Aktivität'],
    ]);
    expect(schema.pages.flatMap((page) => page.elements.map((element) => element.name))).toEqual([
      'A@Task_1',
      'A@Task_2',
      'B@Task_2',
    ]);
    expect(schema.title).toBe('Umfrage');
  });

  it('puts the start page first when there is one', () => {
    const schema = buildProcessSurvey({
      title: 'Umfrage',
      deadlineDate: 1,
      startPageHtml: '<p>Willkommen</p>',
      elements,
    });
    expect(schema.pages[0]?.name).toBe('titlePage');
    expect(schema.pages).toHaveLength(3);
  });

  it('refuses a survey without questions', () => {
    const withoutQuestions = [
      { elementId: 'Gateway_1', elementName: '', kind: 'Gateway' as const, questions: [] },
    ];
    expect(() =>
      buildProcessSurvey({ title: 'Umfrage', deadlineDate: null, elements: withoutQuestions }),
    ).toThrow(RangeError);
  });
});

describe('pxModeRights', () => {
  it.each([
    ['PX_WRITE', { PX_WRITE: true }, false, { canWritePx: true, canEvalPx: false, canTogglePx: true }],
    ['PX_EVAL', { PX_EVAL: true }, false, { canWritePx: false, canEvalPx: true, canTogglePx: true }],
    ['ADMIN', { ADMIN: true }, false, { canWritePx: true, canEvalPx: true, canTogglePx: true }],
    ['PROCESS only', { PROCESS: true }, false, { canWritePx: false, canEvalPx: false, canTogglePx: false }],
    [
      'a revoked flag',
      { PX_WRITE: false },
      false,
      { canWritePx: false, canEvalPx: false, canTogglePx: false },
    ],
    [
      'PX_WRITE in release review',
      { PX_WRITE: true },
      true,
      { canWritePx: true, canEvalPx: false, canTogglePx: false },
    ],
    [
      'no permissions (share guest)',
      undefined,
      false,
      { canWritePx: false, canEvalPx: false, canTogglePx: false },
    ],
  ] as const)('%s', (_label, permissions, underReview, rights) => {
    expect(pxModeRights(permissions, underReview)).toEqual(rights);
  });
});
