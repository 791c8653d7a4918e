import type { CustomElement } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { samePalette } from './palette-inputs';

describe('when the palette is built again', () => {
  const elements: CustomElement[] = [
    { id: 'c1', taskType: 'PRUEFUNG', elementTitle: 'Prüfung', elementGroup: 'activity', imageUrl: '/p.png' },
  ];

  it('a palette built for the same right and the same list of custom elements stays as it is', () => {
    expect(
      samePalette({ canEdit: true, customElements: elements }, { canEdit: true, customElements: elements }),
    ).toBe(true);
  });

  it('a changed right, a new list of custom elements or no palette yet builds it again', () => {
    expect(
      samePalette({ canEdit: false, customElements: elements }, { canEdit: true, customElements: elements }),
    ).toBe(false);
    expect(
      samePalette(
        { canEdit: true, customElements: elements },
        { canEdit: true, customElements: [...elements] },
      ),
    ).toBe(false);
    expect(samePalette(null, { canEdit: false, customElements: elements })).toBe(false);
  });
});
