import { api } from '@/lib/api/call';

/** GET /api/help/ticket/{id}/screenshot — a short-lived link to the ticket's screenshot. */
export function ticketScreenshotLink(number: string): Promise<{ readonly url: string }> {
  return api('getHelpTicketByIdScreenshot', { path: { id: number } });
}
