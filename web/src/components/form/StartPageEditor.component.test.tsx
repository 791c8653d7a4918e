import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import StartPageEditor from './StartPageEditor';

/** The editor with its text focused, as after a click into it, and the HTML it last reported. */
async function focusedEditor(value: string) {
  const reported = { html: value };
  render(
    <StartPageEditor value={value} label="Text der Startseite" onChange={(html) => (reported.html = html)} />,
  );
  const text = await screen.findByRole('textbox', { name: 'Text der Startseite' });
  // jsdom has no layout, so a click cannot place the caret; the test focuses the text itself.
  act(() => text.focus());
  return { text, reported };
}

describe('StartPageEditor', () => {
  // jsdom has no layout: ProseMirror measures a text range to scroll the caret into view.
  beforeAll(() => {
    Object.assign(Range.prototype, { getClientRects: () => [], getBoundingClientRect: () => new DOMRect() });
  });

  it.each(['Fett', 'Kursiv', 'Überschrift', 'Aufzählung', 'Bild einfügen'])(
    'a mouse press on "%s" does not take the focus from the text',
    async (name) => {
      await focusedEditor('');
      // A press whose default is prevented leaves the focus where it is.
      expect(fireEvent.mouseDown(screen.getByRole('button', { name }))).toBe(false);
    },
  );

  it.each([
    ['Fett', '<p><strong>Danke</strong></p>'],
    ['Kursiv', '<p><em>Danke</em></p>'],
  ])('keys typed right after a click on "%s" land in the text, formatted', async (name, html) => {
    const user = userEvent.setup();
    const { text, reported } = await focusedEditor('');
    await user.click(screen.getByRole('button', { name }));
    expect(document.activeElement).toBe(text);
    await user.keyboard('Danke');
    expect(reported.html).toBe(html);
  });

  it('shows a format as pressed while it applies to what is typed next', async () => {
    const user = userEvent.setup();
    await focusedEditor('<p>Hallo</p>');
    const bold = screen.getByRole('button', { name: 'Fett' });
    const italic = screen.getByRole('button', { name: 'Kursiv' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');

    await user.click(bold);
    expect(bold.getAttribute('aria-pressed')).toBe('true');
    expect(italic.getAttribute('aria-pressed')).toBe('false');

    await user.click(bold);
    expect(bold.getAttribute('aria-pressed')).toBe('false');
  });
});
