/** The look of <tl-lcd>: a rounded bezel, the screen with its faint pixel grid, and the gift toast. */
import { css, unsafeCSS } from 'lit';
import { PALETTE } from './palette.ts';
import { THEME } from '../theme.ts';

/** Padding of the bezel around the screen, each side (CSS px). */
export const BEZEL_PX = 12;

/** <tl-lcd>'s shadow styles, on the app's theme; the grid's cell size comes from the --px custom property. */
export const lcdStyles = [
  THEME,
  css`
  :host { display: block; }
  .bezel {
    display: flex; justify-content: center;
    padding: ${BEZEL_PX}px; border-radius: 22px;
    background: var(--tl-lcd-bezel);
    box-shadow: inset 0 2px 6px rgb(0 0 0 / 0.35), 0 1px 0 rgb(255 255 255 / 0.08);
  }
  .screen {
    position: relative; border-radius: 8px; overflow: hidden; container-type: inline-size;
    background: ${unsafeCSS(PALETTE[0])};
    box-shadow: inset 0 0 0 2px rgb(0 0 0 / 0.25);
  }
  canvas {
    display: block; width: 100%; height: 100%;
    image-rendering: crisp-edges; image-rendering: pixelated;
    touch-action: manipulation; cursor: pointer;
  }
  canvas:focus-visible { outline: 3px solid var(--tl-focus); outline-offset: -3px; }
  .grid {
    position: absolute; inset: 0; pointer-events: none;
    background-image:
      linear-gradient(to right, rgb(0 0 0 / 0.07) 1px, transparent 1px),
      linear-gradient(to bottom, rgb(0 0 0 / 0.07) 1px, transparent 1px);
    background-size: var(--px) var(--px);
  }
  .toast {
    position: absolute; left: 50%; top: 6px; transform: translateX(-50%);
    max-width: 90%; padding: 4px 10px; border-radius: 999px;
    background: rgb(32 42 23 / 0.92); color: #eef3d8;
    font: 600 13px/1.3 system-ui, sans-serif; text-align: center; white-space: nowrap;
    overflow: hidden; text-overflow: ellipsis;
    opacity: 0; transition: opacity 0.25s; pointer-events: none;
  }
  .toast.show { opacity: 1; }
  .hint {
    position: absolute; inset: 12% 6%; display: grid; place-items: center; padding: 8px 14px; border-radius: 16px;
    background: rgb(32 42 23 / 0.9); color: #fbfde9; text-align: center;
    font: 800 clamp(18px, 7cqw, 28px)/1.2 var(--tl-pet-font);
    opacity: 0; transition: opacity 0.2s; pointer-events: none;
  }
  .hint:empty { display: none; }
  .hint.show { opacity: 1; }
  @media (prefers-reduced-motion: reduce) { .toast, .hint { transition: none; } }
`,
];
