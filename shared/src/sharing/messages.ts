/** Share links of a model. */
export const SHARE_LINK_MESSAGES = {
  invalid: 'Dieser Freigabelink ist ungültig oder wurde widerrufen.',
  expired: 'Dieser Freigabelink ist abgelaufen.',
  created: 'Der Freigabelink wurde erstellt.',
  revoked: 'Der Freigabelink wurde widerrufen.',
} as const;

/** A share link lives 30 days unless revoked earlier. */
export const SHARE_LINK_TTL_DAYS = 30;
