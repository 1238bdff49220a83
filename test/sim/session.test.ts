import { describe, it, expect } from 'vitest';
import {
  DREAMS,
  GIFTS,
  FOODS,
  OFFER_EVENTS,
  petLine,
  validateNext,
  validateTranscript,
  type OfferKind,
} from '../../src/world/index.ts';
import {
  advance,
  applyPetLine,
  cleanPoop,
  createRng,
  finishCatch,
  lightsOff,
  lightsOn,
  newPet,
  offer,
  pat,
  returnAfter,
  say,
  transcriptStart,
  whyCannot,
  type PetState,
  type Rng,
} from '../../src/sim/index.ts';
import { T0, MIN, HOUR } from './helpers.ts';

/** A pet line that is valid for the pet's state, chosen by the session's own RNG. */
function petBody(pet: PetState, rng: Rng): string {
  const dream = `[dream:${rng.pick(DREAMS)}]`;
  if (pet.pendingOffer) {
    if (pet.asleep) return rng.chance(0.5) ? 'mm okay [yes]' : `zzz [no] ${dream}`;
    return rng.chance(0.6) ? 'yes please!! [yes] [emote:happy]' : 'no thanks [no] [emote:grumpy]';
  }
  if (pet.asleep) return rng.chance(0.5) ? dream : `mumble mumble ${dream}`;
  return rng.pick([
    'hi Sam!! [emote:wave]',
    '[walk:left]',
    '[walk:right] [emote:dance]',
    'so sleepy... [sleep]',
    `for you [gift:${rng.pick(GIFTS)}]`,
    'ok!! [remember:Sam likes frogs]',
    '[want:snack]',
    'today was nice [diary:Sam sang a song]',
    'what time is it [clock]{10:00 morning} oh',
  ]);
}

/** How many of the last lines are silent pet lines (tags only). */
function silentRun(lines: readonly string[]): number {
  let n = 0;
  for (let i = lines.length - 1; i >= 0 && lines[i]!.startsWith('Mochi: ['); i--) n++;
  return n;
}

/**
 * Plays `steps` random turns: time passing, owner actions and pet lines, each pet
 * line checked against the chat first as the app does when checkEachLine is set.
 */
function playSession(seed: number, steps: number, checkEachLine = false): { pet: PetState; written: string[] } {
  const rng = createRng(seed);
  let pet = newPet({ name: 'Mochi', owner: 'Sam', now: T0, seed });
  const written: string[] = [];
  const take = (r: { pet: PetState; lines: string[] }) => {
    pet = r.pet;
    written.push(...r.lines);
  };
  for (let i = 0; i < steps; i++) {
    const roll = rng.next();
    if (roll < 0.05) take(returnAfter(pet, pet.now + rng.int(1, 30) * HOUR));
    else take(advance(pet, pet.now + rng.int(0, 40) * MIN));

    const choice = rng.next();
    if (choice < 0.4 || pet.pendingOffer) {
      let body = petBody(pet, rng);
      // A third silent line in a row is the brain's to avoid; words make it a spoken line.
      if (silentRun(written) >= 2 && body.startsWith('[')) body = `hmm ${body}`;
      // The contract's rules, as the validator applies them; the grounding rules are grounding.test.ts's.
      if (checkEachLine)
        expect(
          validateNext(transcriptStart(pet), pet.chat, petLine(pet.name, body)).violations,
          `step ${i}: "${body}"`,
        ).toEqual([]);
      take(applyPetLine(pet, body, pet.now));
    } else if (choice < 0.55) {
      take(say(pet, rng.pick(['hello!', 'how are you?', 'good night', 'I love frogs'])));
    } else if (choice < 0.65) {
      const kind = rng.pick(Object.values(OFFER_EVENTS) as OfferKind[]);
      take(kind === 'food' ? offer(pet, 'food', rng.pick(FOODS)) : offer(pet, kind));
    } else if (choice < 0.72) {
      take(pat(pet));
    } else if (choice < 0.8) {
      take(pet.lightsOff ? lightsOn(pet) : lightsOff(pet));
    } else if (choice < 0.88) {
      if (!whyCannot(pet, 'cleanPoop')) take(cleanPoop(pet));
    } else if (!whyCannot(pet, 'finishCatch')) {
      take(finishCatch(pet, rng.int(0, 5)));
    }
  }
  return { pet, written };
}

describe('a random session', () => {
  const start = transcriptStart(newPet({ name: 'Mochi', owner: 'Sam', now: T0, seed: 2024 }));
  const { pet, written } = playSession(2024, 500, true);

  it('writes a transcript that validates from the start', () => {
    expect(written.length).toBeGreaterThan(300);
    expect(validateTranscript(start, written).violations).toEqual([]);
  });

  it('keeps the newest 200 lines, which validate from chatStart', () => {
    expect(pet.chat.length).toBeLessThanOrEqual(200);
    expect(pet.chat).toEqual(written.slice(-pet.chat.length));
    expect(validateTranscript(transcriptStart(pet), pet.chat).violations).toEqual([]);
  });

  it('covers the interesting lines', () => {
    const text = written.join('\n');
    for (const needle of [
      'woke up *',
      'pooped *',
      'grew into',
      'came back after',
      'played catch with',
      '[yes]',
      '[no]',
      '[dream:',
      '* Sam turned on the lights *',
    ]) {
      expect(text).toContain(needle);
    }
    expect(
      written.some(
        (l, i) => l.endsWith('[yes]') && l.startsWith('Mochi: mm okay') && written[i + 1] === '* Mochi woke up *',
      ),
    ).toBe(true);
  });

  it('is deterministic: the same seed gives the same state', () => {
    expect(playSession(2024, 500).pet).toEqual(pet);
    expect(playSession(2025, 500).pet).not.toEqual(pet);
  });
});

describe('the chat cap', () => {
  it('carries a pending offer over into chatStart when the offer line is dropped', () => {
    let pet = offer(newPet({ name: 'Mochi', owner: 'Sam', now: T0, seed: 1 }), 'bath').pet;
    for (let i = 0; i < 200; i++) pet = say(pet, `line ${i}`).pet;
    expect(pet.chat).toHaveLength(200);
    expect(pet.chat[0]).toBe('Sam: line 0');
    expect(pet.chatStart).toEqual({ asleep: false, pendingOffer: 'bath' });
    // The contract still expects the answer (a new pet is sparkly, so the appetite table would want [no]: grounding.test.ts).
    expect(validateNext(transcriptStart(pet), pet.chat, petLine(pet.name, 'ok [yes]')).valid).toBe(true);
  });

  it('keeps an accepted catch in the chat until the game is played', () => {
    let pet = newPet({ name: 'Mochi', owner: 'Sam', now: T0, seed: 1 });
    pet = applyPetLine(offer(pet, 'catch').pet, 'yay [yes]', T0).pet;
    for (let i = 0; i < 250; i++) pet = say(pet, `line ${i}`).pet;
    expect(pet.chat.length).toBeGreaterThan(200);
    pet = finishCatch(pet, 3).pet;
    expect(validateTranscript(transcriptStart(pet), pet.chat).violations).toEqual([]);
    pet = say(pet, 'good game').pet;
    expect(pet.chat.length).toBeLessThanOrEqual(200);
  });
});
