/**
 * The app shell: the creature big and first, status above, care and chat below,
 * the diary as a sheet. It renders the controller's view and turns the
 * components' events into controller calls.
 */
import { LitElement, css, html, nothing } from 'lit';
import { whyCannot } from '../sim/index.ts';
import type { AppView, CareAction, PetController } from './controller.ts';
import { lcdScene, type LcdCue } from './scene.ts';
import type { TlLcd } from './tl-lcd.ts';
import './tl-care.ts';
import './tl-chat.ts';
import './tl-diary.ts';
import './tl-hatch.ts';
import './tl-lcd.ts';
import './tl-shelf.ts';
import './tl-status.ts';

/** The brain's loading state, as the banner shows it. */
export interface BrainView {
  state: 'loading' | 'ready' | 'failed';
  loaded: number;
  total: number | null;
  message?: string;
}

/** A byte count for people. */
export function formatBytes(n: number): string {
  return n >= 1e6 ? `${(n / 1e6).toFixed(1)} MB` : n >= 1e3 ? `${Math.round(n / 1e3)} kB` : `${n} B`;
}

export class TlApp extends LitElement {
  static override properties = { controller: { attribute: false }, brain: { attribute: false }, view: { state: true }, diaryOpen: { state: true } };

  static override styles = css`
    :host { display: block; max-width: 440px; margin: 0 auto; min-height: 100dvh; box-sizing: border-box;
      padding: max(8px, env(safe-area-inset-top)) 12px max(8px, env(safe-area-inset-bottom)); }
    .shell { background: var(--tl-shell, #f4b6c8); border-radius: 28px; padding: 10px 12px 14px; box-shadow: 0 6px 0 var(--tl-shadow, #0002);
      display: grid; gap: 10px; }
    .banner { font-size: 13px; padding: 6px 10px; border-radius: 10px; background: var(--tl-field, #fff9); color: var(--tl-ink, #222); }
    .banner progress { width: 100%; height: 8px; }
    .notice { background: #ffe9a8; color: #402; display: flex; gap: 8px; align-items: center; justify-content: space-between; }
    .notice button { border: none; background: none; font-size: 18px; min-width: 44px; min-height: 44px; cursor: pointer; }
    .sheet { position: fixed; inset: 0; background: #0006; display: grid; place-items: end center; z-index: 10; }
    .sheet > * { width: min(440px, 100vw); max-height: 85dvh; overflow: auto; }
    .opening { text-align: center; padding: 40px 0; color: var(--tl-muted, #555); }
  `;

  declare controller: PetController | null;
  declare brain: BrainView;
  declare view: AppView | null;
  declare diaryOpen: boolean;
  private unsubscribe: (() => void)[] = [];

  constructor() {
    super();
    this.controller = null;
    this.brain = { state: 'loading', loaded: 0, total: null };
    this.view = null;
    this.diaryOpen = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.bind();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const u of this.unsubscribe) u();
    this.unsubscribe = [];
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('controller')) this.bind();
  }

  private get lcd(): TlLcd | null {
    return this.renderRoot.querySelector('tl-lcd');
  }

  private bind(): void {
    for (const u of this.unsubscribe) u();
    this.unsubscribe = [];
    const c = this.controller;
    if (!c || !this.isConnected) return;
    this.unsubscribe.push(
      c.subscribe((v) => (this.view = v)),
      c.onCue((cue: LcdCue) => this.updateComplete.then(() => this.lcd?.cue(cue))),
      c.onCatch(() => this.updateComplete.then(() => this.lcd?.startCatch(Math.floor(Math.random() * 2 ** 31)))),
    );
  }

  private onPat(): void {
    const pet = this.view?.pet;
    if (pet && !this.view?.thinking && whyCannot(pet, 'pat') === null) void this.controller?.care({ kind: 'pat' });
  }

  private renderBrain() {
    const b = this.brain;
    if (b.state === 'ready') return nothing;
    if (b.state === 'failed') return html`<div class="banner" role="alert">The brain could not load: ${b.message}. The pet answers simply until it does.</div>`;
    const pct = b.total ? Math.round((100 * b.loaded) / b.total) : null;
    return html`<div class="banner" role="status">Waking up the brain… ${formatBytes(b.loaded)}${b.total ? ` of ${formatBytes(b.total)} (${pct}%)` : ''}
      <progress max=${b.total ?? 1} .value=${b.total ? b.loaded : 0}></progress></div>`;
  }

  override render() {
    const v = this.view;
    const c = this.controller;
    if (!v || !c || v.phase === 'opening') return html`<div class="opening">opening…</div>`;
    if (v.phase === 'failed') return html`<div class="banner" role="alert">${v.notice ?? 'The pet could not be opened.'}</div>`;
    if (v.phase === 'hatch' || !v.pet) {
      return html`<div class="shell"><tl-hatch .error=${v.notice ?? ''}
        @tl-hatch=${(e: CustomEvent<{ name: string; owner: string }>) => c.hatch(e.detail.name, e.detail.owner)}></tl-hatch></div>`;
    }
    const pet = v.pet;
    const busy = v.thinking || v.writingDiary;
    return html`
      <div class="shell">
        <tl-status .pet=${pet} .now=${pet.now} @tl-open-diary=${() => (this.diaryOpen = true)}></tl-status>
        <tl-lcd .scene=${lcdScene(pet, c.now())} @tl-pat=${this.onPat}
          @tl-catch-done=${(e: CustomEvent<{ stars: number }>) => c.finishCatch(e.detail.stars)}></tl-lcd>
        <tl-care .pet=${pet} ?busy=${busy} @tl-care=${(e: CustomEvent<CareAction>) => c.care(e.detail)}></tl-care>
        ${this.renderBrain()}
        ${v.notice ? html`<div class="banner notice" role="alert"><span>${v.notice}</span>
          <button aria-label="dismiss" @click=${() => c.dismissNotice()}>×</button></div>` : nothing}
        <tl-chat .lines=${pet.chat} .names=${{ pet: pet.name, owner: pet.owner }} .streaming=${v.streaming} ?thinking=${v.thinking}
          @tl-say=${(e: CustomEvent<{ text: string }>) => c.say(e.detail.text)}></tl-chat>
        <tl-shelf .shelf=${pet.shelf} .today=${pet.today}></tl-shelf>
      </div>
      ${this.diaryOpen ? html`<div class="sheet" @click=${(e: Event) => e.target === e.currentTarget && (this.diaryOpen = false)}>
        <tl-diary .pages=${v.pages} .name=${pet.name} ?writing=${v.writingDiary} @tl-close=${() => (this.diaryOpen = false)}></tl-diary></div>` : nothing}
    `;
  }
}
if (!customElements.get('tl-app')) customElements.define('tl-app', TlApp);
declare global {
  interface HTMLElementTagNameMap {
    'tl-app': TlApp;
  }
}
