import { describe, expect, it } from 'vitest';
import { describeElement, IMPORT_PROBLEMS_SHOWN, importProblem, importRefusal } from './importProblems.js';

/** As bpmn-moddle reports them (messages copied from its import of MIWG C.8.1 and broken files). */
const dangling = (id: string, name: string) => ({
  message: 'unresolved reference <triso:unspecified>',
  element: { id, $type: 'bpmn:Operation', name },
  property: 'bpmn:outMessageRef',
  value: 'triso:unspecified',
});
const duplicateId = {
  message:
    'unparsable content <bpmn2:process> detected\n\tline: 8\n\tcolumn: 2\n\tnested error: duplicate ID <test>',
};

describe('importProblem', () => {
  it('names the element, the reference and the missing target of a dangling reference', () => {
    expect(importProblem(dangling('op1', 'Send Email'))).toEqual({
      danglingReference: true,
      text: 'Operation „Send Email“ (ID op1): Der Verweis „outMessageRef“ zeigt auf „triso:unspecified“, das es in der Datei nicht gibt.',
    });
  });

  it('names a process step in German', () => {
    expect(
      importProblem({
        message: 'unresolved reference <Flow_9>',
        element: { id: 'Task_1', $type: 'bpmn:UserTask', name: ' Prüfen ' },
        property: 'bpmn:default',
        value: 'Flow_9',
      })?.text,
    ).toBe(
      'Benutzeraufgabe „Prüfen“ (ID Task_1): Der Verweis „default“ zeigt auf „Flow_9“, das es in der Datei nicht gibt.',
    );
  });

  it('says which id occurs twice', () => {
    expect(importProblem(duplicateId)).toEqual({
      danglingReference: false,
      text: 'Die ID „test“ kommt in der Datei mehrfach vor.',
    });
  });

  it('names an unknown element with its line', () => {
    expect(
      importProblem({
        message:
          'unparsable content <bpmn:fooTask> detected\n\tline: 12\n\tcolumn: 4\n\tnested error: unrecognized element <bpmn:fooTask>',
      })?.text,
    ).toBe('Das Element <bpmn:fooTask> (Zeile 12) ist in BPMN 2.0 nicht bekannt.');
  });

  it('names an element in the wrong place (a root without the BPMN namespace)', () => {
    expect(
      importProblem({
        message:
          'unparsable content <definitions> detected\n\tline: 1\n\tcolumn: 0\n\tnested error: unexpected element <definitions>',
      })?.text,
    ).toBe('Das Element <definitions> (Zeile 1) steht an einer Stelle, an der BPMN 2.0 es nicht erlaubt.');
  });

  it('says an illegal id', () => {
    expect(
      importProblem({
        message:
          'unparsable content <bpmn:task> detected\n\tline: 3\n\tcolumn: 1\n\tnested error: illegal ID <1 2>',
      })?.text,
    ).toBe('„1 2“ ist keine gültige ID.');
  });

  it('reports other unreadable content by its line', () => {
    expect(
      importProblem({
        message: 'unparsable content detected\n\tline: 7\n\tcolumn: 9\n\tnested error: unclosed tag',
      })?.text,
    ).toBe('Die Datei ist ab Zeile 7 kein lesbares XML.');
  });

  it('ignores warnings that do not make a file invalid', () => {
    expect(
      importProblem({ message: 'unsupported document encoding <ISO-8859-1>, falling back to UTF-8' }),
    ).toBeNull();
    expect(
      importProblem({ message: 'unknown attribute <bpmn:foo>', property: 'bpmn:foo', value: 'x' }),
    ).toBeNull();
  });
});

describe('describeElement', () => {
  it('falls back to the BPMN type without prefix, and leaves out what is missing', () => {
    expect(describeElement({ $type: 'bpmn:ItemDefinition', id: 'i1' })).toBe(
      'Element ItemDefinition (ID i1)',
    );
    expect(describeElement({ $type: 'bpmn:Task' })).toBe('Aufgabe');
  });
});

describe('importRefusal', () => {
  it('accepts a file with only harmless warnings', () => {
    expect(
      importRefusal([{ message: 'unsupported document encoding <ISO-8859-1>, falling back to UTF-8' }]),
    ).toBeNull();
  });

  it('lists dangling references and offers the import without them', () => {
    const refusal = importRefusal([dangling('op1', 'A'), dangling('op2', 'B')]);
    expect(refusal?.danglingReferencesOnly).toBe(true);
    expect(refusal?.msg.split('\n')).toEqual([
      'Die Datei ist kein gültiges BPMN-2.0-Modell und wurde nicht importiert.',
      'Operation „A“ (ID op1): Der Verweis „outMessageRef“ zeigt auf „triso:unspecified“, das es in der Datei nicht gibt.',
      'Operation „B“ (ID op2): Der Verweis „outMessageRef“ zeigt auf „triso:unspecified“, das es in der Datei nicht gibt.',
      'Die Datei enthält nur Verweise auf Elemente, die es in ihr nicht gibt. Sie können sie ohne diese Verweise importieren.',
    ]);
  });

  it('offers no repair when another problem comes with the dangling references', () => {
    const refusal = importRefusal([dangling('op1', 'A'), duplicateId]);
    expect(refusal?.danglingReferencesOnly).toBe(false);
    expect(refusal?.msg).not.toMatch(/ohne diese Verweise/);
  });

  it(`names the first ${IMPORT_PROBLEMS_SHOWN} problems and counts the rest`, () => {
    const warnings = Array.from({ length: IMPORT_PROBLEMS_SHOWN + 2 }, (_, index) =>
      dangling(`op${index}`, 'X'),
    );
    const lines = importRefusal(warnings)?.msg.split('\n') ?? [];
    expect(lines.filter((line) => line.startsWith('Operation'))).toHaveLength(IMPORT_PROBLEMS_SHOWN);
    expect(lines).toContain('und 2 weitere Probleme.');
  });
});
