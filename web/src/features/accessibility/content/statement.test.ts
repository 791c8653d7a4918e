import { describe, expect, it } from 'vitest';
import {
  ACCESSIBILITY_CONTACT_EMAIL,
  STATEMENT_DATE,
  STATEMENT_INTRO,
  STATEMENT_SECTIONS,
} from './statement';

const section = (id: string) => STATEMENT_SECTIONS.find((each) => each.id === id);
const text = (id: string) => [...(section(id)?.paragraphs ?? []), ...(section(id)?.items ?? [])].join(' ');

describe('the accessibility statement (BITV 2.0 § 7, EU model statement)', () => {
  it('names the standard it is measured against and says the application conforms only partly', () => {
    expect(STATEMENT_INTRO).toContain('BITV 2.0');
    expect(STATEMENT_INTRO).toContain('EN 301 549');
    expect(STATEMENT_INTRO).toContain('WCAG');
    expect(text('stand')).toContain('teilweise vereinbar');
  });

  it('lists what conforms and, with the WCAG criterion, what does not', () => {
    expect(section('vereinbar')?.items?.length).toBeGreaterThan(0);
    const failing = section('nicht-barrierefrei')?.items ?? [];
    expect(failing.length).toBeGreaterThan(0);
    for (const item of failing) expect(item).toMatch(/WCAG \d\.\d\.\d/);
  });

  it('gives a feedback contact and the Schlichtungsstelle nach § 16 BGG', () => {
    expect(ACCESSIBILITY_CONTACT_EMAIL).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(section('feedback')).toBeDefined();
    expect(text('schlichtung')).toContain('§ 16 des Behindertengleichstellungsgesetzes');
    expect(text('schlichtung')).toContain('www.schlichtungsstelle-bgg.de');
  });

  it('carries the day it was written as a real date', () => {
    expect(STATEMENT_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(STATEMENT_DATE))).toBe(false);
  });
});
