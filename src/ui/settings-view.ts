/** What the settings sheet shows: storage, the model and its cache, install, and the last action's result. */
import type { BrainView, PetSummary } from '../app/app-view.ts';
import type { BackupInfo } from '../store/db.ts';
import type { Prefs } from '../store/prefs.ts';

interface ModelInfo {
  name: string;
  /** A short id of the model files' contents (from their SHA-256). */
  version: string;
  /** Bytes of every model file together. */
  bytes: number;
}

export interface SettingsView {
  /** From navigator.storage.estimate(); null where the browser does not say. */
  storage: { usage: number; quota: number } | null;
  /** navigator.storage.persisted(); null where unsupported. */
  persisted: boolean | null;
  model: ModelInfo | null;
  /** The model's files are in the model cache (null: no service worker, so no cache). */
  modelCached: boolean | null;
  brain: BrainView;
  /** The browser offered an install prompt (beforeinstallprompt). */
  canInstall: boolean;
  /** Running installed (display-mode: standalone). */
  installed: boolean;
  /** iOS Safari: no install prompt, so the manual steps are shown. */
  ios: boolean;
  /** The app's own version. */
  appVersion: string;
  /** The result of the last action, good or bad; `undo` offers the backup that brings back the pet it replaced. */
  message: { kind: 'ok' | 'error'; text: string; undo?: { id: string; name: string } } | null;
  /** The backups, newest first. */
  backups: readonly BackupInfo[];
  /** A file was chosen: the pet it brings and the one it would replace, awaiting the owner's yes. */
  /** notes: what opening the file changed (a clock ahead of this device's moved back to now). */
  importOffer: { incoming: PetSummary; current: PetSummary | null; notes?: readonly string[] } | null;
  /** The owner's preferences, as stored. */
  prefs: Prefs;
}
