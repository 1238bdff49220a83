/**
 * The owner's preferences, kept in the meta store beside the pet under one key, with a version and a
 * migration step per version like every stored shape (migrate.ts). A missing record reads as the
 * defaults; a damaged one reads as the defaults too (nothing of the pet's is in it), and a newer app's
 * is left as it was while this app plays with the defaults.
 */
import { migratePrefs, MigrationError, PREFS_VERSION } from './migrate.ts';

export interface Prefs {
  version: typeof PREFS_VERSION;
  /** The pet's voice and care sounds (off: silent). */
  sound: boolean;
  /** Chips show the raw tags and lookup results the brain wrote, beside what the pet does. */
  showTags: boolean;
  /** The owner allowed notifications in settings (the browser's permission is asked then, never on a first visit). */
  notifications: boolean;
}

/** The meta store's key for the preferences. */
export const PREFS_KEY = 'prefs';

export const DEFAULT_PREFS: Prefs = { version: PREFS_VERSION, sound: true, showTags: false, notifications: false };

/** The preferences a stored value holds, at the current version; the defaults for anything missing or not a boolean. */
export function readPrefs(raw: unknown): { prefs: Prefs; newer: boolean } {
  if (raw === undefined || raw === null) return { prefs: DEFAULT_PREFS, newer: false };
  try {
    const rec = migratePrefs(raw);
    const flag = (k: 'sound' | 'showTags' | 'notifications') =>
      typeof rec[k] === 'boolean' ? (rec[k] as boolean) : DEFAULT_PREFS[k];
    return {
      prefs: {
        version: PREFS_VERSION,
        sound: flag('sound'),
        showTags: flag('showTags'),
        notifications: flag('notifications'),
      },
      newer: false,
    };
  } catch (e) {
    if (e instanceof MigrationError && e.newer) return { prefs: DEFAULT_PREFS, newer: true };
    console.warn('the stored preferences could not be read; using the defaults', e);
    return { prefs: DEFAULT_PREFS, newer: false };
  }
}
