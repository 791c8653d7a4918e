/** POST /px/question bodies more than one test file sends. */

/** An own process-perspective question: a matrix question on activities (module 4). */
export const activityMatrixQuestion = (text: string) => ({
  text,
  type: 'ACTIVITY',
  element: 'Activity',
  answerType: 'MATRIX',
  module: 'Module_Four',
});
