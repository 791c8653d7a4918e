import { describe, expect, it } from 'vitest';
import { participationBranding } from './branding.js';

const LOGO = 'data:image/png;base64,iVBORw0KGgo=';

describe('participationBranding', () => {
  it('carries the client name, its inline logo and its colour as six hex digits', () => {
    expect(
      participationBranding({ companyName: ' Demo GmbH ', imageUrl: LOGO, identityColor: '#1a73e8' }),
    ).toEqual({ clientName: 'Demo GmbH', logoUrl: LOGO, color: '1A73E8' });
  });

  it('leaves out a logo that is no inline base64 image and a colour that is no hex colour', () => {
    for (const imageUrl of [
      'https://example.org/logo.png',
      'data:text/html;base64,PGI+',
      `${LOGO}"onerror="x`,
    ]) {
      expect(participationBranding({ companyName: 'Demo GmbH', imageUrl }).logoUrl).toBeNull();
    }
    expect(participationBranding({ companyName: 'Demo GmbH', identityColor: 'red' }).color).toBeNull();
  });

  it('answers an empty branding for a client without name, logo or colour', () => {
    expect(participationBranding({})).toEqual({ clientName: '', logoUrl: null, color: null });
  });
});
