/** <tl-shelf>: a fold-out card with the gifts on the shelf, today's log and today's dreams. */
import './tl-sprite.ts';
import { LitElement, css, html, nothing } from 'lit';
import { THEME } from './theme.ts';
import type { Gift } from '../world/index.ts';
import { dreamsInLog } from './diary-view.ts';

/** Gifts with how many of each, in the order they first arrived. */
function giftCounts(shelf: readonly Gift[]): [Gift, number][] {
  const counts = new Map<Gift, number>();
  for (const g of shelf) counts.set(g, (counts.get(g) ?? 0) + 1);
  return [...counts];
}

/** The shelf, the day so far, and the dreams it held. */
export class TlShelf extends LitElement {
  static override properties = {
    shelf: { attribute: false },
    today: { attribute: false },
    dreams: { attribute: false },
    open: { type: Boolean, reflect: true },
  };

  static override styles = [
    THEME,
    css`
    :host {
      --_ink: var(--tl-ink);
      --_muted: var(--tl-muted);
      --_accent: var(--tl-accent);
      --_paper: var(--tl-paper);
      display: block;
      color: var(--_ink);
      font: 0.85rem/1.35 system-ui, sans-serif;
    }
    details { background: var(--_paper); border-radius: 0.8rem; padding: 0 0.7rem; }
    summary { min-height: 44px; display: flex; align-items: center; gap: 0.4rem; cursor: pointer; font-weight: 600; }
    summary:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; border-radius: 0.5rem; }
    .count { font-weight: 400; color: var(--_muted); }
    h2 { margin: 0.4rem 0 0.2rem; font-size: 0.75rem; font-weight: 600; color: var(--_muted); text-transform: lowercase; }
    ul { list-style: none; margin: 0; padding: 0; }
    .gifts, .dreams { display: flex; flex-wrap: wrap; gap: 0.35rem; }
    .gifts li, .dreams li { display: inline-flex; align-items: center; gap: 0.25rem; padding: 0.15rem 0.5rem; border-radius: 999px; background: color-mix(in srgb, var(--_accent) 12%, transparent); }
    .times { color: var(--_muted); font-size: 0.75rem; }
    .today { max-height: 8.5rem; overflow-y: auto; padding-bottom: 0.5rem; }
    .today li { padding: 0.1rem 0; border-bottom: 1px dashed color-mix(in srgb, var(--_ink) 12%, transparent); }
    .none { color: var(--_muted); margin: 0; }
    section:last-child { padding-bottom: 0.6rem; }
  `,
  ];

  /** Gifts on the shelf, oldest first. */
  declare shelf: readonly Gift[];
  /** Today's day-log entries, oldest first. */
  declare today: readonly string[];
  /** Today's dreams; when empty they are read from `today`'s "dreamed of" entries. */
  declare dreams: readonly string[];
  /** Whether the card is unfolded. */
  declare open: boolean;

  constructor() {
    super();
    this.shelf = [];
    this.today = [];
    this.dreams = [];
    this.open = false;
  }

  override render() {
    const gifts = giftCounts(this.shelf);
    const dreams = this.dreams.length ? this.dreams : dreamsInLog(this.today);
    return html`
      <details ?open=${this.open} @toggle=${this.onToggle}>
        <summary><span aria-hidden="true">🎁</span> shelf <span class="count">· ${this.shelf.length} ${this.shelf.length === 1 ? 'gift' : 'gifts'} · today</span></summary>
        <section>
          <h2>gifts</h2>
          ${
            gifts.length
              ? html`<ul class="gifts">${gifts.map(([g, n]) => html`<li><tl-sprite name=${g} scale="2" aria-hidden="true"></tl-sprite><span>${g}</span>${n > 1 ? html`<span class="times">×${n}</span>` : nothing}</li>`)}</ul>`
              : html`<p class="none">no gifts yet</p>`
          }
        </section>
        ${
          dreams.length
            ? html`<section><h2>dreams</h2><ul class="dreams">${dreams.map((d) => html`<li><tl-sprite name=${d} scale="2" aria-hidden="true"></tl-sprite><span>${d}</span></li>`)}</ul></section>`
            : nothing
        }
        <section>
          <h2>today</h2>
          ${
            this.today.length
              ? html`<ul class="today">${this.today.map((e) => html`<li>${e}</li>`)}</ul>`
              : html`<p class="none">nothing yet today</p>`
          }
        </section>
      </details>
    `;
  }

  private onToggle = (e: Event): void => {
    this.open = (e.currentTarget as HTMLDetailsElement).open;
  };
}

if (!customElements.get('tl-shelf')) customElements.define('tl-shelf', TlShelf);

declare global {
  interface HTMLElementTagNameMap {
    'tl-shelf': TlShelf;
  }
}
