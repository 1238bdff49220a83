/**
 * The theme, once: every colour and font token of the app as CSS custom properties, light and dark.
 * Each element composes THEME into its static styles (so it looks right alone, as in component
 * tests), the page gets the same tokens on :root (pageTheme, adopted by boot), and no element
 * carries a fallback palette of its own. SR_ONLY is the one screen-reader-only rule.
 */
import { css, unsafeCSS, type CSSResult } from 'lit';

/** Token values, light first: name (without --tl-) → [light, dark]. */
const TOKENS = {
  page: ['#fdf3f6', '#17121b'], // the page around the toy and the diary's paper
  shell: ['#f4b6c8', '#4a3550'], // the toy's plastic
  ink: ['#2b1d24', '#f4eaf0'], // text
  muted: ['#56414c', '#d8c8d2'], // secondary text: at least 4.5:1 on the shell, the page, paper and buttons (WCAG AA)
  accent: ['#325a1a', '#8cc465'], // buttons, focus rings, chips; also text (a low stat's word), so 4.5:1 on the shell
  'on-accent': ['#ffffff', '#17121b'], // text on the accent
  error: ['#8f2020', '#ffb4a8'], // a problem's words, 4.5:1 on the shell
  paper: ['#ffffff', '#2f2839'], // bubbles and cards
  field: ['#ffffffcc', '#2a2030'], // inputs and banners
  button: ['#ffffffa0', '#ffffff1f'], // care buttons
  shadow: ['#00000026', '#00000080'], // drop shadows
  line: ['#00000030', '#ffffff30'], // hairlines
  focus: ['#f5c542', '#f5c542'], // the LCD's keyboard focus ring, visible on green and dark
  'lcd-bezel': ['#3a4130', '#3a4130'], // the LCD's frame
} as const satisfies Record<string, readonly [string, string]>;

/** Fonts: the pet's bubbly voice and the diary's handwriting. */
const FONTS = {
  'pet-font': "ui-rounded, 'SF Pro Rounded', 'Varela Round', Nunito, 'Trebuchet MS', system-ui, sans-serif",
  'hand-font': "'Segoe Print', 'Bradley Hand', 'Chalkboard SE', 'Comic Sans MS', 'Comic Neue', cursive",
} as const;

function declarations(which: 0 | 1): string {
  const colours = Object.entries(TOKENS).map(([k, v]) => `--tl-${k}: ${v[which]};`);
  const fonts = which === 0 ? Object.entries(FONTS).map(([k, v]) => `--tl-${k}: ${v};`) : [];
  return [...colours, ...fonts].join(' ');
}

function themeFor(selector: string): CSSResult {
  return unsafeCSS(
    `${selector} { ${declarations(0)} } @media (prefers-color-scheme: dark) { ${selector} { ${declarations(1)} } }`,
  );
}

/** The tokens on an element's host. */
export const THEME = themeFor(':host');

/** The tokens on the page, for what lies outside the elements (the page's background). */
export const pageTheme = themeFor(':root');

/** Visually hidden, still read by screen readers. */
export const SR_ONLY = css`
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
