/**
 * The special edition (innovation-process checklists) is on unless the build sets
 * VITE_SPECIAL_EDITION=false; any other value, or none, keeps it on.
 */
export function isSpecialEditionEnabled(flag: string | undefined): boolean {
  return flag !== 'false';
}
