import { UserManagement } from '@/features/management/components/UserManagement';

/** '/management/users' */
export function Component() {
  return <UserManagement />;
}
