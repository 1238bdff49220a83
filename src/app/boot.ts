/**
 * Starts the app in a page: opens the store, connects the brain (the real worker
 * unless one is given), starts the idle worker and mounts <tl-app>.
 */
import { BrainClient, wasmThreads } from '../brain/client.ts';
import { DB_NAME, PetStore } from '../store/db.ts';
import { isModelCached } from '../store/model-cache.ts';
import { BrainLoader } from './brain-loader.ts';
import { Pwa } from './pwa.ts';
import { holdPetLock, PetChannel } from './tab-lock.ts';
import { PetController, type BrainPort } from './controller.ts';
import { IdleDriver } from './idle-driver.ts';
import { Senses } from './senses.ts';
import { pageTheme } from '../ui/theme.ts';
import '../ui/tl-app.ts';
import type { TlApp } from '../ui/tl-app.ts';

export interface BootOptions {
  /** A brain to use instead of the model in the worker (test pages script one). */
  brain?: BrainPort;
  dbName?: string;
  /** The app's base URL, where models/ and ort/ are served. */
  base: string;
}

/** Mounts the app into `root`; resolves with the controller once the pet is open. */
export async function boot(
  root: HTMLElement,
  options: BootOptions,
): Promise<{ app: TlApp; controller: PetController | null }> {
  // The theme's tokens on the page too (its background), from the one table in ui/theme.ts.
  if (pageTheme.styleSheet && !document.adoptedStyleSheets.includes(pageTheme.styleSheet)) {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, pageTheme.styleSheet];
  }
  const app = document.createElement('tl-app');
  root.replaceChildren(app);
  let brain: BrainPort;
  if (options.brain) {
    brain = options.brain;
    app.brain = { state: 'ready', loaded: 0, total: null };
  } else {
    const pwa = new Pwa(options.base, (s) => (app.pwa = s));
    pwa.start();
    const client = new BrainClient(
      () => new Worker(new URL('../workers/brain.worker.ts', import.meta.url), { type: 'module' }),
    );
    client.onKept = () => void pwa.modelStored();
    const loader = new BrainLoader(
      client,
      {
        base: `${options.base}models/tokenling-mini/`,
        wasmBase: `${options.base}ort/`,
        manifest: `${options.base}model.json`,
        threads: wasmThreads(),
      },
      (view) => {
        app.brain = view;
        if (view.state === 'ready' || view.state === 'unloaded') void pwa.refresh();
      },
      async () => {
        const m = await pwa.model();
        return m ? isModelCached(m, options.base) : null;
      },
    );
    app.services = { pwa, brain: loader };
    brain = loader;
  }
  let store: PetStore;
  try {
    store = await PetStore.open(options.dbName ?? DB_NAME, {
      onVersionChange: () =>
        (app.brain = {
          ...app.brain,
          state: 'failed',
          message: 'a newer tokenling opened in another tab; reload this one',
        }),
    });
  } catch (e) {
    root.textContent = `tokenling could not open its storage: ${e instanceof Error ? e.message : String(e)}`;
    return { app, controller: null };
  }
  const channel = new PetChannel();
  const controller = new PetController({ store, brain, onSaved: (life) => channel.post(life) });
  app.controller = controller;
  // One tab drives the pet; another follows the driving tab's broadcasts until the lock is free.
  channel.listen((life) => controller.follow(life));
  await holdPetLock(() => void controller.watch());
  if (brain instanceof BrainLoader) void brain.load();
  app.senses = new Senses(controller);
  new IdleDriver(
    controller,
    () => new Worker(new URL('../workers/idle.worker.ts', import.meta.url), { type: 'module' }),
  ).start();
  await controller.open();
  return { app, controller };
}
