import { describe, expect, it } from 'vitest';
import { formatLessonTime, progressLabel, resumePosition, watchedPercentAt } from './lesson-progress';

describe('formatLessonTime', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatLessonTime(0)).toBe('0:00');
    expect(formatLessonTime(42.9)).toBe('0:42');
    expect(formatLessonTime(65)).toBe('1:05');
  });
});

describe('progressLabel', () => {
  it('says not watched, the watched share, or Abgeschlossen', () => {
    expect(progressLabel(null)).toBe('Noch nicht angesehen');
    expect(progressLabel({ positionSeconds: 12, watchedPercent: 45.6, completed: false })).toBe(
      '45 % gesehen',
    );
    expect(progressLabel({ positionSeconds: 0, watchedPercent: 93, completed: true })).toBe('Abgeschlossen');
  });
});

describe('resumePosition', () => {
  it('resumes where the member stopped', () => {
    expect(resumePosition({ positionSeconds: 21.5, watchedPercent: 40, completed: false }, 60)).toBe(21.5);
  });

  it('starts from the beginning without progress or at the very end', () => {
    expect(resumePosition(null, 60)).toBe(0);
    expect(resumePosition({ positionSeconds: 58, watchedPercent: 97, completed: true }, 60)).toBe(0);
  });
});

describe('watchedPercentAt', () => {
  it('is the share up to a position, capped at 100, and 0 for an unknown length', () => {
    expect(watchedPercentAt(15, 60)).toBe(25);
    expect(watchedPercentAt(61, 60)).toBe(100);
    expect(watchedPercentAt(10, Number.NaN)).toBe(0);
  });
});
