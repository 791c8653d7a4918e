/**
 * `@prozesspuls/shared/messages`: the German texts and limits the server answers with and the SPA
 * shows or checks before sending. Free of zod (unlike the package root), so the web imports the
 * one source of each text instead of keeping a copy.
 */

export * from '../elementContent/messages.js';
export * from '../messages.js';
export * from '../processes/messages.js';
export * from '../processes/releaseMessages.js';
export * from '../questions/messages.js';
export * from '../resources/texts.js';
export * from '../sharing/messages.js';
export * from '../texts.js';
