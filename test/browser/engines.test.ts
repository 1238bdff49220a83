/**
 * The cross-engine smoke: the built app, served by the preview server, in WebKitGTK (Safari's engine)
 * and Firefox ESR, driven as a user would (typing and clicking through the engine's own input):
 * hatch, a line from the real brain, a care, a reload that keeps the pet, and a reload with the server
 * gone (offline: the service worker and the model cache carry it) that still gets a brain line.
 * What each engine lacks and how the app degrades is in docs/engines.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateTranscript } from '../../src/world/index.ts';
import { root, serveBuilt } from '../helpers/browser.ts';
import { ENGINES, launchEngine, waitInPage, type EngineDriver } from '../helpers/engines.ts';

const OUTPUT = `${root}test/output/engines`;
const names = { pet: 'Mochi', owner: 'Sam' };
const APP = 'const app = document.querySelector("tl-app");';

/** Wraps the controller's brain so the page counts the brain's turns and keeps their lines (observing only). */
const WATCH_BRAIN = `${APP}
  const port = app?.controller?.brain;
  if (!port || port.__watched) return !!port;
  const generate = port.generate.bind(port);
  window.__brainBodies = [];
  port.generate = (...a) => generate(...a).then((turn) => { window.__brainBodies.push(turn.body); return turn; });
  port.__watched = true;
  return true;`;

const chatOf = (d: EngineDriver) => d.run<string[]>(`${APP} return app.view?.pet?.chat ?? [];`);

/** Types a message, presses Enter, and waits for the pet's line after it; returns that line's body and whether the brain wrote it. */
async function talk(d: EngineDriver, text: string): Promise<{ body: string; fromBrain: boolean; chat: string[] }> {
  await waitInPage(d, WATCH_BRAIN, 30_000);
  const before = (await chatOf(d)).length;
  await d.type(['tl-app', 'tl-chat', 'input'], text);
  await d.enter(['tl-app', 'tl-chat', 'input']);
  const chat = await waitInPage<string[]>(
    d,
    `${APP}
    const chat = app.view.pet.chat; const i = chat.indexOf(arguments[1] + ': ' + arguments[2], arguments[0]);
    return i >= 0 && chat.slice(i + 1).some((l) => l.startsWith(arguments[3] + ':')) ? chat : null;`,
    90_000,
    before,
    names.owner,
    text,
    names.pet,
  );
  const mine = chat.indexOf(`${names.owner}: ${text}`, before);
  const line = chat.slice(mine + 1).find((l) => l.startsWith(`${names.pet}:`))!;
  const body = line.slice(names.pet.length + 2);
  const bodies = await d.run<string[]>('return window.__brainBodies ?? [];');
  return { body, fromBrain: bodies.includes(body), chat };
}

describe.each(ENGINES)('the built app in %s', (engine) => {
  let d: EngineDriver;
  let url: string;
  let server: PreviewServer;

  beforeAll(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    ({ url, server } = await serveBuilt());
    d = await launchEngine(engine);
  }, 120_000);

  afterAll(async () => {
    await d?.close();
    await server?.close().catch(() => {});
  });

  it('hatches a named pet', async () => {
    await d.open(url);
    await waitInPage(d, `${APP} return !!app?.shadowRoot?.querySelector('tl-hatch');`, 30_000);
    await d.type(['tl-app', 'tl-hatch', 'input[name=pet]'], names.pet);
    await d.type(['tl-app', 'tl-hatch', 'input[name=owner]'], names.owner);
    await d.click(['tl-app', 'tl-hatch', 'button[type=submit]']);
    const pet = await waitInPage<{ name: string; owner: string }>(
      d,
      `${APP} return app.shadowRoot.querySelector('tl-lcd') && app.view?.pet;`,
      30_000,
    );
    expect(pet).toMatchObject({ name: 'Mochi', owner: 'Sam' });
    await d.screenshot(`${OUTPUT}/${engine}-hatched.png`);
  }, 90_000);

  it('the real brain loads and answers a message with a valid line', async () => {
    await waitInPage(d, `${APP} return app.brain?.state === 'ready';`, 180_000);
    const { body, fromBrain, chat } = await talk(d, 'hi Mochi!! how are u');
    expect(fromBrain, `the line "${body}" came from the brain`).toBe(true);
    expect(validateTranscript({ ...names, asleep: false }, chat).valid).toBe(true);
    await d.screenshot(`${OUTPUT}/${engine}-chat.png`);
  }, 300_000);

  it('a care: offering food from the care menu gets an answer', async () => {
    const before = (await chatOf(d)).length;
    await d.click(['tl-app', 'tl-care', '#feed']);
    await waitInPage(
      d,
      `${APP} return !!app.shadowRoot.querySelector('tl-care').shadowRoot.querySelector('button[data-food]');`,
      10_000,
    );
    await d.click(['tl-app', 'tl-care', 'button[data-food]']);
    const chat = await waitInPage<string[]>(
      d,
      `${APP}
      const chat = app.view.pet.chat; const i = chat.findIndex((l, k) => k >= arguments[0] && / offered Mochi /.test(l));
      return i >= 0 && chat.slice(i + 1).some((l) => /^Mochi: .*\\[(yes|no)\\]/.test(l)) ? chat : null;`,
      90_000,
      before,
    );
    expect(validateTranscript({ ...names, asleep: false }, chat).valid).toBe(true);
  }, 120_000);

  it('a reload keeps the pet and its chat', async () => {
    const before = await d.run<{ bornAt: number; chat: string[] }>(`${APP} return app.view.pet;`);
    await d.reload();
    const after = await waitInPage<{ name: string; bornAt: number; chat: string[] }>(
      d,
      `${APP} return app?.shadowRoot?.querySelector('tl-lcd') && app.view?.pet;`,
      30_000,
    );
    expect(after.name).toBe('Mochi');
    expect(after.bornAt).toBe(before.bornAt);
    expect(after.chat.slice(0, before.chat.length)).toEqual(before.chat);
  }, 60_000);

  it('opens settings, which say whether storage is kept, whatever the engine lacks', async () => {
    // What the app detects and degrades without (docs/engines.md's table is written from these files).
    const features = await d.run<Record<string, boolean | string>>(`return (async () => ({
      engine: navigator.userAgent,
      serviceWorker: 'serviceWorker' in navigator, cacheStorage: 'caches' in self,
      crossOriginIsolated: self.crossOriginIsolated === true, sharedArrayBuffer: typeof SharedArrayBuffer === 'function',
      storagePersist: typeof navigator.storage?.persist === 'function', storageEstimate: typeof navigator.storage?.estimate === 'function',
      persisted: typeof navigator.storage?.persisted === 'function' ? String(await navigator.storage.persisted()) : 'n/a',
      webLocks: 'locks' in navigator, broadcastChannel: typeof BroadcastChannel === 'function',
      webAudio: typeof (self.AudioContext ?? self.webkitAudioContext) === 'function', audioSession: 'audioSession' in navigator,
      vibrate: typeof navigator.vibrate === 'function', badging: typeof navigator.setAppBadge === 'function',
      notifications: typeof Notification === 'function',
      periodicSync: typeof ServiceWorkerRegistration === 'function' && 'periodicSync' in ServiceWorkerRegistration.prototype,
    }))();`);
    writeFileSync(`${OUTPUT}/${engine}-features.json`, `${JSON.stringify(features, null, 2)}\n`);
    await d.click(['tl-app', 'tl-status', 'button[aria-label*="settings" i]']);
    const text = await waitInPage<string>(
      d,
      `${APP} const s = app.shadowRoot.querySelector('tl-settings'); return s?.shadowRoot?.textContent;`,
      10_000,
    );
    expect(text).toMatch(/kept safe: yes|may clear it|kept safe: unknown/);
    expect(text).not.toMatch(/could not load/);
    await d.screenshot(`${OUTPUT}/${engine}-settings.png`);
    await d.click(['tl-app', 'tl-settings', 'button[aria-label="close settings"]']);
  }, 60_000);

  it('with the server gone, a reload plays offline and the brain still answers', async () => {
    // The service worker controls the page and the model cache holds every file model.json lists.
    await waitInPage(d, `return !!navigator.serviceWorker.controller;`, 30_000);
    await waitInPage(
      d,
      `return (async () => {
      const list = await (await fetch('/model.json')).json();
      for (const name of await caches.keys()) if (name.startsWith('tokenling-model-') && (await (await caches.open(name)).keys()).length >= list.files.length) return true;
      return false; })();`,
      60_000,
    );
    await server.close();
    await d.reload();
    await waitInPage(
      d,
      `${APP} return app?.shadowRoot?.querySelector('tl-lcd') && app.view?.pet?.name === 'Mochi';`,
      30_000,
    );
    await waitInPage(d, `${APP} return app.brain?.state === 'ready';`, 120_000);
    const { body, fromBrain, chat } = await talk(d, 'r u still there?');
    expect(fromBrain, `the line "${body}" came from the brain`).toBe(true);
    expect(validateTranscript({ ...names, asleep: false }, chat).valid).toBe(true);
    await d.screenshot(`${OUTPUT}/${engine}-offline.png`);
  }, 240_000);
});
