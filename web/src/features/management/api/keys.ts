/** Query keys of what only the administration screens read (users and roles: `queryKeys` in lib/api). */
export const managementKeys = {
  all: ['management'] as const,
  permissions: () => [...managementKeys.all, 'permissions'] as const,
  clients: () => [...managementKeys.all, 'clients'] as const,
  integration: (clientId: number) => [...managementKeys.all, 'integration', clientId] as const,
  audit: () => [...managementKeys.all, 'audit'] as const,
  anonymity: () => [...managementKeys.all, 'anonymity'] as const,
  mailDomains: () => [...managementKeys.all, 'mailDomains'] as const,
  retention: () => [...managementKeys.all, 'retention'] as const,
  retentionLog: () => [...managementKeys.all, 'retentionLog'] as const,
  recipientDomains: () => [...managementKeys.all, 'recipientDomains'] as const,
  tickets: () => [...managementKeys.all, 'tickets'] as const,
};
