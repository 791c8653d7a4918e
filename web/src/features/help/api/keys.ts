/** Query keys of the help centre's own reads. */
export const helpKeys = {
  all: ['help'] as const,
  lessons: () => [...helpKeys.all, 'lessons'] as const,
  chapters: (lessonId: string) => [...helpKeys.all, 'chapters', lessonId] as const,
};
