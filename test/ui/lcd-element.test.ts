// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LcdScene } from '../../src/ui/scene.ts';
import { CATCH_HINT_GAMES, CATCH_HINT_KEY, TlLcd, TOAST_MS, lcdScaleFor } from '../../src/ui/tl-lcd.ts';
import '../../src/ui/tl-sprite.ts';
import { CUE_MS } from '../../src/ui/lcd/anim.ts';
import { CATCH_TAUGHT_LEAD_MS, planThrows } from '../../src/ui/lcd/catch-game.ts';
import { scene } from './lcd-helpers.ts';

async function mountLcd(s: LcdScene | null = scene()): Promise<TlLcd> {
  const el = document.createElement('tl-lcd');
  el.scene = s;
  document.body.append(el);
  await el.updateComplete;
  return el;
}

const canvasOf = (el: Element): HTMLCanvasElement => el.shadowRoot!.querySelector('canvas')!;

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('<tl-lcd>', () => {
  it('renders a 64×48 canvas with role img and a description', async () => {
    const el = await mountLcd(scene({ asleep: true, dream: 'moon' }));
    expect(el).toBeInstanceOf(TlLcd);
    const canvas = canvasOf(el);
    expect(canvas.width).toBe(64);
    expect(canvas.height).toBe(48);
    expect(canvas.getAttribute('role')).toBe('img');
    expect(canvas.getAttribute('aria-label')).toBe('Mochi the kid is asleep and dreaming of a moon.');
    el.scene = scene({ want: 'bath', stage: 'teen' });
    await el.updateComplete;
    expect(canvasOf(el).getAttribute('aria-label')).toBe('Mochi the teen is awake and wants a bath.');
  });

  it('a click or Space on the screen pats the pet', async () => {
    const el = await mountLcd();
    const pats: Event[] = [];
    document.body.addEventListener('tl-pat', (e) => pats.push(e));
    canvasOf(el).click();
    canvasOf(el).dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    canvasOf(el).dispatchEvent(new KeyboardEvent('keydown', { key: 'x', bubbles: true }));
    expect(pats).toHaveLength(2);
    expect(pats[0]!.bubbles && pats[0]!.composed).toBe(true);
  });

  it('during catch, taps try to catch instead of patting, and the stars come back at the end', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    });
    const el = await mountLcd();
    const pats: Event[] = [];
    const done: CustomEvent<{ stars: number }>[] = [];
    document.body.addEventListener('tl-pat', (e) => pats.push(e));
    document.body.addEventListener('tl-catch-done', (e) => done.push(e as CustomEvent<{ stars: number }>));
    el.startCatch(42);
    expect(el.catching).toBe(true);
    canvasOf(el).click(); // before the first ball: spent on nothing, but no pat
    expect(pats).toHaveLength(0);
    vi.advanceTimersByTime(30_000);
    expect(done).toHaveLength(1);
    expect(done[0]!.detail.stars).toBe(0);
    expect(done[0]!.bubbles && done[0]!.composed).toBe(true);
    expect(el.catching).toBe(false);
    canvasOf(el).click();
    expect(pats).toHaveLength(1);
  });

  it("the first games say how to play, with the pet's name, until the first ball flies; later games do not", async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    });
    localStorage.removeItem(CATCH_HINT_KEY);
    const el = await mountLcd();
    const hint = () => el.shadowRoot!.querySelector('.hint.show')?.textContent?.trim() ?? null;
    const shown: (string | null)[] = [];
    for (let i = 0; i < CATCH_HINT_GAMES + 1; i++) {
      el.startCatch(i);
      await el.updateComplete;
      shown.push(hint());
      vi.advanceTimersByTime(CATCH_TAUGHT_LEAD_MS + 10);
      await el.updateComplete;
      expect(hint()).toBeNull();
      vi.advanceTimersByTime(30_000);
    }
    expect(shown).toEqual([
      ...Array.from({ length: CATCH_HINT_GAMES }, () => `Tap when the ball reaches ${el.scene!.name}!`),
      null,
    ]);
  });

  it('taps on time catch the balls', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    });
    localStorage.setItem(CATCH_HINT_KEY, String(CATCH_HINT_GAMES)); // past the games that teach: the usual lead
    const el = await mountLcd();
    const done: CustomEvent<{ stars: number }>[] = [];
    el.addEventListener('tl-catch-done', (e) => done.push(e as CustomEvent<{ stars: number }>));
    const start = performance.now();
    el.startCatch(7);
    const throws = planThrows(7);
    for (const th of throws.slice(0, 3)) {
      vi.advanceTimersByTime(start + th.launch + th.flight * 0.95 - performance.now());
      canvasOf(el).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      canvasOf(el).click(); // the click after a pointerdown is not a second try
    }
    vi.advanceTimersByTime(30_000);
    expect(done.map((e) => e.detail.stars)).toEqual([3]);
  });

  it('shows a toast when a gift lands, for a few seconds', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    });
    const el = await mountLcd(scene({ shelf: ['flower'] }));
    el.cue({ kind: 'gift', gift: 'flower' });
    const toast = () => el.shadowRoot!.querySelector('.toast')!;
    vi.advanceTimersByTime(CUE_MS.gift / 2);
    await el.updateComplete;
    expect(toast().textContent).toBe('');
    vi.advanceTimersByTime(CUE_MS.gift);
    await el.updateComplete;
    expect(toast().textContent).toBe('Mochi gave you a flower!');
    expect(toast().getAttribute('role')).toBe('status');
    vi.advanceTimersByTime(TOAST_MS + 100);
    await el.updateComplete;
    expect(toast().textContent).toBe('');
  });

  it('plays a catch result: its words while the stars are up, then the plain ones', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    });
    const el = await mountLcd();
    el.cue({ kind: 'catchResult', stars: 4 });
    vi.advanceTimersByTime(CUE_MS.catchResult / 2);
    await el.updateComplete;
    expect(canvasOf(el).getAttribute('aria-label')).toBe('Mochi the kid caught 4 stars and is bouncing happily.');
    vi.advanceTimersByTime(CUE_MS.catchResult);
    await el.updateComplete;
    expect(canvasOf(el).getAttribute('aria-label')).toBe('Mochi the kid is awake.');
  });

  it('stops its frame loop when removed', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    });
    const el = await mountLcd();
    el.cue({ kind: 'emote', emote: 'happy' });
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    el.remove();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('picks the largest whole-number scale that fits', () => {
    expect(lcdScaleFor(420)).toBe(6);
    expect(lcdScaleFor(390 - 32)).toBe(5);
    expect(lcdScaleFor(10)).toBe(1);
    expect(lcdScaleFor(5000)).toBe(10);
  });
});

describe('<tl-sprite>', () => {
  it('draws a named icon with role img and its name as label', async () => {
    const el = document.createElement('tl-sprite');
    el.name = 'flower';
    el.scale = 3;
    document.body.append(el);
    await el.updateComplete;
    const canvas = el.shadowRoot!.querySelector('canvas')!;
    expect(canvas.width).toBe(7);
    expect(canvas.style.width).toBe('21px');
    expect(el.getAttribute('role')).toBe('img');
    expect(el.getAttribute('aria-label')).toBe('flower');
  });

  it('draws nothing for an unknown name, and keeps a label the page set', async () => {
    document.body.innerHTML =
      '<tl-sprite name="unicorn"></tl-sprite><tl-sprite name="cookie" aria-label="a doodle of cookie"></tl-sprite>';
    const [unknown, labelled] = [...document.querySelectorAll('tl-sprite')];
    await unknown!.updateComplete;
    await labelled!.updateComplete;
    expect(unknown!.shadowRoot!.querySelector('canvas')).toBeNull();
    expect(unknown!.hasAttribute('aria-label')).toBe(false);
    expect(labelled!.getAttribute('aria-label')).toBe('a doodle of cookie');
    expect(labelled!.shadowRoot!.querySelector('canvas')).not.toBeNull();
  });
});
