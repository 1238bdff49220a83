// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { SettingsView } from '../../src/ui/settings-view.ts';
import '../../src/ui/tl-settings.ts';
import type { TlSettings } from '../../src/ui/tl-settings.ts';
import { formatBytes } from '../../src/ui/format.ts';

/** A settings view with everything known, changed by `over`. */
function view(over: Partial<SettingsView> = {}): SettingsView {
  return {
    prefs: { version: 1, sound: true, showTags: false, notifications: false },
    storage: { usage: 3_400_000, quota: 1_200_000_000 },
    persisted: true,
    model: { name: 'tokenling-gpt2-small', version: 'a1b2c3d4', bytes: 52_000_000 },
    modelCached: true,
    brain: { state: 'ready', loaded: 52_000_000, total: 52_000_000 },
    canInstall: false,
    installed: false,
    ios: false,
    appVersion: '1.2.3',
    message: null,
    backups: [],
    importOffer: null,
    ...over,
  };
}

/** Puts a <tl-settings> into the page and waits for its first render. */
async function mount(v: SettingsView | null = view(), petName = 'Mochi'): Promise<TlSettings> {
  const el = document.createElement('tl-settings');
  el.view = v;
  el.petName = petName;
  document.body.append(el);
  await el.updateComplete;
  return el;
}

/** Renders `v` into `el` and waits. */
async function show(el: TlSettings, v: SettingsView | null): Promise<void> {
  el.view = v;
  await el.updateComplete;
}

const $ = <E extends Element = HTMLElement>(el: TlSettings, sel: string): E | null =>
  el.shadowRoot!.querySelector<E>(sel);
const text = (el: TlSettings, sel: string): string => ($(el, sel)?.textContent ?? '').replace(/\s+/g, ' ').trim();

const stopListening: (() => void)[] = [];

/** Records the events of `type` that reach the document (until the test ends). */
function listen(type: string): CustomEvent[] {
  const got: CustomEvent[] = [];
  const on = (e: Event): void => void got.push(e as CustomEvent);
  document.addEventListener(type, on);
  stopListening.push(() => document.removeEventListener(type, on));
  return got;
}

afterEach(() => {
  for (const stop of stopListening.splice(0)) stop();
  document.body.replaceChildren();
});

describe('formatBytes', () => {
  it('reaches gigabytes', () => {
    expect(formatBytes(1_200_000_000)).toBe('1.2 GB');
    expect(formatBytes(3_400_000)).toBe('3.4 MB');
    expect(formatBytes(900)).toBe('900 B');
  });
});

describe('<tl-settings>', () => {
  it('shows storage used and available with a bar, and whether it is kept', async () => {
    const el = await mount();
    expect(text(el, '.usage')).toBe('3.4 MB used of 1.2 GB');
    const meter = $<HTMLMeterElement>(el, '.storage meter')!;
    expect(meter).not.toBeNull();
    expect(meter.getAttribute('max')).toBe('1200000000');
    expect(text(el, '.persisted')).toBe('kept safe: yes');
    await show(el, view({ persisted: false }));
    expect(text(el, '.persisted')).toBe('the browser may clear it when space runs low');
    await show(el, view({ persisted: null, storage: null }));
    expect(text(el, '.persisted')).toContain('unknown');
    expect($(el, '.storage meter')).toBeNull();
    expect(text(el, '.usage')).toContain('does not say');
  });

  it("shows the brain's size in words (no internal name or hash) and where it is stored", async () => {
    const el = await mount();
    const model = text(el, '.model');
    expect(model).toBe("Mochi's brain: 52.0 MB, the model and its runtime");
    expect(model).not.toContain('tokenling-gpt2-small');
    expect(model).not.toContain('a1b2c3d4');
    expect(text(el, '.cached')).toBe('stored on this device — works offline');
    await show(el, view({ modelCached: false }));
    expect(text(el, '.cached')).toBe('not stored — it will download again next time Mochi thinks');
    await show(el, view({ modelCached: null }));
    expect(text(el, '.cached')).toBe('no offline cache in this browser/mode');
    expect($(el, '.loading')).toBeNull();
  });

  it('shows the download while the brain loads, and disables clearing the cache', async () => {
    const el = await mount(
      view({ brain: { state: 'loading', loaded: 13_000_000, total: 52_000_000, from: 'download' } }),
    );
    const loading = text(el, '.loading');
    expect(loading).toContain('13.0 MB of 52.0 MB');
    expect(loading).toContain('(25%)');
    const bar = $<HTMLProgressElement>(el, '.loading progress')!;
    expect(bar.getAttribute('max')).toBe('52000000');
    expect(bar.getAttribute('value')).toBe('13000000');
    expect($<HTMLButtonElement>(el, 'button.clear')!.disabled).toBe(true);
    await show(el, view({ brain: { state: 'loading', loaded: 500, total: null, from: 'download' } }));
    expect(text(el, '.loading')).toContain('500 B');
    expect(text(el, '.loading')).not.toContain('%');
    expect($(el, '.loading progress')!.hasAttribute('value')).toBe(false);
  });

  it('a brain waking from the model cache shows no byte counter', async () => {
    const el = await mount(view({ brain: { state: 'loading', loaded: 0, total: 20_200_000, from: 'device' } }));
    expect(text(el, '.loading')).toBe('waking up from this device…');
    expect($(el, '.loading progress')).toBeNull();
  });

  it('shows why the brain failed', async () => {
    const el = await mount(view({ brain: { state: 'failed', loaded: 0, total: null, message: 'out of memory' } }));
    expect(text(el, '.failed')).toContain('out of memory');
    expect($<HTMLButtonElement>(el, 'button.clear')!.disabled).toBe(false);
  });

  it('clears the model cache and exports', async () => {
    const cleared = listen('tl-clear-model');
    const exported = listen('tl-export');
    const el = await mount();
    $(el, 'button.clear')!.click();
    $(el, 'button.export')!.click();
    expect(cleared).toHaveLength(1);
    expect(exported).toHaveLength(1);
    expect(cleared[0]!.composed).toBe(true);
  });

  it('imports a chosen file and lets the same file be chosen again', async () => {
    const imported = listen('tl-import');
    const el = await mount();
    const input = $<HTMLInputElement>(el, 'input[type="file"]')!;
    expect(input.accept).toBe('.json,application/json');
    const file = new File(['{"pet":{}}'], 'mochi.json', { type: 'application/json' });
    const dt = new DataTransfer();
    dt.items.add(file);
    input.files = dt.files;
    expect(input.files.length).toBe(1);
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(imported).toHaveLength(1);
    expect(imported[0]!.detail).toEqual({ file });
    expect(imported[0]!.detail.file).toBe(file);
    expect(input.value).toBe('');
    // A change with nothing chosen sends nothing.
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(imported).toHaveLength(1);
  });

  it('resets only after the confirm', async () => {
    const resets = listen('tl-reset');
    const el = await mount();
    $(el, 'button.reset')!.click();
    await el.updateComplete;
    expect(resets).toHaveLength(0);
    expect(text(el, '.confirm')).toContain(
      'Really say goodbye to Mochi? Mochi is kept in backups for a while, so you can still bring Mochi back from there.',
    );
    expect(el.shadowRoot!.activeElement).toBe($(el, 'button.cancel'));
    $(el, 'button.cancel')!.click();
    await el.updateComplete;
    expect(resets).toHaveLength(0);
    expect($(el, '.confirm')).toBeNull();
    $(el, 'button.reset')!.click();
    await el.updateComplete;
    $(el, 'button.confirm-reset')!.click();
    await el.updateComplete;
    expect(resets).toHaveLength(1);
    expect($(el, '.confirm')).toBeNull();
  });

  it('offers the install button only when the browser can install', async () => {
    const installs = listen('tl-install');
    const el = await mount();
    expect($(el, 'button.install')).toBeNull();
    expect(text(el, '.manual')).toContain('menu');
    await show(el, view({ canInstall: true }));
    $(el, 'button.install')!.click();
    expect(installs).toHaveLength(1);
    await show(el, view({ canInstall: true, installed: true }));
    expect($(el, 'button.install')).toBeNull();
    expect(text(el, '.installed')).toBe('installed ✓');
  });

  it('shows the manual steps on iOS', async () => {
    const el = await mount(view({ ios: true }));
    const steps = text(el, '.ios');
    expect(steps).toContain('Share');
    expect(steps).toContain('Add to Home Screen');
    expect($(el, 'button.install')).toBeNull();
  });

  it('shows the last result as status or alert', async () => {
    const el = await mount(view({ message: { kind: 'error', text: 'That file is not a tokenling save.' } }));
    const alert = $(el, '[role="alert"]')!;
    expect(alert.textContent).toContain('That file is not a tokenling save.');
    expect($(el, '.message[role="status"]')).toBeNull();
    await show(el, view({ message: { kind: 'ok', text: 'Saved mochi.json' } }));
    expect(text(el, '.message[role="status"]')).toBe('Saved mochi.json');
    expect($(el, '[role="alert"]')).toBeNull();
  });

  it('closes from the ✕ and from Escape; Escape first backs out of a reset', async () => {
    const closes = listen('tl-close');
    const el = await mount();
    const close = $(el, 'button[aria-label="close settings"]')!;
    expect(close.textContent).toContain('✕');
    close.click();
    expect(closes).toHaveLength(1);
    $(el, 'button.reset')!.click();
    await el.updateComplete;
    $(el, 'button.cancel')!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
    );
    await el.updateComplete;
    expect(closes).toHaveLength(1);
    expect($(el, '.confirm')).toBeNull();
    $(el, 'button.reset')!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
    );
    expect(closes).toHaveLength(2);
  });

  it('renders only the header without a view, and escapes text', async () => {
    const resets = listen('tl-reset');
    const el = await mount(view({ message: { kind: 'ok', text: '<b>bold</b>' } }), '<i>Mo</i>');
    expect($(el, '.message b')).toBeNull();
    expect(text(el, '.message')).toBe('<b>bold</b>');
    $(el, 'button.reset')!.click();
    await el.updateComplete;
    expect($(el, '.confirm i')).toBeNull();
    expect(text(el, '.confirm')).toContain('Really say goodbye to <i>Mo</i>?');
    expect(resets).toHaveLength(0);
    await show(el, null);
    expect($(el, 'section')).toBeNull();
    expect($(el, 'button.close')).not.toBeNull();
  });
});

describe('the play switches', () => {
  it('show the stored preferences and send a change when flipped', async () => {
    const el = await mount(view({ prefs: { version: 1, sound: true, showTags: false, notifications: false } }));
    const sound = $(el, '.toggle.sound input') as HTMLInputElement;
    const tags = $(el, '.toggle.showTags input') as HTMLInputElement;
    expect(sound.checked).toBe(true);
    expect(tags.checked).toBe(false);
    const sent: unknown[] = [];
    el.addEventListener('tl-prefs', (e) => sent.push((e as CustomEvent).detail));
    tags.click();
    sound.click();
    expect(sent).toEqual([{ showTags: true }, { sound: false }]);
  });
});
