import { Entity, Service } from 'electrodb';
import { documentClient } from '../adapters/dynamo.js';
import { setting } from '../config/env.js';
import {
  auditSchema,
  authStateSchema,
  authTokenSchema,
  clientSchema,
  counterSchema,
  customElementSchema,
  elementNumberSchema,
  elementNumberValueSchema,
  folderNameSchema,
  folderSchema,
  historySchema,
  invitationSchema,
  loginGuardSchema,
  membershipSchema,
  modelSchema,
  roleSchema,
  subprocessLinkSchema,
  userSchema,
} from './schema.js';

function createDb(table: string) {
  const config = { table, client: documentClient };
  return new Service(
    {
      client: new Entity(clientSchema, config),
      user: new Entity(userSchema, config),
      membership: new Entity(membershipSchema, config),
      role: new Entity(roleSchema, config),
      authToken: new Entity(authTokenSchema, config),
      loginGuard: new Entity(loginGuardSchema, config),
      counter: new Entity(counterSchema, config),
      folder: new Entity(folderSchema, config),
      audit: new Entity(auditSchema, config),
      model: new Entity(modelSchema, config),
      history: new Entity(historySchema, config),
      elementNumber: new Entity(elementNumberSchema, config),
      subprocessLink: new Entity(subprocessLinkSchema, config),
      customElement: new Entity(customElementSchema, config),
      elementNumberValue: new Entity(elementNumberValueSchema, config),
      authState: new Entity(authStateSchema, config),
      invitation: new Entity(invitationSchema, config),
      folderName: new Entity(folderNameSchema, config),
    },
    config,
  );
}

export type Db = ReturnType<typeof createDb>;

let db: Db | undefined;

/** The entities over the one table, created on first use (after the environment is set). */
export function getDb(): Db {
  db ??= createDb(setting('tableName'));
  return db;
}
