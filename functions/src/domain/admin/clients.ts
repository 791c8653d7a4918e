import type { createClientRequest } from '@prozesspuls/shared';
import {
  type ClientDetails,
  type IntegrationSettings,
  integrationUrlError,
  MSG,
  normalizeHexColor,
} from '@prozesspuls/shared';
import type * as z from 'zod/mini';
import { type IntegrationCallResult, postSurvey } from '../../adapters/integrationClient.js';
import { sendMail } from '../../adapters/mail.js';
import { createAccount } from '../../adapters/userPool.js';
import { setting } from '../../config/env.js';
import {
  allClients,
  type ClientRecord,
  createClientRecords,
  setClientActive,
  setClientIntegration,
} from '../../data/repositories/clients.js';
import { nextCounterValue } from '../../data/repositories/counters.js';
import { clientRecord } from '../../data/repositories/tenantData.js';
import { loadUser } from '../../data/repositories/userAccounts.js';
import { issueAuthToken } from '../auth/authTokens.js';
import { passwordLinkMail } from '../auth/mails.js';
import { NotFound, PermissionDenied, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { provideFirstDay } from '../onboarding/exampleProcess.js';
import { audit } from './audit.js';

export const OWN_CLIENT_DEACTIVATION_MESSAGE = 'Der aktuell gewählte Mandant kann nicht deaktiviert werden.';
const CLIENT_DISPLAY_COLOR = 'FFFFFF';
/** New clients default to black; display falls back to the primary colour. */
const NEW_CLIENT_COLOR = '000000';

/** Client management is for platform superusers only: a flag on the user record, not a role title. */
function requireSuperuser(caller: Identity) {
  if (!caller.isSuperuser) throw new PermissionDenied();
}

type ClientFields = Pick<
  ClientRecord,
  'clientId' | 'companyName' | 'shortName' | 'adminEmail' | 'activeState'
> &
  Partial<
    Pick<
      ClientRecord,
      'identityColor' | 'imageUrl' | 'deletionState' | 'deletionRequestedAt' | 'deletionDueAt'
    >
  >;

/** The requested or running deletion of the client as the client management shows it. */
const deletionOf = (c: ClientFields): ClientDetails['deletion'] =>
  c.deletionState && c.deletionRequestedAt && c.deletionDueAt
    ? { state: c.deletionState, requestedAt: c.deletionRequestedAt, dueAt: c.deletionDueAt }
    : null;

export const toDetails = (c: ClientFields): ClientDetails => ({
  id: c.clientId,
  companyName: c.companyName,
  shortName: c.shortName,
  adminEmail: c.adminEmail,
  activeState: c.activeState,
  // Display default of a client without colour; FC9861 is only the theme's fallback.
  identityColor: normalizeHexColor(c.identityColor) ?? CLIENT_DISPLAY_COLOR,
  imageUrl: c.imageUrl ?? null,
  deletion: deletionOf(c),
});

export async function listClients(caller: Identity): Promise<ClientDetails[]> {
  requireSuperuser(caller);
  return (await allClients()).map(toDetails).sort((a, b) => a.id - b.id);
}

const nextClientId = () => nextCounterValue('clientId');

/**
 * Creates an active client with its 'Default' folder, the roles Administrator and Mitarbeiter,
 * and the administrator as member (invited when new to the platform) — in one transaction.
 */
export async function createClient(
  caller: Identity,
  request: z.infer<typeof createClientRequest>,
): Promise<ClientDetails> {
  requireSuperuser(caller);
  const clientId = await nextClientId();
  const adminId = request.adminEmail;
  const client = {
    clientId,
    companyName: request.companyName,
    shortName: request.shortName,
    adminEmail: adminId,
    activeState: true,
    identityColor: normalizeHexColor(request.identityColor) ?? NEW_CLIENT_COLOR,
    ...(request.imageUrl ? { imageUrl: request.imageUrl } : {}),
  };
  const adminProfile = await loadUser(adminId);
  await createClientRecords({
    ...client,
    createdBy: caller.userId,
    ...(adminProfile ? {} : { adminProfile: { firstName: request.companyName, lastName: 'Administrator' } }),
  });
  await audit(clientId, caller.userId, 'client.create', String(clientId), {
    companyName: request.companyName,
  });
  // The superuser's own tenant records only the new tenant's id: a name there would outlive the
  // new tenant's deletion (docs/dsgvo.md).
  await audit(caller.clientId, caller.userId, 'client.create', String(clientId));
  await provideFirstDay(clientId, adminId);
  if (await createAccount({ userId: adminId, firstName: request.companyName, lastName: 'Administrator' })) {
    const token = await issueAuthToken(adminId, 'invite');
    const link = `${setting('appUrl')}/tokenAuth/${encodeURIComponent(token)}`;
    await sendMail(passwordLinkMail({ to: adminId, firstName: 'Administrator', link, purpose: 'invite' }));
  }
  return toDetails(client);
}

export async function setClientState(
  caller: Identity,
  clientId: number,
  active: boolean,
): Promise<ClientDetails> {
  requireSuperuser(caller);
  if (!active && clientId === caller.clientId) throw new RuleViolation(OWN_CLIENT_DEACTIVATION_MESSAGE);
  if (!(await clientRecord(clientId))) throw new NotFound();
  const data = await setClientActive(clientId, active);
  await audit(clientId, caller.userId, 'client.state', String(clientId), { activeState: active });
  if (clientId !== caller.clientId) {
    await audit(caller.clientId, caller.userId, 'client.state', String(clientId), { activeState: active });
  }
  return toDetails(data);
}

export async function integrationOf(caller: Identity, clientId: number): Promise<IntegrationSettings> {
  if (clientId !== caller.clientId) requireSuperuser(caller);
  const data = await clientRecord(clientId);
  if (!data) throw new NotFound();
  return {
    clientToChangeId: clientId,
    externalURL: data.externalURL ?? '',
    integrationState: data.integrationState ?? false,
  };
}

export async function saveIntegration(
  caller: Identity,
  settings: IntegrationSettings,
): Promise<IntegrationSettings> {
  requireSuperuser(caller);
  const urlError = integrationUrlError(settings.externalURL);
  if (urlError) throw new RuleViolation(urlError);
  if (!(await clientRecord(settings.clientToChangeId))) throw new NotFound(MSG.notFound);
  await setClientIntegration(
    settings.clientToChangeId,
    settings.externalURL.trim(),
    settings.integrationState,
  );
  await audit(
    settings.clientToChangeId,
    caller.userId,
    'client.integration',
    String(settings.clientToChangeId),
    {
      externalURL: settings.externalURL,
      integrationState: settings.integrationState,
    },
  );
  return { ...settings, externalURL: settings.externalURL.trim() };
}

/**
 * Tells the client's external workflow system about a sent survey when the integration is
 * on; the outcome is recorded in the audit trail. Used by survey sending.
 */
export async function notifyIntegration(
  clientId: number,
  actor: string,
  payload: unknown,
): Promise<IntegrationCallResult | undefined> {
  const data = await clientRecord(clientId);
  if (!data?.integrationState || !data.externalURL) return undefined;
  const result = await postSurvey(data.externalURL, payload);
  await audit(clientId, actor, 'integration.survey', data.externalURL, { ...result });
  return result;
}
