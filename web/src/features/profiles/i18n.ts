import { namespaceText, type TextKey } from '@/lib/i18n-namespace';
import { profilesDe } from './locales/de';

export type ProfilesKey = TextKey<typeof profilesDe>;

/** A text of process profiles and the process map (namespace 'profiles'). */
export const prt = namespaceText(profilesDe);
