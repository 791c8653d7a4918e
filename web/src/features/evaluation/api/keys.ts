/** Query keys of the evaluation screens (issue 17); everything below 'evaluation' is refreshed together. */
export const evaluationKeys = {
  all: ['evaluation'] as const,
  points: (surveyId: string, module: string) => ['evaluation', 'points', surveyId, module] as const,
  customAnswers: (surveyId: string) => ['evaluation', 'custom-answers', surveyId] as const,
};
