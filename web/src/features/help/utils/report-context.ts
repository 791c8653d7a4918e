/**
 * What a bug report carries without the user typing it: the page the user came from
 * and the browser. The help link of every screen passes its route as `?from=`; without it, /help.
 */
export function reportRoute(search: string): string {
  const from = new URLSearchParams(search).get('from');
  // Only an in-app path: a full URL or protocol-relative one is no route of this app.
  return from?.startsWith('/') && !from.startsWith('//') ? from : '/help';
}

export function browserName(userAgent: string): string {
  return userAgent.trim() || 'unbekannt';
}
