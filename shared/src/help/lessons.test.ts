import { describe, expect, it } from 'vitest';
import { lessonsFromListing, mergeLessonProgress, titleFromLessonName } from './lessons.js';

describe('lessonsFromListing', () => {
  it('groups the parts of each lesson and sorts lessons by their number as a number', () => {
    const lessons = lessonsFromListing([
      'help/lessons/10-auswertung.webm',
      'help/lessons/02-elemente.chapters.vtt',
      'help/lessons/02-elemente.webm',
      'help/lessons/02-elemente.de.vtt',
      'help/lessons/02-elemente.json',
      'help/lessons/9-freigabe.webm',
    ]);
    expect(lessons.map((lesson) => lesson.name)).toEqual(['02-elemente', '9-freigabe', '10-auswertung']);
    expect(lessons[0]).toEqual({
      name: '02-elemente',
      number: 2,
      keys: {
        video: 'help/lessons/02-elemente.webm',
        captions: 'help/lessons/02-elemente.de.vtt',
        chapters: 'help/lessons/02-elemente.chapters.vtt',
        meta: 'help/lessons/02-elemente.json',
      },
    });
  });

  it('lists only files directly below the prefix, named like a lesson, that have a video', () => {
    const lessons = lessonsFromListing([
      'help/lessons-alt/01-alt.webm',
      'help/lessons/entwurf/03-entwurf.webm',
      'help/lessons/Erstes Modell.webm',
      'help/lessons/04-nur-text.de.vtt',
      'help/lessons/05-video.mp4',
      '7/help/lessons/06-fremd.webm',
      'help/lessons/01-erstes-modell.webm',
    ]);
    expect(lessons.map((lesson) => lesson.name)).toEqual(['01-erstes-modell']);
  });
});

describe('titleFromLessonName', () => {
  it('makes a title of the slug when a lesson has no metadata', () => {
    expect(titleFromLessonName('02-elemente-und-nummern')).toBe('Elemente und nummern');
  });
});

describe('mergeLessonProgress', () => {
  it('keeps the largest watched share and the new position', () => {
    expect(mergeLessonProgress({ watchedPercent: 70 }, { positionSeconds: 3, watchedPercent: 10 })).toEqual({
      positionSeconds: 3,
      watchedPercent: 70,
      completed: false,
    });
  });

  it('completes a lesson from 90 percent watched on, and it stays completed', () => {
    expect(mergeLessonProgress(undefined, { positionSeconds: 50, watchedPercent: 90 }).completed).toBe(true);
    expect(mergeLessonProgress(undefined, { positionSeconds: 50, watchedPercent: 89.9 }).completed).toBe(
      false,
    );
    expect(
      mergeLessonProgress({ watchedPercent: 95 }, { positionSeconds: 0, watchedPercent: 0 }).completed,
    ).toBe(true);
  });
});
