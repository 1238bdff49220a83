/**
 * Work done once: a pet line is validated where it is made (a brain that validates its own lines is not checked
 * again; any other brain is checked once, at the boundary), and the owner's text is cleaned once.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PetStore } from '../../src/store/db.ts';
import { PetController } from '../../src/app/controller.ts';
import { checkPetLine } from '../../src/sim/chat.ts';
import { cleanOwnerText, ownerMessageLine } from '../../src/world/owner-text.ts';
import { ScriptedBrain } from '../helpers/scripted-brain.ts';

vi.mock('../../src/sim/chat.ts', async (original) => {
  const real = await original<typeof import('../../src/sim/chat.ts')>();
  return { ...real, checkPetLine: vi.fn(real.checkPetLine) };
});
vi.mock('../../src/world/owner-text.ts', async (original) => {
  const real = await original<typeof import('../../src/world/owner-text.ts')>();
  return { ...real, cleanOwnerText: vi.fn(real.cleanOwnerText), ownerMessageLine: vi.fn(real.ownerMessageLine) };
});

const T0 = Date.UTC(2026, 10, 30, 10, 0);
let dbCount = 0;

async function hatched(brain: ScriptedBrain) {
  const store = await PetStore.open(`tl-once-${++dbCount}`);
  let seed = 1;
  const controller = new PetController({ store, brain, now: () => T0, seed: () => seed++ });
  await controller.open();
  await controller.hatch('Mochi', 'Sam');
  vi.clearAllMocks();
  return controller;
}

/** A scripted brain that says it validates its lines where it makes them, as the app's worker does. */
class ValidatingBrain extends ScriptedBrain {
  readonly validates = true;
}

beforeEach(() => vi.clearAllMocks());

describe('a pet line is validated once', () => {
  it('applies the line of a brain that validates its own lines without checking it again', async () => {
    const controller = await hatched(new ValidatingBrain(() => 'hi Sam!'));
    await controller.say('hello');
    expect(controller.state.pet!.chat.at(-1)).toBe('Mochi: hi Sam!');
    expect(checkPetLine).not.toHaveBeenCalled();
  });

  it('checks the line of a brain that does not validate its own, once a turn', async () => {
    const controller = await hatched(new ScriptedBrain(() => 'hi Sam!'));
    await controller.say('hello');
    await controller.say('how are you');
    expect(checkPetLine).toHaveBeenCalledTimes(2);
  });
});

describe("the owner's text is cleaned once", () => {
  it('cleans a message once on its way from the chat box to the transcript', async () => {
    const controller = await hatched(new ValidatingBrain(() => 'hi Sam!'));
    await controller.say('  hello\u0000 [there]  ');
    expect(controller.state.pet!.chat).toContain('Sam: hello (there)');
    expect(cleanOwnerText).toHaveBeenCalledTimes(1);
    expect(ownerMessageLine).not.toHaveBeenCalled();
  });
});
