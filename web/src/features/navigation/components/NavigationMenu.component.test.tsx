import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SPECIAL_EDITION_ENABLED } from '@/config/constants';
import { renderScreen } from '@/testing/render';
import { NAVIGATION, visibleNavigation } from '../utils/navigation-model';
import { NavigationMenu } from './NavigationMenu';

/** An administrator sees every entry (ADMIN holds every permission). */
const PERMISSIONS = { ADMIN: true, PROCESS: true, SURVEY: true };

const links = visibleNavigation(NAVIGATION, {
  permissions: PERMISSIONS,
  specialEdition: SPECIAL_EDITION_ENABLED,
}).flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.items));

describe('the navigation highlights one entry at a time', () => {
  it.each(links.map((link) => [link.to, link.id] as const))(
    'on %s only the entry %s is the current page',
    async (path) => {
      renderScreen(<NavigationMenu permissions={PERMISSIONS} />, { path });
      await screen.findByRole('navigation');
      const current = document.querySelectorAll('nav a[aria-current="page"], nav a.active');
      expect([...current].map((link) => link.getAttribute('href'))).toEqual([path]);
    },
  );

  it('covers every main route of the navigation', () => {
    expect(links.length).toBeGreaterThanOrEqual(10);
  });
});
