/** Query keys of the PX question catalogue screens. */
export const pxQuestionKeys = {
  all: ['questions-px'] as const,
  overview: () => [...pxQuestionKeys.all, 'overview'] as const,
  elementTypes: () => [...pxQuestionKeys.all, 'element-types'] as const,
};
