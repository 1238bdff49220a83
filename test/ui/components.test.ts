// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { LitElement } from 'lit';
import { STATS, eventLine, ownerLine, petLine } from '../../src/world/index.ts';
import { fromLocalIso, newPet, type PetState } from '../../src/sim/index.ts';
import { localNow } from '../../src/app/app-view.ts';
import '../../src/ui/tl-chat.ts';
import '../../src/ui/tl-status.ts';
import '../../src/ui/tl-shelf.ts';
import '../../src/ui/tl-diary.ts';
import '../../src/ui/tl-care.ts';

const names = { pet: 'Mochi', owner: 'Sam' };

/** Puts an element into the page with some properties set and waits for its first render. */
async function mount<K extends 'tl-chat' | 'tl-status' | 'tl-shelf' | 'tl-diary' | 'tl-care'>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]>,
): Promise<HTMLElementTagNameMap[K]> {
  const el = document.createElement(tag);
  Object.assign(el, props);
  document.body.append(el);
  await (el as LitElement).updateComplete;
  return el;
}

const shadow = (el: Element): ShadowRoot => el.shadowRoot!;

afterEach(() => {
  document.body.replaceChildren();
});

describe('<tl-chat>', () => {
  const lines = [
    ownerLine('Sam', 'hi [not a tag]'),
    petLine('Mochi', 'hello! [emote:happy]'),
    eventLine({ kind: 'offerFood', food: 'strawberry' }, names),
    petLine('Mochi', '[clock]{21:40 night} so late'),
  ];

  it('shows owner, pet and event lines', async () => {
    const el = await mount('tl-chat', { lines, names });
    const root = shadow(el);
    expect(root.querySelector('.owner')?.textContent).toContain('hi [not a tag]');
    const pet = root.querySelector('.pet')!;
    expect(pet.textContent).toContain('hello!');
    expect(pet.querySelector('.chip')?.textContent).toContain('happy');
    expect(pet.textContent).not.toContain('[');
    const event = root.querySelector('.event')!;
    expect(event.textContent).toContain('Sam offered Mochi a strawberry');
    expect(event.textContent).not.toContain('*');
    expect(root.querySelector('[role="log"]')?.getAttribute('aria-live')).toBe('polite');
  });

  it("reads a lookup as what the pet does, and shows the raw tag only with the brain's tags switched on", async () => {
    const el = await mount('tl-chat', { lines, names });
    const chip = () => shadow(el).querySelector('.chip.lookup')!;
    expect(chip().textContent).toContain("checks the clock: it's 21:40");
    expect(chip().textContent).not.toMatch(/[[\]{}]/);
    el.showTags = true;
    await el.updateComplete;
    expect(chip().querySelector('.raw')?.textContent).toBe('[clock]{21:40 night}');
  });

  it('shows a live bubble without half-written tags, and the typing note only before it', async () => {
    const el = await mount('tl-chat', { lines: [], names, thinking: true });
    expect(shadow(el).querySelector('.typing')?.textContent).toContain('Mochi is thinking');
    el.streaming = 'yay [emote:love] and [gi';
    await el.updateComplete;
    const live = shadow(el).querySelector('.live')!;
    expect(live.textContent).toContain('love');
    expect(live.textContent).not.toContain('[');
    expect(shadow(el).querySelector('.typing')).toBeNull();
  });

  it('Enter sends the trimmed text and clears the field', async () => {
    const el = await mount('tl-chat', { names });
    const said: string[] = [];
    document.body.addEventListener('tl-say', (e) => said.push((e as CustomEvent<{ text: string }>).detail.text));
    const input = shadow(el).querySelector('input')!;
    input.value = '  what time is it?  ';
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    expect(said).toEqual(['what time is it?']);
    expect(input.value).toBe('');
  });

  it('whitespace sends nothing', async () => {
    const el = await mount('tl-chat', { names });
    let count = 0;
    el.addEventListener('tl-say', () => count++);
    const input = shadow(el).querySelector('input')!;
    input.value = '   ';
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    (shadow(el).querySelector('button') as HTMLButtonElement).click();
    expect(count).toBe(0);
  });

  it('disabled turns the field and button off', async () => {
    const el = await mount('tl-chat', { names, disabled: true });
    expect(shadow(el).querySelector('input')?.disabled).toBe(true);
    expect(shadow(el).querySelector('button')?.disabled).toBe(true);
  });
});

describe('<tl-status>', () => {
  const pet = (): PetState => newPet({ name: 'Mochi', owner: 'Sam', now: fromLocalIso('2026-11-30T09:00'), seed: 1 });

  it('shows name, stage, day and the stat words', async () => {
    const p = pet();
    p.stats = { tummy: 10, fun: 70, energy: 80, clean: 100 };
    const el = await mount('tl-status', { pet: p });
    const text = shadow(el).textContent!;
    expect(text).toContain('Mochi');
    expect(text).toContain('day 1');
    for (const word of ['starving', 'happy', 'awake', 'sparkly']) expect(text).toContain(word);
    const meters = shadow(el).querySelectorAll('[role="meter"]');
    expect([...meters].map((m) => m.getAttribute('aria-label'))).toEqual([...STATS]);
    expect(shadow(el).querySelector('.asleep')).toBeNull();
  });

  it('shows a sleep badge when asleep', async () => {
    const el = await mount('tl-status', { pet: { ...pet(), asleep: true } });
    expect(shadow(el).querySelector('.badge.asleep')?.textContent).toContain('asleep');
  });

  it('the gear and diary buttons ask for their panels', async () => {
    const el = await mount('tl-status', { pet: pet() });
    const fired: string[] = [];
    for (const type of ['tl-open-settings', 'tl-open-diary'])
      document.body.addEventListener(type, () => fired.push(type));
    for (const b of shadow(el).querySelectorAll('button')) b.click();
    expect(fired.sort()).toEqual(['tl-open-diary', 'tl-open-settings']);
  });
});

describe('<tl-diary>', () => {
  const pages = [
    { day: 1, date: '2026-11-30', text: 'I hatched today.\n[doodle:sparkle]' },
    { day: 2, date: '2026-12-01', text: 'Sam gave me a cookie.\n[doodle:cookie] [doodle:spaceship]' },
  ];

  it('opens at the newest page with its doodles', async () => {
    const el = await mount('tl-diary', { pages, name: 'Mochi' });
    const root = shadow(el);
    expect(root.querySelector('.date')?.textContent).toContain('day 2');
    expect(root.querySelector('.text')?.textContent).toContain('Sam gave me a cookie.');
    expect([...root.querySelectorAll('.doodles tl-sprite')].map((s) => s.getAttribute('name'))).toEqual(['cookie']);
    expect(root.querySelector('.text')?.textContent).toContain('[doodle:spaceship]');
  });

  it('turns to older and newer pages', async () => {
    const el = await mount('tl-diary', { pages, name: 'Mochi' });
    const root = shadow(el);
    const older = root.querySelector('button.older') as HTMLButtonElement;
    const newer = root.querySelector('button.newer') as HTMLButtonElement;
    expect(newer.disabled).toBe(true);
    older.click();
    await el.updateComplete;
    expect(root.querySelector('.date')?.textContent).toContain('day 1');
    expect(older.disabled).toBe(true);
    newer.click();
    await el.updateComplete;
    expect(root.querySelector('.date')?.textContent).toContain('day 2');
  });

  it('says when there are no pages, and when one is being written', async () => {
    const el = await mount('tl-diary', { pages: [], name: 'Mochi', writing: true });
    expect(shadow(el).querySelector('.empty')?.textContent).toBe(
      'no pages yet — Mochi writes one at the end of each day',
    );
    expect(shadow(el).querySelector('.writing')?.textContent).toContain('Mochi is writing in the diary…');
  });

  it('the close button fires tl-close', async () => {
    const el = await mount('tl-diary', { pages });
    let closed = 0;
    document.body.addEventListener('tl-close', () => closed++);
    (shadow(el).querySelector('button.close') as HTMLButtonElement).click();
    expect(closed).toBe(1);
  });
});

describe('<tl-shelf>', () => {
  it('lists gifts, today’s log and dreams from the log', async () => {
    const el = await mount('tl-shelf', {
      shelf: ['flower', 'star', 'flower'],
      today: ['ate a cookie', 'dreamed of moon'],
    });
    const root = shadow(el);
    expect([...root.querySelectorAll('.gifts tl-sprite')].map((s) => s.getAttribute('name'))).toEqual([
      'flower',
      'star',
    ]);
    expect(root.querySelector('.gifts')?.textContent).toContain('×2');
    expect(root.querySelector('.today')?.textContent).toContain('ate a cookie');
    expect(root.querySelector('.dreams')?.textContent).toContain('moon');
  });

  it('says when the shelf is empty', async () => {
    const el = await mount('tl-shelf', {});
    expect(shadow(el).textContent).toContain('no gifts yet');
  });
});

describe('<tl-care>', () => {
  it('a greyed button says why when tapped, in words, and sends nothing', async () => {
    const pet = newPet({ name: 'Mochi', owner: 'Sam', now: Date.UTC(2026, 11, 1, 10), seed: 2 });
    const el = await mount('tl-care', { pet });
    const sent: unknown[] = [];
    el.addEventListener('tl-care', (e) => sent.push(e.detail));
    const clean = shadow(el).querySelector('#clean') as HTMLButtonElement;
    expect(clean.getAttribute('aria-disabled')).toBe('true');
    clean.click();
    await el.updateComplete;
    expect(shadow(el).querySelector('.why')?.textContent).toBe('There is no poop to clean up.');
    expect(sent).toEqual([]);
    (shadow(el).querySelector('#pat') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(sent).toEqual([{ kind: 'pat' }]);
    expect(shadow(el).querySelector('.why')?.textContent).toBe('');
  });

  it('shows why the pet said no to an offer under the bar', async () => {
    const pet = newPet({ name: 'Mochi', owner: 'Sam', now: Date.UTC(2026, 11, 1, 10), seed: 2 });
    const el = await mount('tl-care', { pet });
    el.hint = { text: 'Mochi said no. Mochi is hungry: try some food first.', at: localNow() };
    await el.updateComplete;
    expect(shadow(el).querySelector('.why')?.textContent).toBe('Mochi said no. Mochi is hungry: try some food first.');
  });

  it('does not say an old no again when the bar is drawn later', async () => {
    const pet = newPet({ name: 'Mochi', owner: 'Sam', now: Date.UTC(2026, 11, 1, 10), seed: 2 });
    const el = await mount('tl-care', { pet });
    el.hint = { text: 'Mochi said no. Mochi is hungry: try some food first.', at: localNow() - 60_000 };
    await el.updateComplete;
    expect(shadow(el).querySelector('.why')?.textContent ?? '').toBe('');
  });
});
