/**
 * The app shell: the creature big and first, status above, care and chat below,
 * the diary as a sheet. It renders the controller's view and turns the
 * components' events into controller calls.
 */
import { LitElement, css, html, nothing } from 'lit';
import { THEME } from './theme.ts';
import { whyCannot } from '../sim/index.ts';
import type { AppView, BrainView, CareAction, PetController } from '../app/controller.ts';
import type { BrainLoader } from '../app/brain-loader.ts';
import { SETTINGS_UNKNOWN, type Pwa, type PwaState } from '../app/pwa.ts';
import type { SettingsView } from './settings-view.ts';
import type { BackupInfo, Life } from '../store/db.ts';
import { DEFAULT_PREFS, type Prefs } from '../store/prefs.ts';
import {
  registerNeedsSync,
  requestNotifications,
  unregisterNeedsSync,
  type PeriodicSyncRegistration,
} from '../app/call-back.ts';
import type { Senses } from '../app/senses.ts';
import { plainMessage, type PetSummary } from '../app/app-view.ts';
import { formatBytes } from './format.ts';
import { lcdScene, type LcdCue } from './scene.ts';
import type { TlLcd } from './tl-lcd.ts';
import { ControllerBinding } from './controller-binding.ts';
import './tl-care.ts';
import './tl-chat.ts';
import './tl-diary.ts';
import './tl-hatch.ts';
import './tl-lcd.ts';
import './tl-rescue.ts';
import './tl-shelf.ts';
import './tl-settings.ts';
import './tl-status.ts';

export class TlApp extends LitElement {
  static override properties = {
    controller: { attribute: false },
    brain: { attribute: false },
    pwa: { attribute: false },
    view: { state: true },
    importError: { state: true },
    diaryOpen: { state: true },
    settingsOpen: { state: true },
    settingsMessage: { state: true },
    backups: { state: true },
    pendingImport: { state: true },
  };

  static override styles = [
    THEME,
    css`
    /* One screen, always: the app is the viewport's height and the chat takes what the rest leaves (docs/screen.md). */
    :host { display: block; max-width: 440px; margin: 0 auto; height: 100dvh; box-sizing: border-box;
      padding: max(8px, env(safe-area-inset-top)) 12px max(14px, env(safe-area-inset-bottom)); }
    .shell { background: var(--tl-shell); border-radius: 28px; padding: 10px 12px 12px; box-shadow: 0 6px 0 var(--tl-shadow);
      display: flex; flex-direction: column; gap: 8px; box-sizing: border-box; max-height: 100%; overflow-y: auto; overscroll-behavior: contain; }
    .shell > * { flex: none; }
    .shell.pet { height: 100%; }
    /* Seven 44 px care buttons fit a 360 px phone with narrower margins. */
    @media (max-width: 400px) { :host { padding-left: 6px; padding-right: 6px; } .shell { padding-left: 8px; padding-right: 8px; } }
    .banner { font-size: 13px; padding: 6px 10px; border-radius: 10px; background: var(--tl-field); color: var(--tl-ink); }
    .banner progress { width: 100%; height: 8px; }
    .evicted-actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
    .evicted-actions button, .evicted-actions .file { font: inherit; min-height: 44px; padding: 0 16px; border: none; border-radius: 12px; background: var(--tl-accent); color: var(--tl-on-accent); cursor: pointer; display: inline-flex; align-items: center; position: relative; }
    .evicted-actions input { position: absolute; width: 1px; height: 1px; opacity: 0; overflow: hidden; }
    .notice { background: #ffe9a8; color: #402; display: flex; gap: 8px; align-items: center; justify-content: space-between; }
    .update { display: flex; gap: 8px; align-items: center; justify-content: space-between; }
    .update .reload { font: inherit; min-height: 44px; padding: 0 16px; border: none; border-radius: 12px; background: var(--tl-accent); color: var(--tl-on-accent); cursor: pointer; }
    .notice button { border: none; background: none; font-size: 18px; min-width: 44px; min-height: 44px; cursor: pointer; }
    .sheet { position: fixed; inset: 0; background: #0006; display: grid; place-items: end center; z-index: 10; }
    .sheet > * { width: min(440px, 100vw); max-height: 85dvh; overflow: auto; }
    .shell > tl-chat { flex: 1 1 0; min-height: 9.5rem; }
    .opening { text-align: center; padding: 40px 0; color: var(--tl-muted); }
  `,
  ];

  declare controller: PetController | null;
  declare brain: BrainView;
  declare view: AppView | null;
  declare diaryOpen: boolean;
  declare settingsOpen: boolean;
  declare pwa: PwaState | null;
  declare settingsMessage: SettingsView['message'];
  declare backups: BackupInfo[];
  declare importError: string;
  /** A chosen file awaiting the owner's yes: its life and the two pets the question shows. */
  declare pendingImport: { life: Life; incoming: PetSummary; current: PetSummary | null; notes: string[] } | null;
  /** The service worker layer and the brain's loader (absent on test pages with a scripted brain). */
  services: { pwa: Pwa; brain: BrainLoader } | null = null;
  /** The voice, vibration and call-back, bound by boot (none in component tests). */
  senses: Senses | null = null;

  constructor() {
    super();
    this.controller = null;
    this.brain = { state: 'loading', loaded: 0, total: null };
    this.view = null;
    this.diaryOpen = false;
    this.settingsOpen = false;
    this.pwa = null;
    this.settingsMessage = null;
    this.backups = [];
    this.importError = '';
    this.pendingImport = null;
  }

  /** Runs a settings action, showing its result (or its error, in plain words) at the top of the sheet. */
  private async settingsAction(fn: () => Promise<string | SettingsView['message']>): Promise<void> {
    try {
      const out = await fn();
      this.settingsMessage = typeof out === 'string' ? { kind: 'ok', text: out } : out;
    } catch (e) {
      this.settingsMessage = { kind: 'error', text: plainMessage(e, this.view?.pet?.name ?? 'the pet') };
    }
    await this.refreshBackups();
  }

  private async refreshBackups(): Promise<void> {
    this.backups = (await this.controller?.backups().catch(() => [])) ?? [];
  }

  /** A file was chosen: read it and ask (a bad file is one plain sentence, and nothing changes). */
  private async chooseImport(file: File): Promise<string | null> {
    this.pendingImport = null;
    const preview = this.controller!.previewImport(await file.text());
    if (!preview.current) {
      // Nothing to replace: bring the pet in at once.
      await this.controller!.importLife(preview.life);
      return [`Welcome, ${preview.incoming.name}!`, ...preview.notes].join(' ');
    }
    this.pendingImport = preview;
    return null;
  }

  /** The owner said yes: the pet comes in and the one it replaced waits in backups, one tap away. */
  private async confirmImport(): Promise<SettingsView['message']> {
    const p = this.pendingImport;
    if (!p) return null;
    this.pendingImport = null;
    await this.controller!.importLife(p.life);
    const kept = (await this.controller!.backups()).find((b) => b.kind === 'replaced' && b.name === p.current?.name);
    return {
      kind: 'ok',
      text: `Welcome, ${p.incoming.name}! ${p.current?.name} is kept in backups.`,
      ...(kept ? { undo: { id: kept.id, name: kept.name } } : {}),
    };
  }

  private async clearModel(): Promise<string> {
    const s = this.services;
    if (!s) return 'There is no model cache on this page.';
    await s.brain.unload();
    const n = await s.pwa.clearModel();
    return n
      ? `The model cache is cleared. The brain downloads again when ${this.view?.pet?.name ?? 'the pet'} next thinks.`
      : 'There was no model cache to clear.';
  }

  private exportPet(): string {
    const { text, fileName } = this.controller!.exportFile();
    download(text, fileName);
    return `Saved ${fileName}.`;
  }

  private openSettings(): void {
    this.settingsOpen = true;
    this.settingsMessage = null;
    this.pendingImport = null;
    void this.services?.pwa.refresh();
    void this.refreshBackups();
  }

  /**
   * A switch in settings. Turning reminders on asks the browser first, at once inside the tap (Safari asks
   * only there); a refusal keeps them off and says so.
   */
  private async changePrefs(change: Partial<Prefs>): Promise<string | null> {
    const c = this.controller!;
    if (change.notifications !== true) {
      await c.setPrefs(change);
      if (change.notifications === false)
        void navigator.serviceWorker
          ?.getRegistration()
          .then((r) => unregisterNeedsSync((r ?? null) as PeriodicSyncRegistration | null));
      return null;
    }
    const answer = await requestNotifications();
    const pet = this.view?.pet?.name ?? 'your pet';
    if (answer !== 'granted') {
      await c.setPrefs({ notifications: false });
      return answer === 'unsupported'
        ? `This browser cannot show reminders. The tab's title and the app's badge still say when ${pet} needs you.`
        : `Reminders are blocked for tokenling in this browser's settings. Allow notifications there, then switch this on again.`;
    }
    await c.setPrefs({ notifications: true });
    void navigator.serviceWorker
      ?.getRegistration()
      .then((r) => registerNeedsSync((r ?? null) as PeriodicSyncRegistration | null));
    return `Reminders on: when ${pet} gets hungry, dirty, lonely or sick while tokenling is in the background, you get a note.`;
  }

  private renderSettings() {
    const c = this.controller!;
    const base = this.pwa?.settings ?? SETTINGS_UNKNOWN;
    const importOffer = this.pendingImport
      ? { incoming: this.pendingImport.incoming, current: this.pendingImport.current, notes: this.pendingImport.notes }
      : null;
    const view: SettingsView = {
      ...base,
      brain: this.brain,
      message: this.settingsMessage,
      appVersion: __APP_VERSION__,
      backups: this.backups,
      importOffer,
      prefs: this.view?.prefs ?? DEFAULT_PREFS,
    };
    return html`<div class="sheet" @click=${(e: Event) => e.target === e.currentTarget && (this.settingsOpen = false)}>
      <tl-settings .view=${view} .petName=${this.view?.pet?.name ?? 'your pet'}
        @tl-close=${() => (this.settingsOpen = false)}
        @tl-prefs=${(e: CustomEvent<Partial<Prefs>>) => this.settingsAction(() => this.changePrefs(e.detail))}
        @tl-clear-model=${() => this.settingsAction(() => this.clearModel())}
        @tl-export=${() => this.settingsAction(async () => this.exportPet())}
        @tl-import=${(e: CustomEvent<{ file: File }>) => this.settingsAction(() => this.chooseImport(e.detail.file))}
        @tl-import-confirm=${() => this.settingsAction(() => this.confirmImport())}
        @tl-import-cancel=${() => (this.pendingImport = null)}
        @tl-restore=${(e: CustomEvent<{ id: string }>) => this.settingsAction(async () => `Welcome back, ${await c.restoreBackup(e.detail.id)}!`)}
        @tl-reset=${() =>
          this.settingsAction(async () => {
            await c.reset();
            this.settingsOpen = false;
            return null;
          })}
        @tl-install=${() => this.settingsAction(async () => (await this.services?.pwa.install(), null))}></tl-settings></div>`;
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('controller')) this.binding.use(this.controller);
  }

  private get lcd(): TlLcd | null {
    return this.renderRoot.querySelector('tl-lcd');
  }

  /** The controller's view, cues and catch games, heard while this element is on the page. */
  private readonly binding = new ControllerBinding(this, (c) => [
    c.subscribe((v) => (this.view = v)),
    c.onCue((cue: LcdCue) => this.updateComplete.then(() => this.lcd?.cue(cue))),
    c.onCatch(() => this.updateComplete.then(() => this.lcd?.startCatch(Math.floor(Math.random() * 2 ** 31)))),
  ]);

  private onPat(): void {
    const pet = this.view?.pet;
    if (pet && (!this.view?.thinking || this.view.idling) && whyCannot(pet, 'pat') === null)
      void this.controller?.care({ kind: 'pat' });
  }

  /** The "update ready" prompt: reloading applies the waiting version. */
  private renderUpdate() {
    if (!this.pwa?.updateReady) return nothing;
    return html`<div class="banner update" role="status"><span>A new version of tokenling is ready.</span>
      <button class="reload" @click=${() => this.services?.pwa.applyUpdate()}>Reload</button></div>`;
  }

  /** The stored pet vanished (evicted storage): say so, and offer its newest backup or an export file. */
  private renderEvicted(v: AppView) {
    if (!v.evicted) return nothing;
    const c = this.controller!;
    const { name, backup } = v.evicted;
    return html`<div class="banner notice evicted" role="alert"><span>${v.notice}</span></div>
      <div class="banner evicted-actions">
        ${backup ? html`<button class="restore-evicted" @click=${() => c.restoreBackup(backup).catch((e: unknown) => c.showNotice(plainMessage(e, name)))}>Restore ${name}</button>` : nothing}
        <label class="file">Import ${name}'s file<input type="file" accept=".json,application/json" @change=${(e: Event) => this.importOnHatch(e)} /></label>
        ${this.importError ? html`<p class="import-error" role="alert">${this.importError}</p>` : nothing}
      </div>`;
  }

  /** Import on the hatch screen: there is no pet to replace, so it comes in at once. */
  private async importOnHatch(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    try {
      this.importError = '';
      await this.controller!.importLife(this.controller!.previewImport(await file.text()).life);
    } catch (err) {
      this.importError = plainMessage(err, this.view?.evicted?.name ?? 'the pet');
    }
  }

  private renderBrain() {
    const b = this.brain;
    // A watching tab runs no brain of its own: the driving tab thinks for the pet.
    if (b.state === 'ready' || this.view?.phase === 'watching') return nothing;
    if (b.state === 'failed') {
      const name = this.view?.pet?.name ?? 'The pet';
      return html`<div class="banner" role="alert">The brain could not load: ${b.message}. ${name} answers simply until it does, and tries again when it next thinks.</div>`;
    }
    if (b.state === 'unloaded')
      return html`<div class="banner" role="status">The brain is not stored on this device; it downloads again when ${this.view?.pet?.name ?? 'the pet'} next thinks.</div>`;
    // Bytes only for a real download: waking from the cache says so, with no counter to sit at 0 B.
    if (b.from !== 'download') {
      return html`<div class="banner brain" role="status">${b.from === 'device' ? "Waking up the brain (it's stored on this device)…" : 'Waking up the brain…'}</div>`;
    }
    const pct = b.total ? Math.round((100 * b.loaded) / b.total) : null;
    return html`<div class="banner brain" role="status">Downloading the brain… ${formatBytes(b.loaded)}${b.total ? ` of ${formatBytes(b.total)} (${pct}%)` : ''}
      <progress max=${b.total ?? 1} .value=${b.total ? b.loaded : 0} aria-label="brain download"></progress></div>`;
  }

  override render() {
    const v = this.view;
    const c = this.controller;
    if (!v || !c || v.phase === 'opening') return html`<div class="opening">opening…</div>`;
    if (v.phase === 'failed') {
      return html`<tl-rescue .notice=${v.notice ?? ''} .backups=${v.rescue ?? []}
        @tl-restore=${(e: CustomEvent<{ id: string }>) => c.restoreBackup(e.detail.id).catch((err: unknown) => c.showNotice(plainMessage(err, 'the pet')))}
        @tl-export-read=${() => void c.exportReadFile().then((f) => download(f.text, f.fileName))}></tl-rescue>`;
    }
    if (v.phase === 'watching' && !v.pet) return html`<div class="banner" role="status">${v.notice}</div>`;
    if (v.phase === 'hatch' || !v.pet) {
      return html`${this.renderUpdate()}${this.renderEvicted(v)}<div class="shell"><tl-hatch .error=${v.evicted ? '' : (v.notice ?? '')}
        @tl-hatch=${(e: CustomEvent<{ name: string; owner: string }>) => c.hatch(e.detail.name, e.detail.owner).then(() => c.hello())}></tl-hatch></div>`;
    }
    const pet = v.pet;
    const watching = v.phase === 'watching';
    // The pet's own idle turn never greys the care bar: a tap cancels it (the controller's owner()).
    const busy = (v.thinking && !v.idling) || v.writingDiary || watching;
    return html`
      <div class="shell pet">
        ${this.renderUpdate()}
        <tl-status .pet=${pet} .now=${pet.now} @tl-open-diary=${() => (this.diaryOpen = true)} @tl-open-settings=${this.openSettings}></tl-status>
        <tl-lcd .scene=${lcdScene(pet, c.now())} @tl-pat=${this.onPat}
          @tl-catch-done=${(e: CustomEvent<{ stars: number }>) => c.finishCatch(e.detail.stars)}></tl-lcd>
        <tl-care .pet=${pet} ?busy=${busy} .hint=${v.hint} @tl-care=${(e: CustomEvent<CareAction>) => c.care(e.detail)}></tl-care>
        ${this.renderBrain()}
        ${this.pwa?.modelProblem ? html`<div class="banner model-problem" role="alert">${this.pwa.modelProblem}</div>` : nothing}
        ${
          v.notice
            ? html`<div class="banner notice ${watching ? 'watching' : ''}" role=${watching ? 'status' : 'alert'}><span>${v.notice}</span>
          ${v.unsaved ? html`<button class="export-now" @click=${() => this.exportPet()}>Export</button>` : nothing}
          ${v.askPersist ? html`<button class="ask-persist" @click=${() => void c.askToPersist()}>Keep storage</button>` : nothing}
          ${watching ? nothing : html`<button aria-label="dismiss" @click=${() => c.dismissNotice()}>×</button>`}</div>`
            : nothing
        }
        <tl-chat ?disabled=${watching} ?showTags=${v.prefs.showTags} .lines=${pet.chat} .sending=${v.outbox.map((m) => m.text)} .names=${{ pet: pet.name, owner: pet.owner }} .streaming=${v.streaming} ?thinking=${v.thinking}
          @tl-say=${(e: CustomEvent<{ text: string }>) => c.say(e.detail.text)}></tl-chat>
        <tl-shelf .shelf=${pet.shelf} .today=${pet.today}></tl-shelf>
      </div>
      ${
        this.diaryOpen
          ? html`<div class="sheet" @click=${(e: Event) => e.target === e.currentTarget && (this.diaryOpen = false)}>
        <tl-diary .pages=${v.pages} .name=${pet.name} ?writing=${v.writingDiary} @tl-close=${() => (this.diaryOpen = false)}></tl-diary></div>`
          : nothing
      }
      ${this.settingsOpen ? this.renderSettings() : nothing}
    `;
  }
}
/** Saves text as a file the browser downloads. */
function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

if (!customElements.get('tl-app')) customElements.define('tl-app', TlApp);
declare global {
  interface HTMLElementTagNameMap {
    'tl-app': TlApp;
  }
}
