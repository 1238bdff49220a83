/**
 * <tl-lcd>: the pet's screen. A 64×48 canvas scaled by whole numbers, a faint
 * pixel grid and a rounded bezel; cues play as one-shot animations and the
 * catch game runs on it. The drawing itself is pure (lcd/frame.ts); this
 * element only keeps time, paints and listens.
 */
import { LitElement, html, type PropertyValues } from 'lit';
import { withArticle } from '../world/index.ts';
import { LCD_HEIGHT, LCD_WIDTH, type LcdCue, type LcdScene } from './scene.ts';
import { AnimState } from './lcd/anim.ts';
import { CATCH_LEAD_MS, CATCH_TAUGHT_LEAD_MS, CatchGame } from './lcd/catch-game.ts';
import { describeScene, renderFrame, stageColumn } from './lcd/frame.ts';
import { paletteFor, toRgba } from './lcd/palette.ts';
import { BEZEL_PX, lcdStyles } from './lcd/lcd-styles.ts';

/** How long the gift toast stays up (ms). */
export const TOAST_MS = 3000;
/** Largest scale used, however wide the container. */
const MAX_SCALE = 10;
/** While nothing is playing, frames are drawn this often at most (ms): the idle bob needs no more. */
const IDLE_FRAME_MS = 120;
/** The first games of catch on this device open with how to play. */
export const CATCH_HINT_GAMES = 3;
/** Where the count of games that showed how to play is kept: per device, since it is the person holding it who has learnt the game. */
export const CATCH_HINT_KEY = 'tokenling-catch-taught';

/** How many games of catch have shown how to play (0 where storage is unavailable). */
function gamesTaught(): number {
  try {
    return Number(localStorage.getItem(CATCH_HINT_KEY)) || 0;
  } catch {
    return 0;
  }
}

function countTaught(n: number): void {
  try {
    localStorage.setItem(CATCH_HINT_KEY, String(n));
  } catch {
    // Storage refused (a private window's quota): the instruction shows again next time, which does no harm.
  }
}

/** The whole-number scale that fits a container `width` CSS pixels wide. */
export function lcdScaleFor(width: number): number {
  return Math.max(1, Math.min(MAX_SCALE, Math.floor((width - 2 * BEZEL_PX) / LCD_WIDTH)));
}

/**
 * The LCD pet screen.
 * @fires tl-pat - the owner tapped the screen outside a game of catch.
 * @fires tl-catch-done - a game of catch ended; detail: { stars }.
 * @csspart bezel - the rounded shell around the screen.
 * @csspart screen - the screen (canvas and grid).
 * @csspart canvas - the canvas itself (role="img").
 * @csspart toast - the "gave you a gift" note.
 * @csspart hint - how to play catch, shown big at the start of the first games.
 */
export class TlLcd extends LitElement {
  static override properties = {
    scene: { attribute: false },
    _label: { state: true },
    _toast: { state: true },
    _scale: { state: true },
    _hint: { state: true },
  };

  static override styles = lcdStyles;

  declare scene: LcdScene | null;
  declare _label: string;
  declare _toast: string;
  declare _scale: number;
  /** How to play catch, while it shows; '' otherwise. */
  declare _hint: string;

  /** The cue queue and clock (exposed for tests and tools). */
  readonly anim = new AnimState();
  private game: CatchGame | null = null;
  private raf = 0;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private toastTimer: ReturnType<typeof setTimeout> | undefined;
  private hintTimer: ReturnType<typeof setTimeout> | undefined;
  private lastPainted = new Uint8Array(LCD_WIDTH * LCD_HEIGHT).fill(255);
  private readonly fb = new Uint8Array(LCD_WIDTH * LCD_HEIGHT);
  private ctx: CanvasRenderingContext2D | null = null;
  private image: ImageData | null = null;
  private paintedDark = false;
  private swallowClick = false;
  private hiddenAt: number | null = null;
  private resize: ResizeObserver | null = null;
  private motion: MediaQueryList | null = null;

  constructor() {
    super();
    this.scene = null;
    this._label = 'The pet screen';
    this._toast = '';
    this._scale = 4;
    this._hint = '';
  }

  /** Plays a one-shot animation after those already queued. */
  cue(c: LcdCue): void {
    this.anim.push(c, performance.now());
    this.wake();
  }

  /** Starts a game of catch; taps, clicks and Space on the screen then try to catch, and tl-catch-done reports the stars. */
  startCatch(seed: number): void {
    const taught = gamesTaught();
    const teach = taught < CATCH_HINT_GAMES;
    const lead = teach ? CATCH_TAUGHT_LEAD_MS : CATCH_LEAD_MS;
    this.game = new CatchGame(
      seed,
      performance.now(),
      this.scene ? stageColumn(this.scene, this.scene.x) : LCD_WIDTH / 2,
      lead,
    );
    if (teach) {
      countTaught(taught + 1);
      this._hint = `Tap when the ball reaches ${this.scene?.name ?? 'me'}!`;
      clearTimeout(this.hintTimer);
      // Gone as the first ball flies, so nothing covers it.
      this.hintTimer = setTimeout(() => (this._hint = ''), lead);
    }
    this.wake();
  }

  /** True while a game of catch is running. */
  get catching(): boolean {
    return this.game !== null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('visibilitychange', this.onVisibility);
    this.motion = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
    this.anim.reducedMotion = this.motion?.matches ?? false;
    this.motion?.addEventListener?.('change', this.onMotion);
    if (this.clientWidth > 0) this.fit(this.clientWidth); // before the first render, so it needs no second one
    if (typeof ResizeObserver === 'function') {
      this.resize = new ResizeObserver((entries) => this.fit(entries[0]?.contentRect.width ?? this.clientWidth));
      this.resize.observe(this);
    }
    this.wake();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.motion?.removeEventListener?.('change', this.onMotion);
    this.resize?.disconnect();
    this.resize = null;
    this.sleep();
    clearTimeout(this.toastTimer);
    clearTimeout(this.hintTimer);
  }

  override firstUpdated(): void {
    const canvas = this.renderRoot.querySelector('canvas');
    try {
      this.ctx = canvas?.getContext('2d') ?? null;
    } catch {
      this.ctx = null; // e.g. a DOM without canvas support
    }
    this.image = this.ctx?.createImageData(LCD_WIDTH, LCD_HEIGHT) ?? null;
    this.draw(performance.now());
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('scene') && this.scene)
      this._label = describeScene(this.scene, this.anim, performance.now(), this.game?.view(performance.now()));
  }

  override updated(changed: PropertyValues<this>): void {
    if (changed.has('_scale')) {
      // Sized through the CSSOM, not a style attribute, which the Content Security Policy refuses (docs/csp.md).
      const screen = this.renderRoot.querySelector<HTMLElement>('.screen')!;
      screen.style.width = `${LCD_WIDTH * this._scale}px`;
      screen.style.height = `${LCD_HEIGHT * this._scale}px`;
      screen.style.setProperty('--px', `${this._scale}px`);
    }
    if (changed.has('scene')) {
      this.draw(performance.now());
      this.wake();
    }
  }

  override render() {
    const s = this._scale;
    return html`<div class="bezel" part="bezel">
      <div class="screen" part="screen">
        <canvas part="canvas" width=${LCD_WIDTH} height=${LCD_HEIGHT} role="img" aria-label=${this._label} tabindex="0"
          @pointerdown=${this.onPointerDown} @click=${this.onClick} @keydown=${this.onKey}></canvas>
        ${s >= 3 ? html`<div class="grid" aria-hidden="true"></div>` : null}
        <div part="toast" class="toast ${this._toast ? 'show' : ''}" role="status">${this._toast}</div>
        <div part="hint" class="hint ${this._hint ? 'show' : ''}" role="status">${this._hint}</div>
      </div>
    </div>`;
  }

  private fit(width: number): void {
    const s = lcdScaleFor(width);
    if (s !== this._scale) this._scale = s;
  }

  private readonly onVisibility = (): void => {
    const now = performance.now();
    if (document.visibilityState === 'hidden') {
      this.hiddenAt = now;
      this.sleep();
      return;
    }
    // A game of catch waits while the page is hidden.
    if (this.hiddenAt !== null) this.game?.postpone(now - this.hiddenAt);
    this.hiddenAt = null;
    this.wake();
  };

  private readonly onMotion = (): void => {
    this.anim.reducedMotion = this.motion?.matches ?? false;
    this.wake();
  };

  private readonly onPointerDown = (): void => {
    this.swallowClick = this.game !== null;
    if (this.game) this.tryCatch();
  };

  private readonly onClick = (): void => {
    if (this.swallowClick) {
      this.swallowClick = false;
      return;
    }
    if (this.game) this.tryCatch();
    else this.pat();
  };

  private readonly onKey = (e: KeyboardEvent): void => {
    if (e.key !== ' ' && e.key !== 'Enter') return;
    e.preventDefault();
    if (e.repeat) return;
    if (this.game) this.tryCatch();
    else this.pat();
  };

  private tryCatch(): void {
    this.game?.tap(performance.now());
    this.wake();
  }

  private pat(): void {
    this.dispatchEvent(new CustomEvent('tl-pat', { bubbles: true, composed: true }));
  }

  /** Starts the frame loop if it may run (connected, page visible) and is not running. */
  private wake(): void {
    if (this.raf || !this.isConnected || typeof requestAnimationFrame !== 'function') return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    this.raf = requestAnimationFrame(this.tick);
  }

  /** Stops the frame loop. */
  private sleep(): void {
    if (this.raf) cancelAnimationFrame(this.raf);
    this.raf = 0;
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
  }

  private readonly tick = (now: number): void => {
    this.raf = 0;
    if (!this.isConnected || document.visibilityState === 'hidden') return;
    this.draw(now);
    const lively = this.game !== null || this.anim.busy(now);
    if (lively) this.raf = requestAnimationFrame(this.tick);
    else if (!this.anim.reducedMotion) this.idleTimer = setTimeout(() => this.wake(), IDLE_FRAME_MS);
    // Reduced motion and nothing playing: the frame only changes with the scene (updated() redraws).
  };

  /** Advances the game and cues to `now`, then paints the frame if it changed. */
  private draw(now: number): void {
    let view = this.game?.view(now) ?? null;
    if (this.game && view?.done) {
      const stars = this.game.stars(now);
      this.game = null;
      view = null;
      this.dispatchEvent(new CustomEvent('tl-catch-done', { detail: { stars }, bubbles: true, composed: true }));
    }
    for (const done of this.anim.takeFinished(now)) {
      if (done.cue.kind === 'gift' && this.scene)
        this.showToast(`${this.scene.name} gave you ${withArticle(done.cue.gift)}!`);
    }
    if (!this.scene) return;
    renderFrame(this.scene, this.anim, now, view, this.fb);
    const label = describeScene(this.scene, this.anim, now, view);
    if (label !== this._label) this._label = label;
    this.paint(this.scene.lightsOff);
  }

  private paint(dark: boolean): void {
    if (!this.ctx || !this.image) return;
    if (dark === this.paintedDark && this.fb.every((v, i) => v === this.lastPainted[i])) return;
    toRgba(this.fb, paletteFor(dark), this.image.data);
    this.ctx.putImageData(this.image, 0, 0);
    this.lastPainted.set(this.fb);
    this.paintedDark = dark;
  }

  private showToast(text: string): void {
    this._toast = text;
    clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => (this._toast = ''), TOAST_MS);
  }
}

if (!customElements.get('tl-lcd')) customElements.define('tl-lcd', TlLcd);

declare global {
  interface HTMLElementTagNameMap {
    'tl-lcd': TlLcd;
  }
}
