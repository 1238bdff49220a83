/**
 * First run: name the pet and yourself, then the egg hatches. The names are
 * checked by the world's rules as you type; the button stays off until they pass.
 */
import { LitElement, css, html } from 'lit';
import { THEME } from './theme.ts';
import { fire } from './events.ts';
import { MAX_NAME_LENGTH } from '../world/index.ts';
import { namesProblem } from '../sim/index.ts';

/**
 * @fires tl-hatch - detail: { name, owner }, when both names are valid and the owner taps hatch
 */
export class TlHatch extends LitElement {
  static override properties = {
    petName: { state: true },
    ownerName: { state: true },
    touched: { state: true },
    sent: { state: true },
    error: { type: String },
  };

  static override styles = [
    THEME,
    css`
    :host { display: block; text-align: center; }
    h1 { font-size: 22px; margin: 8px 0 4px; }
    p { margin: 0 0 16px; color: var(--tl-muted); }
    .egg { font-size: 72px; line-height: 1; margin: 8px 0 12px; animation: wobble 1.6s ease-in-out infinite; display: inline-block; }
    @keyframes wobble { 0%, 100% { transform: rotate(0); } 25% { transform: rotate(-8deg); } 75% { transform: rotate(8deg); } }
    @media (prefers-reduced-motion: reduce) { .egg { animation: none; } }
    form { display: grid; gap: 12px; text-align: left; max-width: 320px; margin: 0 auto; }
    label { display: grid; gap: 4px; font-size: 14px; }
    input { font: inherit; font-size: 18px; padding: 10px 12px; border-radius: 12px; border: 2px solid var(--tl-line);
      background: var(--tl-field); color: var(--tl-ink); min-height: 44px; box-sizing: border-box; }
    input::placeholder { color: var(--tl-muted); font-style: italic; opacity: 0.7; }
    input[aria-invalid='true'] { border-color: #c33; }
    .problem { color: var(--tl-error); font-size: 13px; min-height: 1.3em; }
    button { font: inherit; font-size: 18px; min-height: 48px; border-radius: 14px; border: none; cursor: pointer;
      background: var(--tl-accent); color: var(--tl-on-accent); box-shadow: 0 3px 0 #0003; }
    button:disabled { opacity: 0.45; cursor: not-allowed; }
  `,
  ];

  declare petName: string;
  declare ownerName: string;
  declare touched: boolean;
  /** A problem reported from outside (for example a failed save). */
  declare error: string;
  /** The form was submitted: the button stays off, so a second tap never hatches a second egg. */
  declare sent: boolean;

  constructor() {
    super();
    this.petName = '';
    this.ownerName = '';
    this.touched = false;
    this.error = '';
    this.sent = false;
  }

  /** The names' problem in words, or null. */
  get problem(): string | null {
    return namesProblem(this.petName.trim(), this.ownerName.trim());
  }

  private submit(e: Event): void {
    e.preventDefault();
    this.touched = true;
    if (this.problem || this.sent) return;
    this.sent = true;
    fire(this, 'tl-hatch', { name: this.petName.trim(), owner: this.ownerName.trim() });
  }

  override willUpdate(changed: Map<string, unknown>): void {
    // A hatch that failed (its error shown) may be tried again.
    if (changed.has('error') && this.error) this.sent = false;
  }

  override render() {
    const problem = this.problem;
    const show = this.touched && (this.petName || this.ownerName) ? problem : null;
    return html`
      <div class="egg" aria-hidden="true">🥚</div>
      <h1>An egg is about to hatch!</h1>
      <p>Give your pet a name, and tell it yours.</p>
      <form @submit=${this.submit} novalidate>
        <label>Pet's name
          <input name="pet" autocomplete="off" maxlength=${MAX_NAME_LENGTH} placeholder="e.g. Mochi" .value=${this.petName}
            aria-invalid=${String(!!show && show.startsWith("The pet's"))}
            @input=${(e: InputEvent) => {
              this.petName = (e.target as HTMLInputElement).value;
              this.touched = true;
            }} />
        </label>
        <label>Your name
          <input name="owner" autocomplete="off" maxlength=${MAX_NAME_LENGTH} placeholder="e.g. Sam" .value=${this.ownerName}
            aria-invalid=${String(!!show && show.startsWith('Your'))}
            @input=${(e: InputEvent) => {
              this.ownerName = (e.target as HTMLInputElement).value;
              this.touched = true;
            }} />
        </label>
        <div class="problem" role="alert">${show ?? this.error}</div>
        <button type="submit" ?disabled=${problem !== null || this.sent}>Hatch</button>
      </form>
    `;
  }
}
if (!customElements.get('tl-hatch')) customElements.define('tl-hatch', TlHatch);
declare global {
  interface HTMLElementTagNameMap {
    'tl-hatch': TlHatch;
  }
}
