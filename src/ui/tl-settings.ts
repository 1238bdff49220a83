/** <tl-settings>: the settings sheet: storage, the brain's model and its cache, the pet's save file, and install. */
import { live } from 'lit/directives/live.js';
import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { THEME } from './theme.ts';
import { fire } from './events.ts';
import { formatBytes, formatMoment } from './format.ts';
import type { SettingsView } from './settings-view.ts';
import type { PetSummary } from '../app/app-view.ts';

/** A pet in one line: name, stage, day and when it was last seen. */
function summary(p: PetSummary) {
  return html`<strong>${p.name}</strong> · ${p.stage} · day ${p.day} · last seen ${formatMoment(p.lastSeen)}`;
}

/** A whole percentage of `part` in `whole` (0 when whole is not positive). */
function percent(part: number, whole: number): number {
  return whole > 0 ? Math.min(100, Math.max(0, Math.round((100 * part) / whole))) : 0;
}

/**
 * The settings sheet.
 * @fires tl-close - the close button was pressed (or Escape)
 * @fires tl-clear-model - the owner asked to clear the model cache
 * @fires tl-export - the owner asked to export the pet as a file
 * @fires tl-import - detail: { file: File }, the owner chose a save file to import (the app asks before replacing)
 * @fires tl-import-confirm - the owner said yes to the import on offer
 * @fires tl-import-cancel - the owner said no to it
 * @fires tl-restore - detail: { id: string }, the owner chose a backup to bring back
 * @fires tl-reset - the owner confirmed saying goodbye to the pet
 * @fires tl-install - the owner asked to install the app (the browser's install prompt)
 */
export class TlSettings extends LitElement {
  static override properties = { view: { attribute: false }, petName: { type: String }, confirming: { state: true } };

  static override styles = [
    THEME,
    css`
    :host { display: block; color: var(--tl-ink); font: 0.9rem/1.35 system-ui, sans-serif; }
    .sheet { background: var(--tl-page); border-radius: 1.2rem 1.2rem 0 0; padding: 0.5rem 0.9rem max(0.9rem, env(safe-area-inset-bottom));
      box-shadow: 0 -2px 12px var(--tl-shadow); }
    header { display: flex; align-items: center; }
    h2 { flex: 1; margin: 0; font-size: 1.05rem; }
    h3 { margin: 0 0 0.35rem; font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.06em; color: var(--tl-muted); }
    section { background: var(--tl-field); border-radius: 14px; padding: 0.6rem 0.75rem; margin-top: 0.6rem; }
    p { margin: 0.25rem 0; }
    .muted { color: var(--tl-muted); font-size: 0.8rem; }
    .row { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 0.5rem; }
    .toggle { display: flex; align-items: flex-start; gap: 0.6rem; padding: 0.45rem 0; min-height: 44px; cursor: pointer; }
    .toggle input { width: 1.3rem; height: 1.3rem; margin: 0.1rem 0 0; accent-color: var(--tl-accent); flex: none; }
    .toggle small { display: block; font-size: 0.8rem; color: var(--tl-muted); }
    button, .file {
      min-height: 44px; min-width: 44px; padding: 0 14px; border: none; border-radius: 14px; font: inherit; font-size: 0.85rem;
      background: var(--tl-button); color: inherit; cursor: pointer; box-shadow: 0 3px 0 var(--tl-shadow);
      display: inline-flex; align-items: center; justify-content: center; gap: 4px; touch-action: manipulation; box-sizing: border-box;
    }
    button:active:not(:disabled), .file:active { transform: translateY(2px); box-shadow: 0 1px 0 var(--tl-shadow); }
    button:disabled { opacity: 0.4; cursor: not-allowed; }
    button:focus-visible, .file:focus-within { outline: 3px solid var(--tl-accent); outline-offset: 2px; }
    .close { background: transparent; box-shadow: none; font-size: 1.2rem; padding: 0; }
    .danger { color: #b3261e; }
    .danger.go { background: #b3261e; color: #fff; }
    .file input { position: absolute; width: 1px; height: 1px; opacity: 0; overflow: hidden; }
    .file { position: relative; }
    .confirm { border: 2px solid var(--tl-line); border-radius: 12px; padding: 0.4rem 0.6rem; margin-top: 0.5rem; }
    .go { background: var(--tl-accent); color: var(--tl-on-accent); }
    .backup-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
    .backup-list li { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
    meter, progress { display: block; width: 100%; height: 10px; margin: 0.3rem 0; accent-color: var(--tl-accent); }
    .message { border-radius: 12px; padding: 0.5rem 0.75rem; margin-top: 0.5rem; }
    .message.ok { background: color-mix(in srgb, var(--tl-accent) 22%, transparent); }
    .message.error { background: #ffe2dd; color: #5a0f08; }
    code { font-size: 0.8rem; }
    ol { margin: 0.25rem 0; padding-left: 1.3rem; }
    @media (prefers-color-scheme: dark) {
      .danger { color: #ff9b8f; }
      .danger.go { background: #d0453a; color: #fff; }
      .message.error { background: #4a1d1a; color: #ffd9d4; }
    }
  `,
  ];

  /** What to show; null renders just the header. */
  declare view: SettingsView | null;
  /** The pet's name, for the wording. */
  declare petName: string;
  /** The reset button was pressed once: waiting for the owner to confirm. */
  declare protected confirming: boolean;

  constructor() {
    super();
    this.view = null;
    this.petName = '';
    this.confirming = false;
    this.addEventListener('keydown', (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      if (this.confirming) this.confirming = false;
      else fire(this, 'tl-close');
    });
  }

  /** Puts focus on the close button when the sheet opens, so Escape and Tab work at once. */
  protected override firstUpdated(): void {
    this.renderRoot.querySelector<HTMLButtonElement>('button.close')?.focus();
  }

  /** Keeps focus on the reset flow as its buttons come and go. */
  protected override updated(changed: PropertyValues): void {
    if (!changed.has('confirming') || changed.get('confirming') === undefined) return;
    this.renderRoot.querySelector<HTMLButtonElement>(this.confirming ? 'button.cancel' : 'button.reset')?.focus();
  }

  override render() {
    const v = this.view;
    return html`
      <article class="sheet" aria-label="settings">
        <header>
          <h2>settings</h2>
          <button class="close" type="button" aria-label="close settings" @click=${() => fire(this, 'tl-close')}>✕</button>
        </header>
        ${
          v?.message
            ? html`<div class="message ${v.message.kind}" role=${v.message.kind === 'error' ? 'alert' : 'status'}>${v.message.text}
              ${v.message.undo ? html`<div class="row"><button class="undo" type="button" @click=${() => fire(this, 'tl-restore', { id: v.message!.undo!.id })}>Bring back ${v.message.undo.name}</button></div>` : nothing}</div>`
            : nothing
        }
        ${v ? html`${this.renderPlay(v)}${this.renderStorage(v)}${this.renderBrain(v)}${this.renderPet(v)}${this.renderBackups(v)}${this.renderInstall(v)}` : nothing}
      </article>
    `;
  }

  /** The pet's name, or a stand-in before it has one. */
  private get pet(): string {
    return this.petName || 'your pet';
  }

  /** Switches for how the pet plays: sound, and the brain's own tags beside what the pet does. */
  private renderPlay(v: SettingsView) {
    const toggle = (
      key: 'sound' | 'showTags' | 'notifications',
      label: string,
      hint: string,
    ) => html`<label class="toggle ${key}">
        <input type="checkbox" role="switch" .checked=${live(v.prefs[key])} @change=${(e: Event) => fire(this, 'tl-prefs', { [key]: (e.target as HTMLInputElement).checked })} />
        <span>${label}<small>${hint}</small></span></label>`;
    return html`<section class="play" aria-labelledby="h-play">
      <h3 id="h-play">play</h3>
      ${toggle('sound', 'Sound and buzz', `${this.pet}'s voice, the little care sounds and a buzz on pats (quiet until you first tap)`)}
      ${toggle('notifications', `Remind me when ${this.pet} needs me`, 'a note when hungry, dirty, lonely or sick while tokenling is closed or hidden (the browser asks first)')}
      ${toggle('showTags', "Show the brain's tags", `the tags and lookups the brain wrote, beside what ${this.pet} does`)}
    </section>`;
  }

  /** Storage used and available, and whether the browser keeps it. */
  private renderStorage(v: SettingsView) {
    const s = v.storage;
    const kept =
      v.persisted === null
        ? 'unknown'
        : v.persisted
          ? 'kept safe: yes'
          : 'the browser may clear it when space runs low';
    return html`<section class="storage" aria-labelledby="h-storage">
      <h3 id="h-storage">storage</h3>
      ${
        s
          ? html`<p class="usage">${formatBytes(s.usage)} used of ${formatBytes(s.quota)}</p>
            <meter min="0" max=${s.quota || 1} .value=${s.usage} aria-label="storage used: ${percent(s.usage, s.quota)}%"></meter>`
          : html`<p class="usage muted">this browser does not say how much space is used</p>`
      }
      <p class="persisted">${v.persisted === null ? html`kept safe: <span class="muted">${kept}</span>` : kept}</p>
    </section>`;
  }

  /** The model, its offline cache and its loading progress. */
  private renderBrain(v: SettingsView) {
    const b = v.brain;
    const m = v.model;
    const cached =
      v.modelCached === null
        ? 'no offline cache in this browser/mode'
        : v.modelCached
          ? 'stored on this device — works offline'
          : `not stored — it will download again next time ${this.pet} thinks`;
    const pct = b.total ? percent(b.loaded, b.total) : null;
    return html`<section class="brain" aria-labelledby="h-brain">
      <h3 id="h-brain">brain</h3>
      ${
        m
          ? html`<p class="model">${this.pet}'s brain: ${formatBytes(m.bytes)}, the model and its runtime</p>`
          : html`<p class="model muted">no model information yet</p>`
      }
      <p class="cached">${cached}</p>
      ${
        b.state === 'loading' && b.from !== 'download'
          ? html`<div class="loading" role="status"><p>${b.from === 'device' ? 'waking up from this device…' : 'waking up…'}</p></div>`
          : nothing
      }
      ${
        b.state === 'loading' && b.from === 'download'
          ? html`<div class="loading" role="status">
            <p>loading… ${formatBytes(b.loaded)}${b.total ? ` of ${formatBytes(b.total)} (${pct}%)` : ''}</p>
            <progress max=${b.total ?? 1} value=${b.total ? b.loaded : nothing} aria-label="model download"></progress>
          </div>`
          : nothing
      }
      ${b.state === 'failed' ? html`<p class="failed">the brain could not load: ${b.message ?? 'unknown error'}</p>` : nothing}
      <div class="row">
        <button class="clear" type="button" ?disabled=${b.state === 'loading'} @click=${() => fire(this, 'tl-clear-model')}>Clear the model cache</button>
      </div>
    </section>`;
  }

  /** Export, import (which asks, showing both pets) and the two-step reset. */
  private renderPet(v: SettingsView) {
    const offer = v.importOffer;
    return html`<section class="pet" aria-labelledby="h-pet">
      <h3 id="h-pet">${this.pet}</h3>
      ${
        offer
          ? html`<div class="confirm import-offer" role="group" aria-label="confirm import">
            <p>The file holds ${summary(offer.incoming)}.</p>
            ${offer.notes?.map((n) => html`<p class="import-note">${n}</p>`) ?? nothing}
            ${
              offer.current
                ? html`<p>It replaces ${summary(offer.current)}. ${offer.current.name} is kept in backups, so you can bring ${offer.current.name} back.</p>`
                : nothing
            }
            <div class="row">
              <button class="cancel-import" type="button" @click=${() => fire(this, 'tl-import-cancel')}>Cancel</button>
              <button class="confirm-import go" type="button" @click=${() => fire(this, 'tl-import-confirm')}>${offer.current ? `Replace ${offer.current.name} with ${offer.incoming.name}` : `Bring in ${offer.incoming.name}`}</button>
            </div>
          </div>`
          : nothing
      }
      <div class="row">
        <button class="export" type="button" @click=${() => fire(this, 'tl-export')}>⬇ Export</button>
        <label class="file">⬆ Import<input type="file" accept=".json,application/json" @change=${this.onImport} /></label>
        ${this.confirming ? nothing : html`<button class="reset danger" type="button" @click=${() => (this.confirming = true)}>Reset</button>`}
      </div>
      ${
        this.confirming
          ? html`<div class="confirm" role="group" aria-label="confirm reset">
            <p>Really say goodbye to ${this.pet}? ${this.pet} is kept in backups for a while, so you can still bring ${this.pet} back from there.</p>
            <div class="row">
              <button class="cancel" type="button" @click=${() => (this.confirming = false)}>Cancel</button>
              <button class="confirm-reset danger go" type="button" @click=${this.onReset}>Reset</button>
            </div>
          </div>`
          : nothing
      }
    </section>`;
  }

  /** The backups: one a day automatically, and every pet an import or a reset replaced; each comes back with one tap. */
  private renderBackups(v: SettingsView) {
    return html`<section class="backups" aria-labelledby="h-backups">
      <h3 id="h-backups">backups</h3>
      ${
        v.backups.length
          ? html`<ul class="backup-list">${v.backups.map(
              (b) => html`<li>
            <span>${b.name} · day ${b.day} · ${formatMoment(b.at)} <span class="muted">${b.kind === 'daily' ? 'daily' : 'before it was replaced'}</span></span>
            <button class="restore" type="button" @click=${() => fire(this, 'tl-restore', { id: b.id })}>Restore</button></li>`,
            )}</ul>
          <p class="muted">Restoring keeps the pet it replaces as a backup too. Backups live in this browser: Export keeps a copy anywhere.</p>`
          : html`<p class="muted">No backups yet: the first is taken today.</p>`
      }
    </section>`;
  }

  /** Installed, the install button, or how to install by hand. */
  private renderInstall(v: SettingsView) {
    let body: TemplateResult;
    if (v.installed) body = html`<p class="installed">installed ✓</p>`;
    else if (v.canInstall)
      body = html`<div class="row"><button class="install" type="button" @click=${() => fire(this, 'tl-install')}>Install tokenling</button></div>`;
    else if (v.ios) {
      body = html`<ol class="ios">
        <li>Tap the Share button <span aria-hidden="true">(□↑)</span> in Safari.</li>
        <li>Choose “Add to Home Screen”.</li>
      </ol>`;
    } else
      body = html`<p class="manual">Your browser’s menu can install tokenling (look for “Install app” or “Add to Home screen”).</p>`;
    return html`<section class="install-section" aria-labelledby="h-install"><h3 id="h-install">install</h3>${body}
      <p class="version">tokenling <span class="app-version">${v.appVersion}</span></p></section>`;
  }

  /** Sends the chosen file on, then clears the input so the same file can be chosen again. */
  private onImport = (e: Event): void => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (file) fire(this, 'tl-import', { file });
    input.value = '';
  };

  /** The confirmed reset. */
  private onReset = (): void => {
    this.confirming = false;
    fire(this, 'tl-reset');
  };
}

if (!customElements.get('tl-settings')) customElements.define('tl-settings', TlSettings);

declare global {
  interface HTMLElementTagNameMap {
    'tl-settings': TlSettings;
  }
}
