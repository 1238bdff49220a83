/**
 * The page's side of installing and working offline: registers the service
 * worker (workbox-window), offers an update when a new version waits, keeps the
 * install prompt, asks for persistent storage once the model is stored, and
 * reports storage use and the model cache for the settings sheet.
 */
import { Workbox } from 'workbox-window';
import {
  checkModelManifest,
  clearModelCaches,
  isModelCached,
  modelBytes,
  nextModelProblem,
  type ModelManifest,
} from '../store/model-cache.ts';
import type { SettingsView } from '../ui/settings-view.ts';

/** The install prompt Chromium offers (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the PWA layer tells the app. */
export interface PwaState {
  updateReady: boolean;
  /** What the service worker said about a model file it refused or removed (damaged, wrong hash, an HTML page). */
  modelProblem: string | null;
  settings: Omit<SettingsView, 'brain' | 'message' | 'backups' | 'importOffer' | 'prefs'>;
}

/** The settings before the app has asked the browser anything (storage, install, the model's cache). */
export const SETTINGS_UNKNOWN: PwaState['settings'] = {
  storage: null,
  persisted: null,
  model: null,
  modelCached: null,
  canInstall: false,
  installed: false,
  ios: false,
  appVersion: __APP_VERSION__,
};

export class Pwa {
  private wb: Workbox | null = null;
  private installPrompt: InstallPromptEvent | null = null;
  private manifest: ModelManifest | null = null;
  /**
   * The model cache was cleared and the browser's estimate may not show it yet (Chromium updates usage
   * lazily: measured unchanged 15 s after clearing 20 MB): the bytes freed, and the usage before clearing.
   */
  private freed: { bytes: number; usageBefore: number } | null = null;
  state: PwaState = {
    updateReady: false,
    modelProblem: null,
    settings: SETTINGS_UNKNOWN,
  };

  constructor(
    private readonly base: string,
    private readonly onChange: (s: PwaState) => void,
  ) {}

  private set(
    patch: Partial<PwaState['settings']>,
    updateReady = this.state.updateReady,
    modelProblem = this.state.modelProblem,
  ): void {
    this.state = { updateReady, modelProblem, settings: { ...this.state.settings, ...patch } };
    this.onChange(this.state);
  }

  /** Registers the service worker and listens for updates, install prompts and the model being stored. */
  start(): void {
    const standalone =
      matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
    const ios =
      /iPad|iPhone|iPod/.test(navigator.userAgent) ||
      (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
    this.set({ installed: standalone, ios: ios && !standalone });
    addEventListener('beforeinstallprompt', (e) => {
      e.preventDefault();
      this.installPrompt = e as InstallPromptEvent;
      this.set({ canInstall: true });
    });
    addEventListener('appinstalled', () => {
      this.installPrompt = null;
      this.set({ canInstall: false, installed: true });
    });
    // The dev server builds no service worker (vite-plugin-pwa makes it at build time).
    if (!('serviceWorker' in navigator) || import.meta.env.MODE === 'development') return;
    navigator.serviceWorker.addEventListener(
      'message',
      (e: MessageEvent<{ source?: string; type?: string; reason?: string }>) => {
        if (e.data?.source !== 'tokenling-sw') return;
        if (e.data.type !== 'model-stored' && e.data.type !== 'model-rejected') return;
        this.set(
          {},
          this.state.updateReady,
          nextModelProblem(this.state.modelProblem, {
            type: e.data.type,
            ...(e.data.reason ? { reason: e.data.reason } : {}),
          }),
        );
        if (e.data.type === 'model-stored') void this.modelStored();
      },
    );
    const wb = new Workbox(`${this.base}sw.js`, { scope: this.base });
    this.wb = wb;
    // A new version installed while this one runs: it waits until the owner says reload.
    wb.addEventListener('waiting', () => this.set({}, true));
    void wb.register().catch((e: unknown) => console.warn('the service worker did not register', e));
  }

  /** Applies the waiting update: the new worker takes over, then the page reloads once. */
  applyUpdate(): void {
    if (!this.wb) return location.reload();
    this.wb.addEventListener('controlling', () => location.reload());
    this.wb.messageSkipWaiting();
  }

  /** Shows the browser's install prompt. */
  async install(): Promise<void> {
    const p = this.installPrompt;
    if (!p) return;
    await p.prompt();
    const { outcome } = await p.userChoice;
    this.installPrompt = null;
    this.set({ canInstall: false, installed: outcome === 'accepted' });
  }

  /** model.json, read once. */
  async model(): Promise<ModelManifest | null> {
    if (this.manifest) return this.manifest;
    try {
      const r = await fetch(`${this.base}model.json`);
      this.manifest = r.ok ? checkModelManifest(await r.json()) : null;
    } catch {
      this.manifest = null;
    }
    return this.manifest;
  }

  /** Re-reads storage use, persistence and the model cache. */
  async refresh(): Promise<void> {
    const m = await this.model();
    const est = navigator.storage?.estimate ? await navigator.storage.estimate() : null;
    let usage = est?.usage;
    if (usage !== undefined && this.freed) {
      // Until the estimate drops by most of what was freed, the figure takes the freed bytes off itself.
      if (usage > this.freed.usageBefore - this.freed.bytes / 2) usage = Math.max(0, usage - this.freed.bytes);
      else this.freed = null;
    }
    this.set({
      storage: est && usage !== undefined && est.quota !== undefined ? { usage, quota: est.quota } : null,
      persisted: navigator.storage?.persisted ? await navigator.storage.persisted() : null,
      model: m ? { name: m.name, version: m.version, bytes: modelBytes(m) } : null,
      // Filled by the service worker, or by the brain worker when none controlled the page.
      modelCached: m ? await isModelCached(m, this.base) : null,
    });
  }

  /**
   * A brain file was stored (by the service worker, or by the brain worker on a first visit): once the
   * whole model is in, ask the browser to keep storage (and show its answer).
   */
  async modelStored(): Promise<void> {
    this.freed = null;
    await this.refresh();
    if (this.state.settings.modelCached && navigator.storage?.persist && !this.state.settings.persisted) {
      this.set({ persisted: await navigator.storage.persist() });
    }
  }

  /** Deletes the model cache; resolves with how many caches went. */
  async clearModel(): Promise<number> {
    // The figure shown last, and the manifest read before: nothing is awaited before the caches go.
    const before = this.state.settings.storage?.usage;
    const m = this.manifest;
    const n = await clearModelCaches();
    if (n > 0 && m && before !== undefined) this.freed = { bytes: modelBytes(m), usageBefore: before };
    await this.refresh();
    return n;
  }
}
