import { RoleManagement } from '@/features/management/components/RoleManagement';

/** '/management/roles' */
export function Component() {
  return <RoleManagement />;
}
