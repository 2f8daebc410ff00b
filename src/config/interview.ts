/**
 * The assistant interview's six questions, in the order they are asked (PRODUCT.md, "The call
 * page"). Their texts for the visitor are messages (`CallPage.questions.<key>`); the English
 * labels here are for the coordinators (email, webhook, inbox). Shared by the interview and the
 * leads' inbox, so it lives in the configuration rather than in either feature.
 */
export const questionKeys = ['treatment', 'goal', 'history', 'travel', 'companion', 'callTime'] as const;
export type QuestionKey = (typeof questionKeys)[number];

export const questionLabels: Record<QuestionKey, string> = {
  treatment: 'Treatment of interest',
  goal: 'Main goal or complaint',
  history: 'Medical history and medicines',
  travel: 'Desired travel period',
  companion: 'Travelling companion',
  callTime: 'Best time to be called',
};
