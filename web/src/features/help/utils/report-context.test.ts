import { describe, expect, it } from 'vitest';
import { browserName, reportRoute } from './report-context';

describe('bug report context', () => {
  it('takes the route the help link came from, and only in-app paths', () => {
    expect(reportRoute('?from=%2FmodelEdit%2F42')).toBe('/modelEdit/42');
    expect(reportRoute('?from=https://evil.example')).toBe('/help');
    expect(reportRoute('?from=//evil.example')).toBe('/help');
    expect(reportRoute('')).toBe('/help');
  });

  it('names the browser by its user agent, or unbekannt', () => {
    expect(browserName('Mozilla/5.0 Chrome/120')).toBe('Mozilla/5.0 Chrome/120');
    expect(browserName('  ')).toBe('unbekannt');
  });
});
