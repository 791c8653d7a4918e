/** Query keys of the evaluation screens; everything below 'evaluation' is refreshed together. */
export const evaluationKeys = {
  all: ['evaluation'] as const,
  /** Every point query of a survey (group and subgroups, every view). */
  pointsOf: (surveyId: string) => ['evaluation', 'points', surveyId] as const,
  points: (surveyId: string, module: string) => ['evaluation', 'points', surveyId, module] as const,
  subgroupPoints: (surveyId: string, module: string, personalQuestionId: string, option: string) =>
    ['evaluation', 'points', surveyId, module, 'subgroup', personalQuestionId, option] as const,
  customAnswers: (surveyId: string) => ['evaluation', 'custom-answers', surveyId] as const,
};
