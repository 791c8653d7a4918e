/** Query keys of the administration screens. */
export const managementKeys = {
  all: ['management'] as const,
  users: () => [...managementKeys.all, 'users'] as const,
  roles: () => [...managementKeys.all, 'roles'] as const,
  permissions: () => [...managementKeys.all, 'permissions'] as const,
  clients: () => [...managementKeys.all, 'clients'] as const,
  integration: (clientId: number) => [...managementKeys.all, 'integration', clientId] as const,
  audit: () => [...managementKeys.all, 'audit'] as const,
};
