import { LOCAL_NAMES } from '../../infra/local/provision.js';

/** The one table of the local cloud, under the name infra/local creates it with. */
export const TABLE = LOCAL_NAMES.table;
/** The seeded demo client 'Demo GmbH' (infra/local/demoData.ts), whose users the tests sign in as. */
export const DEMO_CLIENT = 1;
