import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { newAccountInput } from '../../functions/src/adapters/newAccount.js';
import { getDb } from '../../functions/src/data/db.js';
import { DEMO_CLIENTS, DEMO_PASSWORD, DEMO_ROLES, DEMO_USERS } from './demoData.js';

/** Every role of the client that works with processes may read and write the 'Default' folder. */
function defaultFolderPermissions(clientId: number) {
  return Object.fromEntries(
    DEMO_ROLES.filter(
      (r) => r.clientId === clientId && ('PROCESS' in r.permissions || 'ADMIN' in r.permissions),
    ).map((r) => [r.roleId, { PROCESS_READ: true, PROCESS_WRITE: true }]),
  );
}

/** Writes an item only when it is missing, so a restart never undoes what users changed. */
async function createIfMissing(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    const text = error instanceof Error ? `${error.name} ${error.message}` : '';
    if (!text.includes('conditional request failed') && !text.includes('ConditionalCheckFailed')) throw error;
  }
}

async function seedCognitoUser(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  user: (typeof DEMO_USERS)[number],
) {
  try {
    await cognito.send(new AdminCreateUserCommand(newAccountInput(userPoolId, user)));
  } catch (error) {
    if (
      error instanceof UsernameExistsException ||
      (error instanceof Error && error.name === 'UsernameExistsException')
    )
      return;
    throw error;
  }
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: user.userId,
      Password: DEMO_PASSWORD,
      Permanent: true,
    }),
  );
}

/** Seeds the demo tenants, roles, 'Default' folders and users; safe to run on every start. */
export async function seedDemoData(cognitoEndpoint: string, userPoolId: string): Promise<void> {
  await seedDemoRecords(cognitoEndpoint, userPoolId);
  await backfillRoleCounts();
}

async function seedDemoRecords(cognitoEndpoint: string, userPoolId: string): Promise<void> {
  const db = getDb();
  for (const client of DEMO_CLIENTS) {
    await createIfMissing(() => db.entities.client.create({ ...client, activeState: true }).go());
    await createIfMissing(() =>
      db.entities.folder
        .create({
          clientId: client.clientId,
          folderId: 'default',
          folderName: 'Default',
          createdBy: client.adminEmail,
          folderPermissions: defaultFolderPermissions(client.clientId),
        })
        .go(),
    );
  }
  await createIfMissing(() =>
    db.entities.counter.create({ name: 'clientId', value: DEMO_CLIENTS.length }).go(),
  );
  for (const role of DEMO_ROLES) {
    await createIfMissing(() =>
      db.entities.role.create({ ...role, permissions: { ...role.permissions } }).go(),
    );
  }
  const cognito = new CognitoIdentityProviderClient({ endpoint: cognitoEndpoint });
  try {
    for (const user of DEMO_USERS) {
      await seedCognitoUser(cognito, userPoolId, user);
      await createIfMissing(() =>
        db.entities.user
          .create({
            userId: user.userId,
            email: user.userId,
            firstName: user.firstName,
            lastName: user.lastName,
            iconColor: user.iconColor,
            currentClientId: user.memberships[0].clientId,
          })
          .go(),
      );
      if ('platformSuperuser' in user && user.platformSuperuser) {
        // Also on data kept from an older start: the grant lives on the user record only.
        await db.entities.user.patch({ userId: user.userId }).set({ platformSuperuser: true }).go();
      }
      for (const membership of user.memberships) {
        await createIfMissing(() =>
          db.entities.membership
            .create({
              userId: user.userId,
              clientId: membership.clientId,
              roleIds: [...membership.roleIds],
              rev: 0,
            })
            .go(),
        );
      }
    }
  } finally {
    cognito.destroy();
  }
}

/**
 * Gives every role without a member counter its count (memberships and pending invitations holding
 * it), for data written before the counter existed. Conditioned on the counter still missing, so
 * it never overwrites a count kept by the API.
 */
export async function backfillRoleCounts(): Promise<void> {
  const db = getDb();
  const { data: clients } = await db.entities.client.query.all({}).go({ pages: 'all' });
  for (const { clientId } of clients) {
    const [{ data: roles }, { data: members }, { data: invitations }] = await Promise.all([
      db.entities.role.query.byClient({ clientId }).go({ pages: 'all' }),
      db.entities.membership.query.byClient({ clientId }).go({ pages: 'all' }),
      db.entities.invitation.query.byClient({ clientId }).go({ pages: 'all' }),
    ]);
    for (const role of roles.filter((r) => r.memberCount === undefined)) {
      const count = [...members, ...invitations].filter((m) => m.roleIds.includes(role.roleId)).length;
      await createIfMissing(() =>
        db.entities.role
          .patch({ clientId, roleId: role.roleId })
          .set({ memberCount: count })
          .where((a, op) => op.notExists(a.memberCount))
          .go(),
      );
    }
  }
}
