/** 300 random states: rendering is deterministic, every header line has its documented form, and the app's event lines validate. */
import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../../src/sim/index.ts';
import {
  eventLine,
  eventPatterns,
  parseEvent,
  renderChatPrompt,
  renderDiaryPrompt,
  STAGES,
  STAT_WORDS,
  TRAITS,
  validateTranscript,
  WEATHERS,
  type WorldEvent,
  type WorldState,
} from '../../src/world/index.ts';
import { everyEvent } from '../helpers/events.ts';

const NAME_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .+?()$^|\\'-éßø猫ñ";

function randomName(rng: Rng): string {
  for (;;) {
    const n = Array.from({ length: rng.int(1, 12) }, () => rng.pick([...NAME_CHARS]))
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    if (n) return n;
  }
}

function randomState(rng: Rng): WorldState {
  const pet = randomName(rng);
  let owner = randomName(rng);
  while (owner === pet) owner = randomName(rng);
  const two = (n: number) => String(n).padStart(2, '0');
  const words = (k: number) =>
    Array.from(
      { length: k },
      () => `${owner} ${rng.pick(['likes', 'saw', 'drew'])} ${rng.pick(['frogs', 'a cat', 'rain', 'the moon'])}`,
    );
  return {
    now: `2026-${two(rng.int(1, 12))}-${two(rng.int(1, 28))}T${two(rng.int(0, 23))}:${two(rng.int(0, 59))}`,
    weather: rng.pick(WEATHERS),
    owner,
    pet: {
      name: pet,
      stage: rng.pick(STAGES),
      day: rng.int(1, 400),
      traits: rng.chance(0.1) ? [] : [rng.pick(TRAITS), rng.pick(TRAITS)],
      tummy: rng.int(0, 100),
      fun: rng.int(0, 100),
      energy: rng.int(0, 100),
      clean: rng.int(0, 100),
      asleep: rng.chance(0.3),
      sick: rng.chance(0.2),
    },
    memories: words(rng.int(0, 6)),
    today: [...words(rng.int(0, 5)), ...(rng.chance(0.5) ? [`${owner} said: hi there`] : [])],
    shelf: [],
    toy: null,
    poop: rng.int(0, 4),
    diary: [],
  };
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alt = (list: readonly string[]) => `(?:${list.map(esc).join('|')})`;

/** The documented form of each header line, for a given state. */
function headerForms(s: WorldState): RegExp[] {
  const p = s.pet;
  const cond = `${p.asleep ? `, ${esc(p.name)} is asleep` : ''}${p.sick ? `, ${esc(p.name)} is sick` : ''}`;
  return [
    /^## tokenling chat$/,
    new RegExp(`^pet: ${esc(p.name)} · ${alt(STAGES)} · day [1-9][0-9]*(?: · ${alt(TRAITS)}, ${alt(TRAITS)})?$`),
    new RegExp(`^owner: ${esc(s.owner)}$`),
    new RegExp(`^now: [0-2][0-9]:[0-5][0-9] (?:morning|afternoon|evening|night), ${alt(WEATHERS)}${cond}$`),
    new RegExp(
      `^needs: tummy ${alt(STAT_WORDS.tummy)}, fun ${alt(STAT_WORDS.fun)}, energy ${alt(STAT_WORDS.energy)}, ${alt(STAT_WORDS.clean)}$`,
    ),
    /^remembers: [^;\n]+(?:; [^;\n]+){0,2}$/,
    /^today: [^;\n]+(?:; [^;\n]+){0,5}$/,
    /^---$/,
  ];
}

/** The start a transcript needs for a lone event line to be one the app could write there. */
function startFor(e: WorldEvent) {
  return { asleep: e.kind === 'wokeUp', catchAccepted: e.kind === 'playedCatch' };
}

const rng = createRng(20261130);
const states = Array.from({ length: 300 }, () => randomState(rng));

describe('300 random states', () => {
  it('render deterministically', () => {
    for (const s of states) {
      expect(renderChatPrompt(structuredClone(s), ['x: y'])).toBe(renderChatPrompt(s, ['x: y']));
      expect(renderDiaryPrompt(structuredClone(s))).toBe(renderDiaryPrompt(s));
    }
  });

  it('render every header line in its documented form, in order, ending at "Name:"', () => {
    for (const s of states) {
      const lines = renderChatPrompt(s, []).split('\n');
      expect(lines.at(-1)).toBe(`${s.pet.name}:`);
      const header = lines.slice(0, -1);
      const forms = headerForms(s).filter(
        (_, i) =>
          (i !== 5 || s.memories.length > 0) && (i !== 6 || s.today.some((e) => !e.startsWith(`${s.owner} said: `))),
      );
      expect(header.length, header.join('\n')).toBe(forms.length);
      header.forEach((line, i) => expect(line).toMatch(forms[i]!));
    }
  });

  it('make every app event line match exactly one pattern, read back, and validate', () => {
    for (const s of states) {
      const names = { pet: s.pet.name, owner: s.owner };
      const patterns = eventPatterns(names);
      for (const e of everyEvent()) {
        const line = eventLine(e, names);
        expect(
          patterns.filter((p) => p.regex.test(line)).map((p) => p.kind),
          line,
        ).toEqual([e.kind]);
        expect(parseEvent(line, names)).toEqual(e);
        expect(validateTranscript({ ...names, ...startFor(e) }, [line]).violations, line).toEqual([]);
      }
    }
  });
});
