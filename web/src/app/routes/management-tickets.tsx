import { TicketManagement } from '@/features/management/components/TicketManagement';

/** '/management/tickets': the help centre's support tickets (issue 26). */
export function Component() {
  return <TicketManagement />;
}
