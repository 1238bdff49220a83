/**
 * A crafted import is checked as strictly as the app's own records: every held event, waiting offer and
 * chat start against the world's tables and the chat itself, and every time against a sane window (before
 * the hatch refused; past now clamped to now, with a note). The attacks of issue 39.
 */
import { describe, expect, it } from 'vitest';
import { advance, applyPetLine, HOUR_MS, newPet, offer, say } from '../../src/sim/index.ts';
import { exportLife, readExport } from '../../src/store/export.ts';
import type { Life } from '../../src/store/db.ts';
import { formatMoment } from '../../src/ui/format.ts';

const T0 = Date.UTC(2026, 10, 30, 10, 0);
let pet = newPet({ name: 'Fiv', owner: 'Ana', now: T0, seed: 3 });
pet = say(pet, 'hello Fiv').pet;
pet = applyPetLine(pet, 'hi Ana! [emote:wave]', pet.now).pet;
const life: Life = { pet, pages: [{ day: 1, date: '2026-11-30', text: 'A good day.', writtenAt: T0 + HOUR_MS }] };
const file = (change: (doc: Record<string, any>) => void, from: Life = life) => {
  const doc = JSON.parse(exportLife(from));
  change(doc);
  return JSON.stringify(doc);
};
/** The refusal's sentence, or '' when the file opens. */
const refusal = (text: string, now = T0 + 2 * HOUR_MS) => {
  try {
    readExport(text, now);
    return '';
  } catch (e) {
    return (e as Error).message;
  }
};

describe('crafted imports: events, offers and the chat start', () => {
  it('refuses a waiting offer no offer line in the chat made', () => {
    expect(refusal(file((d) => (d.pet.pendingOffer = { kind: 'bath' })))).toMatch(/waiting offer .*chat/);
  });

  it('refuses a chat start waiting on an offer the chat never answers', () => {
    expect(refusal(file((d) => (d.pet.chatStart.pendingOffer = 'bath')))).toMatch(/chat line|start of the chat/);
  });

  it('refuses a held event the app never holds (a game of catch with 5 stars)', () => {
    const offered = offer(pet, 'bath').pet;
    expect(
      refusal(file((d) => (d.pet.heldEvents = [{ kind: 'playedCatch', stars: 5 }]), { pet: offered, pages: [] })),
    ).toMatch(/held event 1/);
  });

  it('refuses a held event of growing into a stage the pet has not reached', () => {
    const offered = offer(pet, 'bath').pet;
    expect(
      refusal(file((d) => (d.pet.heldEvents = [{ kind: 'grew', stage: 'adult' }]), { pet: offered, pages: [] })),
    ).toMatch(/held event 1/);
  });

  it('refuses a held event of an unknown kind', () => {
    const offered = offer(pet, 'bath').pet;
    expect(refusal(file((d) => (d.pet.heldEvents = [{ kind: 'bogus' }]), { pet: offered, pages: [] }))).toMatch(
      /held event 1 .*not one of/,
    );
  });

  it('refuses held events with no offer waiting', () => {
    expect(refusal(file((d) => (d.pet.heldEvents = [{ kind: 'pooped' }])))).toMatch(/held events/);
  });

  it('refuses a food offer without its food', () => {
    const offered = offer(pet, 'food', 'cookie').pet;
    expect(refusal(file((d) => delete d.pet.pendingOffer.food, { pet: offered, pages: [] }))).toMatch(
      /waiting offer's food/,
    );
  });

  it('opens a real offer with its held events', () => {
    const offered = offer(pet, 'bath').pet;
    const held = advance({ ...offered, poopsDue: [offered.now + HOUR_MS] }, offered.now + 2 * HOUR_MS).pet;
    expect(held.heldEvents.length).toBeGreaterThan(0);
    expect(
      refusal(
        file(() => {}, { pet: held, pages: [] }),
        held.now,
      ),
    ).toBe('');
  });
});

describe('crafted imports: times', () => {
  it('refuses a diary page written before the pet hatched', () => {
    expect(refusal(file((d) => (d.pages[0].writtenAt = T0 - 24 * HOUR_MS)))).toMatch(
      /diary page 1's writing time .*before .*hatched/,
    );
  });

  it("opens a pet clocked to 2199 at this device's time, with a note saying so", () => {
    const now = T0 + 3 * HOUR_MS;
    const read = readExport(
      file((d) => (d.pet.now = Date.UTC(2199, 0, 1))),
      now,
    );
    expect(read.life.pet!.now).toBe(now);
    expect(read.notes.join(' ')).toMatch(/clock .*2199.*now/);
    // Time moves on from there: an hour later the pet's clock reads an hour later and its stats fell.
    const later = advance(read.life.pet!, now + HOUR_MS).pet;
    expect(later.now).toBe(now + HOUR_MS);
    expect(later.stats.fun).toBeLessThan(read.life.pet!.stats.fun);
  });

  it('the import question shows the year of a moment from another year', () => {
    expect(formatMoment(Date.UTC(2199, 0, 1), T0)).toMatch(/2199/);
    expect(formatMoment(T0 - HOUR_MS, T0)).not.toMatch(/2026/);
  });
});
