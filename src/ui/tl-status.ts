/** <tl-status>: the header strip: name · stage · day, sleep/sick/lights badges, the four stat meters, diary and settings. */
import { LitElement, css, html, nothing } from 'lit';
import { SR_ONLY, THEME } from './theme.ts';
import { fire } from './events.ts';
import { STATS, STAT_WORDS, statWord, type Stat } from '../world/index.ts';
import { dayNumber, type PetState } from '../sim/index.ts';

/** Pips in each stat meter (display only: the stat word carries the meaning). */
const PIPS = 5;

/**
 * The pet's header and its four stats.
 * @fires tl-open-settings - the gear button was pressed
 * @fires tl-open-diary - the diary button was pressed
 */
export class TlStatus extends LitElement {
  static override properties = {
    pet: { attribute: false },
    now: { type: Number },
  };

  static override styles = [
    THEME,
    SR_ONLY,
    css`
    :host {
      --_ink: var(--tl-ink);
      --_muted: var(--tl-muted);
      --_accent: var(--tl-accent);
      --_track: color-mix(in srgb, var(--_ink) 14%, transparent);
      display: block;
      color: var(--_ink);
      font: 0.9rem/1.3 system-ui, sans-serif;
    }
    header { display: flex; align-items: center; gap: 0.4rem; }
    h1 { flex: 1; margin: 0; font-size: 1rem; font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .meta { font-weight: 400; color: var(--_muted); }
    .badge { font-size: 1rem; }
    button { min-width: 44px; min-height: 44px; border: 0; border-radius: 999px; background: transparent; color: inherit; font-size: 1.25rem; cursor: pointer; }
    button:focus-visible { outline: 2px solid var(--_accent); outline-offset: -2px; }
    ul { list-style: none; margin: 0.25rem 0 0; padding: 0; display: grid; grid-template-columns: repeat(2, 1fr); gap: 0.2rem 0.5rem; }
    /* Sized so the longest word ("exhausted", bold) fits whole at 360 px: test/browser/screen.test.ts measures it. */
    li { display: grid; grid-template-columns: 2.7rem auto 1fr; align-items: center; gap: 0.25rem; font-size: 0.78rem; }
    .name { font-size: 0.72rem; }
    .name { color: var(--_muted); }
    .pips { display: inline-flex; gap: 2px; }
    .pip { width: 5px; height: 11px; border-radius: 2px; background: var(--_track); }
    .pip.on { background: var(--_ink); }
    .low .pip.on { background: var(--_accent); }
    .word { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .low .word { color: var(--_accent); font-weight: 600; }
  `,
  ];

  declare pet: PetState | null;
  /** The time shown (local wall-clock ms); 0 uses the pet's own last moment. */
  declare now: number;

  constructor() {
    super();
    this.pet = null;
    this.now = 0;
  }

  override render() {
    const pet = this.pet;
    return html`
      <header>
        <h1>
          ${
            pet
              ? html`${pet.name} <span class="meta">· ${pet.stage} · day ${dayNumber(pet.bornAt, this.now > 0 ? this.now : pet.now)}</span>`
              : html`<span class="meta">an egg…</span>`
          }
          ${pet?.asleep ? this.badge('asleep', '☾', 'asleep') : nothing}
          ${pet?.sick ? this.badge('sick', '🤒', 'sick') : nothing}
          ${pet?.lightsOff ? this.badge('lights', '🌑', 'lights off') : nothing}
        </h1>
        <button type="button" aria-label="diary" title="diary" @click=${() => fire(this, 'tl-open-diary')}>📖</button>
        <button type="button" aria-label="settings" title="settings" @click=${() => fire(this, 'tl-open-settings')}>⚙</button>
      </header>
      ${pet ? html`<ul aria-label="how ${pet.name} is doing">${STATS.map((s) => this.meter(s, pet.stats[s]))}</ul>` : nothing}
    `;
  }

  private badge(kind: string, icon: string, label: string) {
    return html`<span class="badge ${kind}" title=${label}><span aria-hidden="true">${icon}</span><span class="sr">${label}</span></span>`;
  }

  private meter(stat: Stat, value: number) {
    const word = statWord(stat, value);
    const v = Math.round(Math.min(100, Math.max(0, value)));
    const lit = Math.round((v * PIPS) / 100);
    // The lowest stat word is the one the pet needs help with.
    const low = word === STAT_WORDS[stat][0];
    return html`
      <li class="stat ${stat} ${low ? 'low' : ''}">
        <span class="name">${stat}</span>
        <span class="pips" role="meter" aria-label=${stat} aria-valuemin="0" aria-valuemax="100" aria-valuenow=${v} aria-valuetext=${word}>
          ${Array.from({ length: PIPS }, (_, i) => html`<span class="pip ${i < lit ? 'on' : ''}"></span>`)}
        </span>
        <span class="word" aria-hidden="true">${word}</span>
      </li>
    `;
  }
}

if (!customElements.get('tl-status')) customElements.define('tl-status', TlStatus);

declare global {
  interface HTMLElementTagNameMap {
    'tl-status': TlStatus;
  }
}
