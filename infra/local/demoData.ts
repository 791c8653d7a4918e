/**
 * Demo tenants and users for the local cloud only; a cloud deployment never seeds them.
 * Role ids are fixed so a second start finds what the first one wrote.
 */
export const DEMO_PASSWORD = 'Prozess!2026';

export const DEMO_CLIENTS = [
  { clientId: 1, companyName: 'Demo GmbH', shortName: 'DEMO', adminEmail: 'admin@demo.local' },
  {
    clientId: 2,
    companyName: 'Beispiel AG',
    shortName: 'BSP',
    adminEmail: 'admin@demo.local',
    identityColor: '3F51B5',
  },
] as const;

export const DEMO_ROLES = [
  { clientId: 1, roleId: 'administrator', roleTitle: 'Administrator', permissions: { ADMIN: true } },
  { clientId: 1, roleId: 'superuser', roleTitle: 'Superuser', permissions: { SUPER_ADMIN: true } },
  {
    clientId: 1,
    roleId: 'modellierer',
    roleTitle: 'Modellierer',
    permissions: {
      PROCESS: true,
      PROCESS_READ: true,
      PROCESS_WRITE: true,
      SURVEY: true,
      PX_READ: true,
      PX_WRITE: true,
      PX_EVAL: true,
      EDIT_CONTEXTITEM: true,
    },
  },
  { clientId: 1, roleId: 'mitarbeiter', roleTitle: 'Mitarbeiter', permissions: { READ: true } },
  { clientId: 2, roleId: 'administrator', roleTitle: 'Administrator', permissions: { ADMIN: true } },
  { clientId: 2, roleId: 'mitarbeiter', roleTitle: 'Mitarbeiter', permissions: { READ: true } },
] as const;

export const DEMO_USERS = [
  {
    userId: 'admin@demo.local',
    firstName: 'Anna',
    lastName: 'Admin',
    iconColor: '#5C6BC0',
    /**
     * Platform superuser (client management in every client): a flag on the user record that only
     * this seed writes. The role 'Superuser' below is kept for display and grants nothing platform-wide.
     */
    platformSuperuser: true,
    memberships: [
      { clientId: 1, roleIds: ['administrator', 'superuser'] },
      { clientId: 2, roleIds: ['administrator'] },
    ],
  },
  {
    userId: 'modeller@demo.local',
    firstName: 'Max',
    lastName: 'Modell',
    iconColor: '#26A69A',
    memberships: [{ clientId: 1, roleIds: ['modellierer'] }],
  },
  {
    userId: 'mitarbeiter@demo.local',
    firstName: 'Mia',
    lastName: 'Mitarbeiter',
    iconColor: '#EF6C00',
    memberships: [{ clientId: 1, roleIds: ['mitarbeiter'] }],
  },
] as const;
