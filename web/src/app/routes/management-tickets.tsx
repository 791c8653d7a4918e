import { TicketManagement } from '@/features/management/components/TicketManagement';

/** '/management/tickets': the help centre's support tickets. */
export function Component() {
  return <TicketManagement />;
}
