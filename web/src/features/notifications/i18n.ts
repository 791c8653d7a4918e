import { namespaceText } from '@/lib/i18n-namespace';
import { notificationsDe } from './locales/de';

/** A text of the notification area (namespace 'notifications'). */
export const nt = namespaceText(notificationsDe);
