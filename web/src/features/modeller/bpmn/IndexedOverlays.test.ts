import { describe, expect, it } from 'vitest';
import { needsOverlayPass } from './IndexedOverlays';

describe('which changes of the view pass over every overlay', () => {
  const root = {};
  const otherRoot = {};

  it('panning at the same zoom on the same diagram leaves the overlays alone', () => {
    expect(needsOverlayPass({ scale: 0.5, root }, { scale: 0.5, root })).toBe(false);
  });

  it('a new zoom, another diagram or the first view of one pass over them all', () => {
    expect(needsOverlayPass({ scale: 0.5, root }, { scale: 0.6, root })).toBe(true);
    expect(needsOverlayPass({ scale: 0.5, root }, { scale: 0.5, root: otherRoot })).toBe(true);
    expect(needsOverlayPass(null, { scale: 0.5, root })).toBe(true);
  });
});
