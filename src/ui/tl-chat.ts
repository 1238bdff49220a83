/** <tl-chat>: the speech strip under the LCD: the transcript as bubbles, chips and events, and the line the owner types. */
import './tl-sprite.ts';
import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { SR_ONLY, THEME } from './theme.ts';
import { fire } from './events.ts';
import { OWNER_TEXT_MAX, type Names } from '../world/index.ts';
import { chatItems, sayText, streamingItem, type ChatItem, type ChatPart, type Chip } from './chat-view.ts';

/** How close to the bottom (px) the log counts as "following" the newest line. */
const STICK_PX = 32;

/**
 * The chat: owner lines right, pet lines left with tags as chips, app events muted in the middle.
 * @fires tl-say - the owner sent a line; detail: { text } (trimmed, one line, never empty)
 * @csspart log - the scrolling transcript
 * @csspart input - the text field
 */
export class TlChat extends LitElement {
  static override properties = {
    lines: { attribute: false },
    names: { attribute: false },
    streaming: { attribute: false },
    sending: { attribute: false },
    thinking: { type: Boolean },
    disabled: { type: Boolean },
    showTags: { type: Boolean },
  };

  static override styles = [
    THEME,
    SR_ONLY,
    css`
    :host {
      --_ink: var(--tl-ink);
      --_muted: var(--tl-muted);
      --_accent: var(--tl-accent);
      --_on-accent: var(--tl-on-accent);
      --_paper: var(--tl-paper);
      --_shell: var(--tl-shell);
      display: flex;
      flex-direction: column;
      min-height: 0;
      color: var(--_ink);
      font: 0.95rem/1.35 system-ui, sans-serif;
    }
    .log { position: relative; flex: 1; min-height: 6rem; overflow-y: auto; overscroll-behavior: contain; padding: 0.5rem; display: flex; flex-direction: column; gap: 0.4rem; background: color-mix(in srgb, var(--_paper) 70%, var(--_shell)); border-radius: 1rem; }
    .owner, .pet { max-width: 85%; padding: 0.4rem 0.7rem; border-radius: 1rem; overflow-wrap: anywhere; }
    .owner { align-self: flex-end; background: color-mix(in srgb, var(--_accent) 20%, var(--_paper)); border-bottom-right-radius: 0.25rem; }
    .owner.sending { opacity: 0.6; }
    .pet { align-self: flex-start; background: var(--_paper); border: 2px solid color-mix(in srgb, var(--_ink) 15%, transparent); border-bottom-left-radius: 0.25rem; font-family: var(--tl-pet-font); }
    .pet.live { border-style: dashed; }
    .act { align-self: flex-start; display: flex; flex-wrap: wrap; gap: 0.3rem; }
    .event, .unknown { align-self: center; text-align: center; font-size: 0.78rem; color: var(--_muted); }
    .unknown { align-self: flex-start; text-align: start; }
    .chip { display: inline-flex; align-items: center; gap: 0.25em; margin: 0 0.15em; padding: 0.1em 0.55em; vertical-align: middle; border-radius: 999px; font: 600 0.75rem/1.3 system-ui, sans-serif; background: color-mix(in srgb, var(--_accent) 14%, transparent); border: 1px solid color-mix(in srgb, var(--_accent) 35%, transparent); }
    .chip .raw { font: 0.7rem/1.3 ui-monospace, monospace; font-weight: 400; color: var(--_muted); overflow-wrap: anywhere; }
    tl-sprite { display: inline-block; vertical-align: middle; }
    .typing { align-self: flex-start; font-size: 0.8rem; color: var(--_muted); font-style: italic; }
    .typing .dot { display: inline-block; animation: blink 1.2s infinite; }
    .typing .dot:nth-child(2) { animation-delay: 0.2s; }
    .typing .dot:nth-child(3) { animation-delay: 0.4s; }
    @keyframes blink { 50% { opacity: 0.2; } }
    @media (prefers-reduced-motion: reduce) { .typing .dot { animation: none; } }
    form { display: flex; gap: 0.4rem; padding-top: 0.5rem; }
    input { flex: 1; min-width: 0; min-height: 44px; box-sizing: border-box; padding: 0 0.9rem; border-radius: 999px; border: 2px solid color-mix(in srgb, var(--_ink) 20%, transparent); background: var(--_paper); color: var(--_ink); font: inherit; font-size: 1rem; }
    input:focus-visible { outline: none; border-color: var(--_accent); }
    button { min-width: 44px; min-height: 44px; border: 0; border-radius: 999px; background: var(--_accent); color: var(--_on-accent); font-size: 1.1rem; cursor: pointer; }
    button:focus-visible { outline: 2px solid var(--_ink); outline-offset: 2px; }
    input:disabled, button:disabled { opacity: 0.5; cursor: not-allowed; }
  `,
  ];

  /** Transcript lines, oldest first: "Sam: hi", "Mochi: body [tags]", "* event *". */
  declare lines: readonly string[];
  declare names: Names;
  /** The pet line's body while it is being generated; null when nothing is. */
  declare streaming: string | null;
  /** Messages saved but not yet taken in by a turn: shown at once, marked as waiting. */
  declare sending: readonly string[];
  /** The pet is working on a reply and has written nothing yet. */
  declare thinking: boolean;
  /** No typing (e.g. before the pet hatches). */
  declare disabled: boolean;
  /** Settings' "show the brain's tags": each chip also shows the tag and lookup result the brain wrote. */
  declare showTags: boolean;

  /** Whether the log follows new lines (false once the owner scrolls up to read). */
  private stick = true;

  constructor() {
    super();
    this.lines = [];
    this.names = { pet: '', owner: '' };
    this.streaming = null;
    this.sending = [];
    this.thinking = false;
    this.disabled = false;
    this.showTags = false;
  }

  override render() {
    const items = chatItems(this.lines, this.names);
    const live = this.streaming ? streamingItem(this.streaming, this.names.pet) : null;
    const pet = this.names.pet || 'your pet';
    return html`
      <div class="log" part="log" role="log" aria-live="polite" aria-label="chat with ${pet}" @scroll=${this.onScroll}>
        ${items.map((item) => this.renderItem(item))}
        ${live && live.parts.length ? html`<div class="pet live" aria-hidden="true">${live.parts.map((p) => this.renderPart(p))}</div>` : nothing}
        ${this.sending.filter((t) => !this.lines.includes(`${this.names.owner}: ${t}`)).map((t) => html`<div class="owner sending"><span class="sr">${this.names.owner} (waiting for ${pet}): </span>${t}</div>`)}
        ${
          this.thinking && !this.streaming
            ? html`<div class="typing" role="status">${pet} is thinking<span class="dot">.</span><span class="dot">.</span><span class="dot">.</span></div>`
            : nothing
        }
      </div>
      <form @submit=${this.onSubmit}>
        <input part="input" type="text" placeholder="say something…" maxlength=${OWNER_TEXT_MAX} autocomplete="off" enterkeyhint="send"
          aria-label="say something to ${pet}" ?disabled=${this.disabled} @keydown=${this.onKey} />
        <button type="submit" aria-label="send" ?disabled=${this.disabled}>➤</button>
      </form>
    `;
  }

  private renderItem(item: ChatItem): TemplateResult {
    switch (item.kind) {
      case 'owner':
        return html`<div class="owner"><span class="sr">${item.speaker}: </span>${item.text}</div>`;
      case 'pet':
        return item.silent
          ? html`<div class="act"><span class="sr">${item.speaker}: </span>${item.parts.map((p) => this.renderPart(p))}</div>`
          : html`<div class="pet"><span class="sr">${item.speaker}: </span>${item.parts.map((p) => this.renderPart(p))}</div>`;
      case 'event':
        return html`<div class="event"><span aria-hidden="true">${item.icon} </span>${item.text}</div>`;
      default:
        return html`<div class="unknown">${item.text}</div>`;
    }
  }

  private renderPart(part: ChatPart): TemplateResult {
    return part.kind === 'words' ? html`<span class="words">${part.text}</span>` : this.renderChip(part.chip);
  }

  private renderChip(chip: Chip): TemplateResult {
    const pic = chip.sprite
      ? html`<tl-sprite name=${chip.sprite} scale="2" aria-hidden="true"></tl-sprite>`
      : chip.icon
        ? html`<span aria-hidden="true">${chip.icon}</span>`
        : nothing;
    const raw = this.showTags ? html`<code class="raw">${chip.raw}</code>` : nothing;
    return html`<span class="chip${chip.lookup ? ' lookup' : ''}" data-tag=${chip.tag}>${pic}<span>${chip.label}</span>${raw}</span>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (
      !this.stick ||
      !(changed.has('lines') || changed.has('streaming') || changed.has('thinking') || changed.has('sending'))
    )
      return;
    const log = this.renderRoot.querySelector<HTMLElement>('.log');
    if (log) log.scrollTop = log.scrollHeight;
  }

  private onScroll = (e: Event): void => {
    const log = e.currentTarget as HTMLElement;
    this.stick = log.scrollHeight - log.scrollTop - log.clientHeight < STICK_PX;
  };

  private onKey = (e: KeyboardEvent): void => {
    if (e.key !== 'Enter' || e.isComposing) return;
    // One line only: Enter and Shift+Enter both send, and the form's own submit is skipped.
    e.preventDefault();
    this.send();
  };

  private onSubmit = (e: Event): void => {
    e.preventDefault();
    this.send();
  };

  /** Sends the typed line (if any) and clears the field. */
  private send(): void {
    const input = this.renderRoot.querySelector('input');
    if (!input || this.disabled) return;
    const text = sayText(input.value);
    if (text === null) return;
    input.value = '';
    this.stick = true;
    fire(this, 'tl-say', { text });
  }
}

if (!customElements.get('tl-chat')) customElements.define('tl-chat', TlChat);

declare global {
  interface HTMLElementTagNameMap {
    'tl-chat': TlChat;
  }
}
