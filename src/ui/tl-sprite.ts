/**
 * <tl-sprite name="flower" scale="2">: one named icon from the LCD's pixel art
 * (a food, gift, dream, want, toy or mark) on a tiny canvas, for chat chips,
 * the shelf and diary doodles. An unknown name draws nothing.
 */
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { THEME } from './theme.ts';
import { PALETTE, TRANSPARENT, toRgba } from './lcd/palette.ts';
import { iconSprite, shadeAt, spriteHeight, spriteWidth, type Sprite } from './lcd/sprites.ts';

/** A sprite as palette indices, TRANSPARENT where it has no pixel. */
function spriteIndices(s: Sprite): Uint8Array {
  const w = spriteWidth(s);
  const px = new Uint8Array(w * spriteHeight(s));
  for (let y = 0; y < s.length; y++) for (let x = 0; x < w; x++) px[y * w + x] = shadeAt(s, x, y) ?? TRANSPARENT;
  return px;
}

/**
 * A named LCD icon, drawn crisp at a whole-number scale.
 * @csspart canvas - the icon's canvas.
 */
export class TlSprite extends LitElement {
  static override properties = {
    name: { type: String, reflect: true },
    scale: { type: Number },
  };

  static override styles = [
    THEME,
    css`
    :host { display: inline-block; line-height: 0; }
    canvas { display: block; image-rendering: crisp-edges; image-rendering: pixelated; }
  `,
  ];

  declare name: string;
  declare scale: number;
  /** True while the aria-label is ours (set from the name), not the page's. */
  private ownLabel = false;

  constructor() {
    super();
    this.name = '';
    this.scale = 2;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('role')) this.setAttribute('role', 'img');
  }

  override render() {
    const s = iconSprite(this.name);
    if (!s) return nothing;
    const w = spriteWidth(s);
    const h = spriteHeight(s);
    return html`<canvas part="canvas" width=${w} height=${h} aria-hidden="true"></canvas>`;
  }

  override updated(changed: PropertyValues<this>): void {
    if (changed.has('name')) this.label();
    const s = iconSprite(this.name);
    const canvas = this.renderRoot.querySelector('canvas');
    if (!s || !canvas) return;
    // Sized through the CSSOM, not a style attribute, which the Content Security Policy refuses (docs/csp.md).
    const k = Math.max(1, Math.round(this.scale) || 1);
    canvas.style.width = `${spriteWidth(s) * k}px`;
    canvas.style.height = `${spriteHeight(s) * k}px`;
    let ctx: CanvasRenderingContext2D | null;
    try {
      ctx = canvas.getContext('2d');
    } catch {
      return; // no canvas support (a test DOM): the element still stands in the layout
    }
    if (!ctx) return;
    const image = ctx.createImageData(spriteWidth(s), spriteHeight(s));
    toRgba(spriteIndices(s), PALETTE, image.data);
    ctx.putImageData(image, 0, 0);
  }

  /** Names the icon for screen readers, unless the page labelled or hid it itself. */
  private label(): void {
    const pageOwned = !this.ownLabel && this.hasAttribute('aria-label');
    if (pageOwned || this.getAttribute('aria-hidden') === 'true') return;
    if (iconSprite(this.name)) {
      this.setAttribute('aria-label', this.name);
      this.ownLabel = true;
    } else if (this.ownLabel) {
      this.removeAttribute('aria-label');
      this.ownLabel = false;
    }
  }
}

if (!customElements.get('tl-sprite')) customElements.define('tl-sprite', TlSprite);

declare global {
  interface HTMLElementTagNameMap {
    'tl-sprite': TlSprite;
  }
}
