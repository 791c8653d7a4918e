import { isSpecialEditionEnabled } from './special-edition';

/** The company behind the product; linked from the login screen. */
export const COMPANY_WEBSITE_URL = 'https://www.prozesspuls.de';

/**
 * The support site, linked from the login screen and the error pages (403, 404) until the help
 * centre with its support tickets lands.
 */
export const SUPPORT_URL = 'https://www.prozesspuls.de/support';

/** A lazy screen that has not loaded after this long counts as failed. */
export const LAZY_LOAD_TIMEOUT_MS = 120_000;

/** Read once at build time; Vite inlines the value. */
export const SPECIAL_EDITION_ENABLED = isSpecialEditionEnabled(import.meta.env.VITE_SPECIAL_EDITION);
