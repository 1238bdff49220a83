/**
 * Input fuzz: a pet driven through 10,000 seeded steps of hostile owner input
 * (random and adversarial messages, every owner action, clocks jumping forward
 * and back), each followed by a scripted pet line (valid or a near-miss, an
 * invalid one replaced by the world's fallback as the app does). After every
 * step the pet must still be a pet the contract can talk about.
 */
import { petProblem } from '../../src/store/check.ts';
import { describe, expect, it } from 'vitest';
import {
  advance,
  applyPetLine,
  checkPetLine,
  cleanPoop,
  createRng,
  finishCatch,
  HOUR_MS,
  DAY_MS,
  MINUTE_MS,
  lightsOff,
  lightsOn,
  offer,
  pat,
  RATES,
  returnAfter,
  say,
  transcriptStart,
  whyCannot,
  worldState,
  type ActionResult,
  type OwnerAction,
  type PetState,
  type Rng,
} from '../../src/sim/index.ts';
import {
  chatParts,
  cleanOwnerText,
  fallbackBody,
  fit,
  lookup,
  ownerLine,
  parseEvent,
  renderChatPrompt,
  speakerOf,
  STATS,
  STYLE,
  TranscriptTracker,
  validateTranscript,
  FOODS,
  MAX_STARS,
  OWNER_TEXT_MAX,
  type Names,
} from '../../src/world/index.ts';
import { loadTokenizer } from '../../src/brain/tokenizer-node.ts';
import {
  effectProblems,
  nearMiss,
  ownerMessage,
  validBody,
  type LineContext,
  type MessageKind,
} from '../helpers/fuzz.ts';
import { hatch } from './helpers.ts';

const STEPS = 10_000;
const SEED = 0x70c1;
/** The token fit (the slow check) runs every this many steps; everything else runs every step. */
const FIT_EVERY = 10;

const tok = loadTokenizer();
const count = (text: string) => tok.count(text);

/** Everything the run did, for the counts asserted at the end. */
interface Tally {
  messages: Record<MessageKind, number>;
  accepted: number;
  ignored: number;
  actions: number;
  refused: number;
  timeForward: number;
  timeBack: number;
  longGaps: number;
  petLines: number;
  valid: number;
  nearMissRejected: number;
  fallbacks: number;
  fits: number;
  maxDropped: number;
  maxSteps: number;
}

/** Who may write what in an owner line: nothing that reads as structure. */
function ownerLineProblems(line: string, names: Names): string[] {
  const out: string[] = [];
  const text = line.slice(names.owner.length + 2);
  if (!line.startsWith(`${names.owner}: `) || text === '') out.push('not "OWNER: text"');
  if (/[[\]{}*\n\r]/.test(text)) out.push('a bracket, brace, star or newline');
  if (/<\|[^|>]*\|>/.test(text) || text.includes('<|endoftext|>')) out.push('a <|…|> token');
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text)) out.push('a control character');
  if (/[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/.test(text)) out.push('a bidi control');
  if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text)) out.push('a lone surrogate');
  if (/^[\u200b-\u200d\ufeff]|[\u200b-\u200d\ufeff]$/.test(text)) out.push('a zero-width character at an end');
  if (text !== text.trim()) out.push('spaces at an end');
  if (/^(#|---)/.test(text)) out.push('a header or separator at the start');
  if (text.includes(`${names.pet}:`) || text.includes(`${names.owner}:`)) out.push('a speaker prefix');
  if ([...text].length > OWNER_TEXT_MAX) out.push(`${[...text].length} characters`);
  return out.map((p) => `${p} in ${JSON.stringify(line)}`);
}

/** The owner's action, or why it can't be done now. */
function ownerAction(rng: Rng, pet: PetState): { action: OwnerAction; run: () => ActionResult } {
  const action = rng.pick<OwnerAction>(['pat', 'offer', 'offer', 'lightsOff', 'lightsOn', 'cleanPoop', 'finishCatch']);
  switch (action) {
    case 'pat':
      return { action, run: () => pat(pet) };
    case 'offer': {
      const kind = rng.pick(['food', 'food', 'bath', 'medicine', 'catch'] as const);
      const food = rng.pick(FOODS);
      return { action, run: () => (kind === 'food' ? offer(pet, kind, food) : offer(pet, kind)) };
    }
    case 'lightsOff':
      return { action, run: () => lightsOff(pet) };
    case 'lightsOn':
      return { action, run: () => lightsOn(pet) };
    case 'cleanPoop':
      return { action, run: () => cleanPoop(pet) };
    default: {
      const stars = rng.int(0, MAX_STARS);
      return { action, run: () => finishCatch(pet, stars) };
    }
  }
}

describe('input fuzz: 10,000 steps of hostile owner input', () => {
  it('keeps every invariant of the pet and its transcript after every step', () => {
    const rng = createRng(SEED);
    let pet = hatch(SEED);
    const names: Names = { pet: pet.name, owner: pet.owner };
    const tally: Tally = {
      messages: { random: 0, adversarial: 0, blank: 0, long: 0 },
      accepted: 0,
      ignored: 0,
      actions: 0,
      refused: 0,
      timeForward: 0,
      timeBack: 0,
      longGaps: 0,
      petLines: 0,
      valid: 0,
      nearMissRejected: 0,
      fallbacks: 0,
      fits: 0,
      maxDropped: 0,
      maxSteps: 0,
    };
    /** Every line the app wrote, in order: the chat must always be the newest of them, nothing lost, added or reordered. */
    const written: string[] = [];
    let ownersWritten = 0;
    /** The validator walking every line ever written, from the hatchling's start: its state must match the sim's. */
    const history = new TranscriptTracker(transcriptStart(pet));
    const window = RATES.catchUpWindowHours * HOUR_MS;
    const maxStepMs = RATES.maxStepMinutes * MINUTE_MS;

    /** Checks lines as they are written (each once), and walks the history validator over them. */
    const noteLines = (lines: readonly string[], where: string) => {
      for (const l of lines) {
        const who = speakerOf(l, names);
        const problems: string[] = [];
        if (who.kind === 'unknown') problems.push('a line by nobody');
        if (who.kind === 'owner') {
          ownersWritten += 1;
          problems.push(...ownerLineProblems(l, names));
        }
        if (who.kind === 'event' && parseEvent(l, names) === null)
          problems.push('an event line the app does not write');
        const v = history.step(l);
        problems.push(...v.map((x) => `${x.rule}: ${x.message}`));
        if (problems.length) expect.fail(`${where}: ${JSON.stringify(l)}: ${problems.join('; ')}`);
        written.push(l);
      }
    };

    const check = (step: number, where: string, full: boolean) => {
      const ctx = `step ${step} (${where})`;
      const problems: string[] = [];
      const bad = (p: string) => problems.push(p);
      const state = worldState(pet);
      const prompt = renderChatPrompt(state, pet.chat);
      if (!prompt.endsWith(`\n${pet.name}:`)) bad('prompt does not end with "\\nMochi:"');
      if (full) {
        for (const mode of ['chat', 'idle'] as const) {
          const s = STYLE.settings[mode];
          const f = fit(chatParts(state, pet.chat), s, count);
          if (f.tokens + s.maxNewTokens > s.contextTokens)
            bad(`${mode}: ${f.tokens} prompt tokens + ${s.maxNewTokens} > ${s.contextTokens}`);
          if (f.tokens !== count(f.prompt))
            bad(`${mode}: fit reports ${f.tokens} tokens, the prompt has ${count(f.prompt)}`);
          if (!f.prompt.endsWith(`\n${pet.name}:`)) bad(`${mode}: fitted prompt does not end with "\\nMochi:"`);
          if (f.lines.join('\n') !== pet.chat.slice(f.dropped).join('\n'))
            bad(`${mode}: fit kept lines that are not the newest`);
          tally.maxDropped = Math.max(tally.maxDropped, f.dropped);
        }
        tally.fits += 1;
        // What the app writes, the store's checks read back: a pet the app made is never refused on open or import.
        const refused = petProblem(structuredClone(pet));
        if (refused) bad(`the stored record would be refused: ${refused}`);
      }
      for (const s of STATS)
        if (!Number.isFinite(pet.stats[s]) || pet.stats[s] < 0 || pet.stats[s] > 100) bad(`${s} = ${pet.stats[s]}`);
      if (pet.memories.length > RATES.maxMemories) bad(`${pet.memories.length} memories`);
      if (pet.shelf.length > RATES.maxShelf) bad(`${pet.shelf.length} gifts on the shelf`);
      if (pet.today.length > RATES.maxTodayEntries) bad(`${pet.today.length} day-log entries`);
      if (pet.finishedDays.length > RATES.maxFinishedDays) bad(`${pet.finishedDays.length} finished days`);
      if (pet.heldEvents.length > RATES.maxHeldEvents) bad(`${pet.heldEvents.length} held events`);
      if (pet.dreamsToday > RATES.maxDreamsLogged) bad(`${pet.dreamsToday} dreams logged`);
      if (pet.poop < 0 || pet.poop > RATES.maxPoop) bad(`${pet.poop} poops`);
      if (pet.x < 0 || pet.x > RATES.lcdWidth - 1) bad(`x = ${pet.x}`);
      const chatCap = pet.catchAwaiting ? 2 * RATES.maxChatLines : RATES.maxChatLines;
      if (pet.chat.length > chatCap) bad(`${pet.chat.length} chat lines (cap ${chatCap})`);
      // The chat is exactly the newest lines written: nothing lost, injected or reordered.
      const tail = written.slice(written.length - pet.chat.length);
      if (pet.chat.some((l, i) => l !== tail[i])) bad('the chat is not the newest lines written');
      if (pet.chat.length < Math.min(written.length, RATES.maxChatLines / 2))
        bad(`only ${pet.chat.length} of ${written.length} lines kept`);
      // The validator reads the transcript as the sim's state: asleep, the offer awaiting an answer, a catch awaiting its game.
      if (history.asleep !== pet.asleep) bad(`validator says asleep ${history.asleep}, sim says ${pet.asleep}`);
      if (history.pendingOffer !== (pet.pendingOffer?.kind ?? null))
        bad(`validator's pending offer ${history.pendingOffer}, sim's ${pet.pendingOffer?.kind}`);
      if (history.catchAccepted !== pet.catchAwaiting)
        bad(`validator's catch ${history.catchAccepted}, sim's ${pet.catchAwaiting}`);
      const v = validateTranscript(transcriptStart(pet), pet.chat);
      if (!v.valid)
        bad(
          `transcript invalid from chatStart ${JSON.stringify(pet.chatStart)}: ${v.violations.map((x) => `line ${x.line} ${x.rule}: ${x.message}`).join('; ')}`,
        );
      if (problems.length) expect.fail(`${ctx}: ${problems.join('\n')}`);
    };

    check(0, 'hatched', true);
    for (let step = 1; step <= STEPS; step++) {
      const before = pet;
      const r = rng.next();
      // Messages, and every 10th step: the action must not change the state it was given.
      const frozen = r < 0.45 || step % 10 === 0 ? structuredClone(pet) : null;
      let where: string;
      if (r < 0.45) {
        // The owner types something.
        const { kind, text } = ownerMessage(rng, names);
        tally.messages[kind] += 1;
        where = `say ${kind}`;
        const cleaned = cleanOwnerText(text, names);
        let result: ActionResult | null = null;
        try {
          result = say(pet, text);
        } catch (e) {
          expect(e, `${where}: ${JSON.stringify(text)}`).toBeInstanceOf(RangeError);
        }
        if (result === null) {
          expect(cleaned, `say threw, but the world cleans ${JSON.stringify(text)} to text`).toBeNull();
          expect(pet, 'a message with nothing to say leaves the pet as it was').toEqual(frozen);
          tally.ignored += 1;
        } else {
          const owners = result.lines.filter((l) => speakerOf(l, names).kind === 'owner');
          expect(owners, `one owner line per accepted message: ${JSON.stringify(result.lines)}`).toEqual([
            ownerLine(names.owner, cleaned!),
          ]);
          expect(result.lines[result.lines.length - 1]).toBe(owners[0]);
          expect(
            result.lines.length === 1 || (before.asleep && result.lines[0] === `* ${names.pet} woke up *`),
            JSON.stringify(result.lines),
          ).toBe(true);
          noteLines(result.lines, where);
          pet = result.pet;
          tally.accepted += 1;
        }
      } else if (r < 0.72) {
        // The owner presses a button; a refused one must throw its reason.
        const { action, run } = ownerAction(rng, pet);
        where = action;
        const why = whyCannot(pet, action);
        if (why) {
          expect(run, `${action} should be refused: ${why}`).toThrow(why);
          tally.refused += 1;
        } else {
          const result = run();
          expect(
            result.lines.filter((l) => speakerOf(l, names).kind !== 'event'),
            `${action} writes only events`,
          ).toEqual([]);
          expect(result.pet.chat.slice(-result.lines.length)).toEqual(result.lines);
          noteLines(result.lines, where);
          pet = result.pet;
          tally.actions += 1;
        }
      } else {
        // Time passes: minutes, hours, days; or the clock is set back.
        const t = rng.next();
        let to: number;
        if (t < 0.1) {
          to =
            pet.now -
            (rng.chance(0.5) ? rng.int(1, 48) * HOUR_MS : rng.int(1, 6) * 30 * DAY_MS + rng.int(0, 23) * HOUR_MS);
          tally.timeBack += 1;
        } else {
          to =
            pet.now +
            (t < 0.5
              ? rng.int(1, 59) * MINUTE_MS
              : t < 0.9
                ? rng.int(1, 12) * HOUR_MS + rng.int(0, 59) * MINUTE_MS
                : rng.int(1, 14) * DAY_MS + rng.int(0, 23) * HOUR_MS);
          tally.timeForward += 1;
          if (to - pet.now > window) tally.longGaps += 1;
        }
        const back = rng.chance(0.3);
        where = `${back ? 'returnAfter' : 'advance'} ${((to - pet.now) / HOUR_MS).toFixed(2)} h`;
        const result = back ? returnAfter(pet, to) : advance(pet, to);
        if (to <= pet.now) {
          // A clock that went backwards changes nothing.
          expect(result.steps, where).toBe(0);
          expect(result.lines, where).toEqual([]);
          expect(result.pet, where).toEqual(pet);
        } else {
          expect(result.pet.now, where).toBe(to);
          const span = Math.min(to - pet.now, window);
          const bound = Math.ceil(span / maxStepMs) + Math.ceil(span / DAY_MS) + 2;
          expect(result.steps, where).toBeGreaterThan(0);
          expect(result.steps, `${where}: catch-up must stay bounded`).toBeLessThanOrEqual(bound);
          tally.maxSteps = Math.max(tally.maxSteps, result.steps);
        }
        expect(
          result.lines.every((l) => speakerOf(l, names).kind === 'event'),
          `${where} writes only events`,
        ).toBe(true);
        if (pet.pendingOffer) expect(result.lines, `${where}: nothing between an offer and its answer`).toEqual([]);
        noteLines(result.lines, where);
        pet = result.pet;
      }
      if (frozen) expect(before, `${where} changed the state it was given`).toEqual(frozen);
      expect(pet.now, `${where}: time went backwards`).toBeGreaterThanOrEqual(before.now);

      // The pet's turn: a scripted line, validated; an invalid one becomes the world's fallback, as the app does.
      if (!rng.chance(0.85)) {
        check(step, where, step % FIT_EVERY === 0);
      } else {
        check(step, where, false);
        const lctx: LineContext = {
          names,
          asleep: history.asleep,
          pendingOffer: history.pendingOffer,
          silentRun: history.silentRun,
          lookup: (name, arg) => lookup(worldState(pet), name, arg),
        };
        const pick = rng.next();
        let body: string;
        let expectRule: string | null = null;
        if (pick < 0.6) body = validBody(rng, lctx, lctx.silentRun < 2 && rng.chance(0.15));
        else if (pick < 0.95) {
          const m = nearMiss(rng, lctx);
          body = m.body;
          expectRule = m.miss.rule;
        } else
          body = tok
            .decode(Array.from({ length: rng.int(1, 16) }, () => rng.int(0, tok.vocabSize - 2)))
            .replace(/\n[\s\S]*$/, '')
            .trim();
        const verdict = checkPetLine(pet, body);
        tally.petLines += 1;
        if (expectRule) {
          expect(
            verdict.violations.map((v) => v.rule),
            `near-miss ${JSON.stringify(body)} at step ${step}`,
          ).toContain(expectRule);
          tally.nearMissRejected += 1;
        }
        if (!verdict.valid) {
          body = fallbackBody(transcriptStart(pet), pet.chat, worldState(pet));
          expect(checkPetLine(pet, body), `fallback ${JSON.stringify(body)} at step ${step}`).toEqual({
            valid: true,
            violations: [],
          });
          tally.fallbacks += 1;
        } else tally.valid += 1;
        const beforeLine = pet;
        const result = applyPetLine(pet, body, pet.now);
        // check() validates the chat right after; effectProblems need not.
        expect(effectProblems(beforeLine, body, result, false), `step ${step}`).toEqual([]);
        noteLines(result.lines, `pet line at step ${step}`);
        pet = result.pet;
        check(step, `pet line ${JSON.stringify(body)}`, step % FIT_EVERY === 0);
      }
    }
    check(STEPS, 'last', true);

    // The run covered what it claims to.
    const messages = Object.values(tally.messages).reduce((a, b) => a + b, 0);
    expect(messages + tally.actions + tally.refused + tally.timeForward + tally.timeBack).toBe(STEPS);
    expect(ownersWritten, 'one owner line per accepted message').toBe(tally.accepted);
    for (const k of Object.keys(tally.messages) as MessageKind[]) expect(tally.messages[k], k).toBeGreaterThan(100);
    expect(tally.ignored).toBeGreaterThan(50);
    expect(tally.refused).toBeGreaterThan(100);
    expect(tally.timeBack).toBeGreaterThan(50);
    expect(tally.longGaps).toBeGreaterThan(20);
    expect(tally.valid).toBeGreaterThan(1000);
    expect(tally.fallbacks).toBeGreaterThan(1000);
    expect(tally.maxDropped).toBeGreaterThan(0);
    console.log(`input fuzz: ${JSON.stringify(tally)}`);
  }, 300_000);

  // What the fuzz found, pinned down so a change of seed or generator can't lose it.
  it('never lets cleaning join a stop token, or cut a message before a zero-width character', () => {
    const names = { pet: 'Mochi', owner: 'Sam' };
    for (const raw of [
      '<*|endoftext|*>',
      'hi <|a<|endoftext|>b|> there',
      '<|<|x|>endoftext|>',
      `${'a'.repeat(OWNER_TEXT_MAX - 1)}\u200cb`,
      `${'a'.repeat(OWNER_TEXT_MAX - 1)}\u200d`,
    ]) {
      const text = cleanOwnerText(raw, names);
      if (text !== null) expect(ownerLineProblems(ownerLine('Sam', text), names), JSON.stringify(raw)).toEqual([]);
    }
  });

  it('keeps the chat when an accepted game of catch ends after the chat outgrew its cap', () => {
    let pet = applyPetLine(offer(hatch(1), 'catch').pet, 'yay [yes]', hatch(1).now).pet;
    for (let i = 0; i < RATES.maxChatLines + 50; i++) pet = say(pet, `line ${i}`).pet;
    const { pet: played, lines } = finishCatch(pet, 3);
    expect(played.chat.length).toBe(RATES.maxChatLines);
    expect(played.chat.slice(-1)).toEqual(lines);
    expect(validateTranscript(transcriptStart(played), played.chat).violations).toEqual([]);
  });

  it('an awake pet saying "[sleep] [yes]" accepts awake and then sleeps; it does not wake in the same line', () => {
    const pet = offer(hatch(1), 'food', 'cookie').pet;
    const body = 'yum [sleep] [yes]';
    expect(checkPetLine(pet, body).valid).toBe(true);
    const r = applyPetLine(pet, body, pet.now);
    expect(r.lines).toEqual([`Mochi: ${body}`]);
    expect(r.pet.asleep).toBe(true);
    expect(effectProblems(pet, body, r)).toEqual([]);
  });
});
