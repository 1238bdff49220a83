/**
 * The care bar: feed (a menu of the six foods), bath, medicine, catch, pat,
 * lights and clean-up. Buttons the sim says cannot be used now are greyed out
 * with its reason as their title.
 */
import { LitElement, css, html, nothing } from 'lit';
import { THEME } from './theme.ts';
import { fire } from './events.ts';
import { whyCannot, type OwnerAction, type PetState } from '../sim/index.ts';
import { FOODS, withArticle, type Food } from '../world/index.ts';
import type { CareAction } from '../app/controller.ts';
import { localNow } from '../app/app-view.ts';

/** How long the reason for a greyed button stays under the bar. */
const WHY_MS = 4000;
/** How long the reason for a refused offer stays: a longer sentence, read after watching the pet. */
const HINT_MS = 7000;

/** A care button: its label, icon and the action it sends. */
interface CareButton {
  id: string;
  icon: string;
  label: string;
  action: CareAction | 'menu';
  /** The sim's action to ask whyCannot about. */
  asks: OwnerAction;
}

/** Each food's emoji on the menu (the LCD draws its own pixel FOOD_ICONS), keyed by the world's FOODS (a missing one is a type error). */
const FOOD_EMOJI = {
  strawberry: '🍓',
  cookie: '🍪',
  apple: '🍎',
  carrot: '🥕',
  pancake: '🥞',
  egg: '🥚',
} as const satisfies Record<Food, string>;

/** The buttons for a pet right now (lights show the one that applies). */
function careButtons(pet: PetState): CareButton[] {
  return [
    { id: 'feed', icon: '🍓', label: 'feed', action: 'menu', asks: 'offer' },
    { id: 'bath', icon: '🛁', label: 'bath', action: { kind: 'offer', offer: 'bath' }, asks: 'offer' },
    { id: 'medicine', icon: '💊', label: 'medicine', action: { kind: 'offer', offer: 'medicine' }, asks: 'offer' },
    { id: 'catch', icon: '⚾', label: 'catch', action: { kind: 'offer', offer: 'catch' }, asks: 'offer' },
    { id: 'pat', icon: '✋', label: 'pat', action: { kind: 'pat' }, asks: 'pat' },
    pet.lightsOff
      ? { id: 'lights', icon: '💡', label: 'lights on', action: { kind: 'lightsOn' }, asks: 'lightsOn' }
      : { id: 'lights', icon: '🌙', label: 'lights off', action: { kind: 'lightsOff' }, asks: 'lightsOff' },
    { id: 'clean', icon: '🧹', label: 'clean', action: { kind: 'clean' }, asks: 'cleanPoop' },
  ];
}

/**
 * @fires tl-care - detail: CareAction, when the owner picks a care action
 */
export class TlCare extends LitElement {
  static override properties = {
    pet: { attribute: false },
    busy: { type: Boolean },
    hint: { attribute: false },
    menuOpen: { state: true },
    why: { state: true },
  };

  static override styles = [
    THEME,
    css`
    :host { display: block; }
    .bar { display: grid; grid-template-columns: repeat(7, minmax(0, 1fr)); gap: 4px; }
    button {
      min-height: 48px; min-width: 0; padding: 2px 0; border: none; border-radius: 14px; font: inherit; font-size: 11px; line-height: 1.1;
      background: var(--tl-button); color: var(--tl-ink); display: flex; flex-direction: column;
      align-items: center; justify-content: center; gap: 2px; cursor: pointer; box-shadow: 0 3px 0 var(--tl-shadow);
      touch-action: manipulation;
    }
    button:active:not([aria-disabled='true']) { transform: translateY(2px); box-shadow: 0 1px 0 var(--tl-shadow); }
    button[aria-disabled='true'] { opacity: 0.4; cursor: not-allowed; }
    .why { margin: 6px 2px 0; min-height: 1.2em; font-size: 13px; color: var(--tl-ink); text-align: center; }
    .why:empty { margin: 0; min-height: 0; }
    button:focus-visible { outline: 3px solid var(--tl-accent); outline-offset: 2px; }
    .icon { font-size: 20px; line-height: 1; }
    .menu { display: grid; grid-template-columns: repeat(6, minmax(0, 1fr)); gap: 4px; margin-top: 8px; }
    .menu button { font-size: 10px; }
  `,
  ];

  declare pet: PetState | null;
  /** A turn is running: offers wait until the pet has answered. */
  declare busy: boolean;
  declare menuOpen: boolean;
  /** Why the greyed button just tapped cannot be used, or why the pet said no, shown under the bar. */
  declare why: string | null;
  /** Why the pet said no to the last offer (from the app); each new one shows under the bar for a while. */
  declare hint: { text: string; at: number } | null;

  constructor() {
    super();
    this.pet = null;
    this.busy = false;
    this.menuOpen = false;
    this.why = null;
    this.hint = null;
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    // Only for what is left of its time: a bar drawn again later (a panel closed) does not say an old "no" again.
    const left = this.hint ? HINT_MS - (localNow() - this.hint.at) : 0;
    if (changed.has('hint') && this.hint && left > 0) this.explain(this.hint.text, left);
  }

  /** Says why a greyed button cannot be used now, for a few seconds. */
  private explain(why: string, ms = WHY_MS): void {
    this.why = `${why.charAt(0).toUpperCase()}${why.slice(1)}${/[.!?]$/.test(why) ? '' : '.'}`;
    clearTimeout(this.whyTimer);
    this.whyTimer = setTimeout(() => (this.why = null), ms);
  }

  private whyTimer: ReturnType<typeof setTimeout> | undefined;

  private send(action: CareAction): void {
    this.menuOpen = false;
    this.why = null;
    fire(this, 'tl-care', action);
  }

  override render() {
    const pet = this.pet;
    if (!pet) return nothing;
    const buttons = careButtons(pet);
    return html`
      <div class="bar" role="toolbar" aria-label="care">
        ${buttons.map((b) => {
          const why = this.busy ? `${pet.name} is busy` : whyCannot(pet, b.asks);
          // Greyed but tappable: a finger never sees a tooltip, so a tap says why instead.
          return html`<button id=${b.id} aria-disabled=${why !== null ? 'true' : 'false'} title=${why ?? b.label} aria-label=${b.label}
            aria-expanded=${b.action === 'menu' ? String(this.menuOpen) : nothing}
            @click=${() => (why !== null ? this.explain(why) : b.action === 'menu' ? (this.menuOpen = !this.menuOpen) : this.send(b.action))}>
            <span class="icon" aria-hidden="true">${b.icon}</span>${b.label}</button>`;
        })}
      </div>
      <p class="why" role="status">${this.why ?? nothing}</p>
      ${
        this.menuOpen && !this.busy && !pet.pendingOffer
          ? html`<div class="menu" role="menu" aria-label="foods">
            ${FOODS.map(
              (f) => html`<button role="menuitem" data-food=${f} aria-label=${`offer ${withArticle(f)}`}
              @click=${() => this.send({ kind: 'offer', offer: 'food', food: f })}>
              <span class="icon" aria-hidden="true">${FOOD_EMOJI[f]}</span>${f}</button>`,
            )}
          </div>`
          : nothing
      }
    `;
  }
}
if (!customElements.get('tl-care')) customElements.define('tl-care', TlCare);
declare global {
  interface HTMLElementTagNameMap {
    'tl-care': TlCare;
  }
}
