import { integrationUrlError } from '@prozesspuls/shared/rules';

/** The URL rule shared with the server: 'URL muss ausgefüllt werden', 'Keine gültige URL'. */
export function integrationFormError(externalURL: string): string | undefined {
  return integrationUrlError(externalURL);
}

/**
 * The client whose integration the screen edits: `?clientId=N` when it is a valid id, otherwise
 * the current client.
 */
export function integrationClientId(search: string, currentClientId: number): number {
  const raw = new URLSearchParams(search).get('clientId');
  if (raw === null || !/^\d+$/.test(raw.trim())) return currentClientId;
  return Number(raw.trim());
}
