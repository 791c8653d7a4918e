import type { Permission } from './permissions.js';
import labels from './permissions.labels.json' with { type: 'json' };

/**
 * German label (table header) and description (tooltip) of each permission.
 * A module of its own: the bundler keeps a property read of an import (`labels.…`) wherever the
 * module is bundled, so beside the permission rules it put this table into the login route,
 * which never shows it.
 */
export const PERMISSION_TEXTS: Readonly<Record<Permission, { label: string; description: string }>> =
  labels.PERMISSION_TEXTS;
