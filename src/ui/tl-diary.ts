/** <tl-diary>: the pet's diary as a little notebook, one page at a time, newest first. */
import './tl-sprite.ts';
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { SR_ONLY, THEME } from './theme.ts';
import { fire } from './events.ts';
import { diaryDateLabel, diaryPageView, newestFirst, type DiaryPage } from './diary-view.ts';

/**
 * The diary notebook.
 * @fires tl-close - the close button was pressed (or Escape)
 */
export class TlDiary extends LitElement {
  static override properties = {
    pages: { attribute: false },
    name: { type: String },
    writing: { type: Boolean },
    index: { state: true },
  };

  static override styles = [
    THEME,
    SR_ONLY,
    css`
    :host {
      --_ink: var(--tl-ink);
      --_muted: var(--tl-muted);
      --_accent: var(--tl-accent);
      --_page: var(--tl-page);
      --_rule: color-mix(in srgb, #4a78c0 22%, transparent);
      display: block;
      color: var(--_ink);
      font: 0.9rem/1.35 system-ui, sans-serif;
    }
    @media (prefers-color-scheme: dark) {
      :host { --_rule: color-mix(in srgb, #8fb0e8 20%, transparent); }
    }
    .book { background: var(--_page); border-radius: 0.4rem 1rem 1rem 0.4rem; border-left: 10px solid var(--_accent); padding: 0.5rem 0.8rem 0.6rem; box-shadow: 0 2px 10px rgb(0 0 0 / 0.15); }
    header { display: flex; align-items: center; }
    h2 { flex: 1; margin: 0; font-size: 1rem; }
    button { min-width: 44px; min-height: 44px; border: 0; border-radius: 999px; background: transparent; color: inherit; font: inherit; cursor: pointer; }
    button:disabled { opacity: 0.35; cursor: default; }
    button:focus-visible { outline: 2px solid var(--_accent); outline-offset: -2px; }
    .close { font-size: 1.2rem; }
    .date { margin: 0.2rem 0 0.4rem; font-size: 0.8rem; color: var(--_muted); }
    .page { min-height: 12rem; max-height: 55vh; overflow-y: auto; }
    .text { font-family: var(--tl-hand-font); font-size: 1.02rem; line-height: 1.6rem; background-image: repeating-linear-gradient(transparent 0 calc(1.6rem - 1px), var(--_rule) calc(1.6rem - 1px) 1.6rem); }
    .text p { margin: 0 0 1.6rem; }
    .doodles { display: flex; flex-wrap: wrap; gap: 0.6rem; justify-content: flex-end; padding: 0.3rem 0; }
    .doodles tl-sprite { transform: rotate(-6deg); }
    .doodles tl-sprite:nth-child(even) { transform: rotate(5deg); }
    .note { color: var(--_muted); font-style: italic; margin: 0.8rem 0; text-align: center; }
    nav { display: flex; align-items: center; justify-content: space-between; font-size: 0.8rem; color: var(--_muted); }
  `,
  ];

  /** The finished pages, in any order (shown newest first). */
  declare pages: readonly DiaryPage[];
  /** The pet's name, for the notes. */
  declare name: string;
  /** A page is being written right now. */
  declare writing: boolean;
  /** The shown page: 0 is the newest. */
  declare protected index: number;

  constructor() {
    super();
    this.pages = [];
    this.name = '';
    this.writing = false;
    this.index = 0;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('pages')) return;
    const before = changed.get('pages') as readonly DiaryPage[] | undefined;
    // A new page opens the book at it; otherwise stay on the page being read.
    if (!before || this.pages.length > before.length) this.index = 0;
    this.index = Math.max(0, Math.min(this.index, this.pages.length - 1));
  }

  override render() {
    const pet = this.name || 'your pet';
    const pages = newestFirst(this.pages);
    const page = pages[this.index];
    return html`
      <article class="book" aria-label="${pet}'s diary" @keydown=${this.onKey}>
        <header>
          <h2>${pet}'s diary</h2>
          <button class="close" type="button" aria-label="close the diary" @click=${this.close}>✕</button>
        </header>
        ${this.writing ? html`<p class="note writing" role="status">${pet} is writing in the diary…</p>` : nothing}
        ${page ? this.renderPage(page) : html`<p class="note empty">no pages yet — ${pet} writes one at the end of each day</p>`}
        ${
          pages.length > 1
            ? html`<nav aria-label="pages">
              <button class="older" type="button" ?disabled=${this.index >= pages.length - 1} @click=${() => this.turn(1)}>‹ older</button>
              <span aria-live="polite">page ${pages.length - this.index} of ${pages.length}</span>
              <button class="newer" type="button" ?disabled=${this.index === 0} @click=${() => this.turn(-1)}>newer ›</button>
            </nav>`
            : nothing
        }
      </article>
    `;
  }

  private renderPage(page: DiaryPage) {
    const view = diaryPageView(page.text);
    return html`
      <div class="page">
        <p class="date">day ${page.day} · <time datetime=${page.date}>${diaryDateLabel(page.date)}</time></p>
        <div class="text">${view.paragraphs.map((p) => html`<p>${p.map((line, i) => html`${i ? html`<br />` : nothing}${line}`)}</p>`)}</div>
        ${
          view.doodles.length
            ? html`<div class="doodles">${view.doodles.map((d) => html`<tl-sprite name=${d} scale="3" role="img" aria-label="a doodle of ${d}"></tl-sprite>`)}</div>`
            : nothing
        }
      </div>
    `;
  }

  /** Turns by `by` pages (positive: older), staying within the book. */
  private turn(by: number): void {
    this.index = Math.max(0, Math.min(this.index + by, this.pages.length - 1));
  }

  private onKey = (e: KeyboardEvent): void => {
    if (e.key === 'ArrowLeft') this.turn(1);
    else if (e.key === 'ArrowRight') this.turn(-1);
    else if (e.key === 'Escape') this.close();
  };

  private close = (): void => {
    fire(this, 'tl-close');
  };
}

if (!customElements.get('tl-diary')) customElements.define('tl-diary', TlDiary);

declare global {
  interface HTMLElementTagNameMap {
    'tl-diary': TlDiary;
  }
}
