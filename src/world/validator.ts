/**
 * The validator: checks a transcript against every rule of the contract and
 * says what is wrong in words. Never just false. One file: every check here is the contract's,
 * read through the one tracker that walks a transcript line by line (a diary page by the same rules of words).
 */
import { DOODLES, GENDERED_PRONOUNS, isOneOf, type Food } from './words.ts';
import {
  eventLine,
  eventPatterns,
  looksLikeEvent,
  OFFER_EVENTS,
  parseEvent,
  type Names,
  type OfferKind,
} from './events.ts';
import { isSilent, isTagName, MAX_TAG_ARG, readLine, TAGS, type ReadLine } from './tags.ts';
import { recallKeywordProblem, recallKeywordSign } from './lookups.ts';
import { clip, escapeRegExp } from './template.ts';
import { hasHiddenCharacters } from './hidden.ts';
import type { RuleId, Verdict, Violation } from './rules.ts';
import type { WorldState } from './state.ts';
import { diaryGroundingViolations, WEATHER_FORMS } from './diary-grounding.ts';
import { groundingViolations } from './grounding.ts';
import { KnownWords, unknownWords, vocabularyForm } from './known-words.ts';
import { answerFor } from './diary-answers.ts';
import { ownerQuote } from './prompt.ts';

/** Most words a sleeping pet may mumble (or say when it accepts an offer). */
const MAX_MUMBLE_WORDS = 4;
/** Most silent lines in a row. */
export const MAX_SILENT_RUN = 2;

/** What the validator must know about the moment a transcript starts. */
export interface TranscriptStart extends Names {
  asleep: boolean;
  /** An offer made before the first line and not yet answered. */
  pendingOffer?: OfferKind | null;
  /** The pet said [yes] to catch before the first line and the game's result is not written yet. */
  catchAccepted?: boolean;
}

/** A line classified by speaker. */
export type Speaker =
  | { kind: 'owner'; text: string }
  | { kind: 'pet'; text: string }
  | { kind: 'event'; text: string }
  | { kind: 'unknown'; text: string };

/** What a decoder writes for bytes that are not a whole character (a token cut inside a letter or emoji). */
const BROKEN_CHARACTER = '\ufffd';

/** Says who wrote a line: the owner, the pet, the app, or nobody it knows. */
export function speakerOf(line: string, names: Names): Speaker {
  if (looksLikeEvent(line)) return { kind: 'event', text: line };
  for (const [kind, name] of [
    ['pet', names.pet],
    ['owner', names.owner],
  ] as const) {
    if (line === `${name}:`) return { kind, text: '' };
    if (line.startsWith(`${name}: `)) return { kind, text: line.slice(name.length + 2) };
  }
  return { kind: 'unknown', text: line };
}

/**
 * Walks a transcript line by line, keeping what the rules depend on: asleep,
 * a pending offer, the silent run. step() returns the line's violations.
 */
export class TranscriptTracker {
  asleep: boolean;
  pendingOffer: OfferKind | null;
  /** The food of a pending food offer, when the offer's line was read (the appetite table reads its size). */
  pendingFood: Food | null = null;
  /** A sleeping pet said [yes]; the next line must be the app's woke-up line. */
  expectWake = false;
  /** The last line was the pet's [sleep]. */
  justSlept = false;
  /** The last line was a woke-up right after [sleep]; the next must be an owner line or a pat. */
  instantWake = false;
  catchAccepted = false;
  silentRun = 0;
  lineNo = 0;
  private readonly names: Names;
  private readonly patterns;

  constructor(start: TranscriptStart) {
    this.names = { pet: start.pet, owner: start.owner };
    this.asleep = start.asleep;
    this.pendingOffer = start.pendingOffer ?? null;
    this.catchAccepted = start.catchAccepted ?? false;
    this.patterns = eventPatterns(this.names);
  }

  /** Checks the next line and advances the state. */
  step(line: string): Violation[] {
    this.lineNo += 1;
    const out: Violation[] = [];
    const add = (rule: RuleId, message: string) => out.push({ line: this.lineNo, rule, message });
    const who = speakerOf(line, this.names);
    // applyPetLine refuses a line break, and the prompt would read it as two lines.
    if (/[\r\n]/.test(line))
      add(
        'line-form',
        `"${quote(line.replace(/\r/g, '\\r').replace(/\n/g, '\\n'))}" is more than one line: it has a line break in it`,
      );

    if (this.expectWake && !(who.kind === 'event' && line === this.eventText('wokeUp'))) {
      add(
        'wake-after-yes',
        `after a sleeping [yes] the next line must be "${this.eventText('wokeUp')}", not "${quote(line)}"`,
      );
      this.expectWake = false;
      this.asleep = false;
    }
    if (this.instantWake) {
      this.instantWake = false;
      const isPat = who.kind === 'event' && line === this.eventText('patted');
      if (who.kind !== 'owner' && !isPat)
        add(
          'instant-wake',
          `a wake right after [sleep] must be followed by an owner message or a pat, not "${quote(line)}"`,
        );
    }
    const wasJustSlept = this.justSlept;
    this.justSlept = false;

    if (who.kind === 'unknown') {
      add(
        'line-form',
        `"${quote(line)}" is not "${this.names.owner}: …", "${this.names.pet}: …" or an app event "* … *"`,
      );
      this.silentRun = 0;
    } else if (who.kind === 'owner') {
      this.silentRun = 0;
    } else if (who.kind === 'event') {
      this.silentRun = 0;
      this.stepEvent(line, add, wasJustSlept);
    } else {
      this.stepPet(who.text, add);
    }
    return out;
  }

  /** The event line of a name-only kind, for comparisons. */
  private eventText(kind: 'wokeUp' | 'patted'): string {
    return eventLine({ kind }, this.names);
  }

  private stepEvent(line: string, add: (r: RuleId, m: string) => void, wasJustSlept: boolean): void {
    if (!this.patterns.some((p) => p.regex.test(line))) {
      add('event-unknown', `"${quote(line)}" is not an event the app writes`);
      return;
    }
    const e = parseEvent(line, this.names)!;
    if (this.pendingOffer && !(e.kind === 'wokeUp' && this.expectWake)) {
      add('offer-interrupted', `"${quote(line)}" comes between the offer (${this.pendingOffer}) and the pet's answer`);
      this.pendingOffer = null;
    }
    if (e.kind === 'wokeUp') {
      if (this.expectWake) {
        this.expectWake = false;
      } else if (!this.asleep) {
        add('wake-awake', `"${quote(line)}" but ${this.names.pet} is not asleep`);
      } else if (wasJustSlept) {
        this.instantWake = true;
      }
      this.asleep = false;
    }
    if (e.kind === 'playedCatch') {
      if (!this.catchAccepted) add('catch-unasked', `"${quote(line)}" without a [yes] to an offer of catch`);
      this.catchAccepted = false;
    }
    const offer = OFFER_EVENTS[e.kind];
    if (offer) {
      this.pendingOffer = offer;
      this.pendingFood = e.kind === 'offerFood' ? e.food : null;
    }
  }

  private stepPet(body: string, add: (r: RuleId, m: string) => void): void {
    const { pet, owner } = this.names;
    if (body.trim() === '') {
      add('empty-line', `${pet}'s line is empty`);
      this.silentRun = 0;
      return;
    }
    // Control and direction characters would be stored (a memory, a day-log note) and shown invisibly.
    if (hasHiddenCharacters(body))
      add('line-form', `${pet}'s line "${quote(body)}" holds an invisible control or text-direction character`);
    if (/^\s*\*/.test(body) || /\*[^*\n]+\*/.test(body))
      add('pet-event', `${pet} wrote an event-like "* … *" in "${quote(body)}"`);
    const speakerRe = new RegExp(`(^|\\s)(${escapeRegExp(owner)}|${escapeRegExp(pet)}):(\\s|$)`);
    if (speakerRe.test(body)) add('pet-speaker', `${pet}'s line contains a speaker prefix: "${quote(body)}"`);

    const read = readLine(body);
    this.checkTags(read, add);

    const isAnswer = (name: string) => name === 'yes' || name === 'no';
    const answers = read.tags.filter((t) => isAnswer(t.name));
    const dreams = read.tags.filter((t) => t.name === 'dream');
    const others = read.tags.filter((t) => !isAnswer(t.name) && t.name !== 'dream');
    const answering = this.pendingOffer !== null;

    if (answering) {
      if (answers.length !== 1)
        add(
          'answer-count',
          `after the offer (${this.pendingOffer}) ${pet}'s line needs exactly one [yes] or [no]; it has ${answers.length}`,
        );
    } else if (answers.length) {
      add('answer-outside', `${answers.map((a) => a.raw).join(' ')} with no offer to answer`);
    }
    const accepted = answering && answers.length === 1 && answers[0]!.name === 'yes';

    if (this.asleep) {
      if (accepted) {
        if (dreams.length || others.length)
          add(
            'asleep-yes',
            `a sleeping ${pet} accepts with words and [yes] only, not ${[...dreams, ...others].map((t) => t.raw).join(' ')}`,
          );
        if (read.words.length > MAX_MUMBLE_WORDS)
          add('asleep-yes', `a sleeping ${pet} accepts in at most ${MAX_MUMBLE_WORDS} words, not ${read.words.length}`);
        this.expectWake = true;
      } else {
        if (dreams.length !== 1)
          add('asleep-dream', `asleep, ${pet}'s line needs exactly one [dream:X]; it has ${dreams.length}`);
        if (read.words.length > MAX_MUMBLE_WORDS)
          add('asleep-mumble', `asleep, ${pet} mumbles at most ${MAX_MUMBLE_WORDS} words, not ${read.words.length}`);
        const extra = others.filter((t) => t.name !== 'sleep');
        if (extra.length) add('asleep-tags', `asleep, ${pet} can't use ${extra.map((t) => t.raw).join(' ')}`);
      }
      if (others.some((t) => t.name === 'sleep')) add('sleep-asleep', `[sleep] but ${pet} is already asleep`);
    } else {
      if (dreams.length) add('dream-awake', `${dreams.map((t) => t.raw).join(' ')} but ${pet} is awake`);
    }
    if (answering) {
      if (accepted && this.pendingOffer === 'catch') this.catchAccepted = true;
      this.pendingOffer = null;
      this.pendingFood = null;
    }
    if (!this.asleep && read.tags.some((t) => t.name === 'sleep')) {
      this.asleep = true;
      this.justSlept = true;
    }
    this.silentRun = isSilent(read) ? this.silentRun + 1 : 0;
    if (this.silentRun > MAX_SILENT_RUN)
      add('silent-run', `${this.silentRun} silent lines in a row; at most ${MAX_SILENT_RUN}`);
  }

  private checkTags(read: ReadLine, add: (r: RuleId, m: string) => void): void {
    for (const s of read.segments) if (s.kind === 'stray') add('tag-syntax', s.problem);
    let walks = 0;
    for (const t of read.tags) {
      if (!isTagName(t.name) || TAGS[t.name].mode !== 'chat') {
        add(
          'tag-unknown',
          `${t.raw} is not a chat tag (known: ${Object.keys(TAGS)
            .filter((n) => TAGS[n as keyof typeof TAGS].mode === 'chat')
            .join(', ')})`,
        );
        continue;
      }
      const spec = TAGS[t.name];
      if (spec.arg.kind === 'none' && t.arg !== undefined)
        add('tag-arg', `[${t.name}] takes no argument, got "${quote(t.arg)}"`);
      if (spec.arg.kind !== 'none' && (t.arg === undefined || t.arg.trim() === ''))
        add('tag-arg', `[${t.name}:…] needs an argument`);
      if (t.arg !== undefined && t.arg.length > MAX_TAG_ARG)
        add('tag-arg', `[${t.name}:…] argument is ${t.arg.length} characters; at most ${MAX_TAG_ARG}`);
      if (spec.arg.kind === 'word' && t.arg !== undefined && !spec.arg.values.includes(t.arg)) {
        add('tag-arg', `[${t.name}:${quote(t.arg)}] is not one of ${spec.arg.values.join(', ')}`);
      }
      if (spec.lookup && t.result === undefined) add('lookup-result', `${t.raw} has no {result} after it`);
      if (t.name === 'recall') {
        const p = recallKeywordProblem(t.arg);
        if (p) add('recall-keyword', `[recall] ${p}`);
        const sign = t.arg === undefined ? null : recallKeywordSign(t.arg);
        if (sign)
          add(
            'recall-plain',
            `[recall:${quote(t.arg!)}] has "${sign}"; a keyword is a word of letters (and an apostrophe), like [recall:dog]`,
          );
      }
      if (t.name === 'walk') walks += 1;
      if (t.name === 'remember' && t.arg) this.checkFact(t.arg, add);
    }
    if (walks > 1) add('walk-count', `${walks} [walk] tags in one line; at most one`);
  }

  private checkFact(fact: string, add: (r: RuleId, m: string) => void): void {
    const { owner } = this.names;
    const words = fact.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
    if (!new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(owner)}($|[^\\p{L}\\p{N}])`, 'iu').test(fact)) {
      add('remember-owner', `[remember:${quote(fact)}] must name ${owner}`);
    }
    const used = words.filter((w) => isOneOf(GENDERED_PRONOUNS, w));
    if (used.length)
      add('remember-pronoun', `[remember:${quote(fact)}] uses "${used.join('", "')}"; say ${owner} instead`);
  }
}

/** How much of a line a violation message quotes. */
const QUOTE = 60;
const quote = (text: string) => clip(text, QUOTE);

/** Validates a whole transcript from its starting state. */
export function validateTranscript(start: TranscriptStart, lines: readonly string[]): Verdict {
  const tracker = new TranscriptTracker(start);
  const violations = lines.flatMap((l) => tracker.step(l));
  return { valid: violations.length === 0, violations };
}

/**
 * Validates a candidate pet line in the context of the transcript before it; only the candidate's violations count.
 * With the state the prompt's header shows, the grounding rules (grounding.ts) apply too.
 */
export function validateNext(
  start: TranscriptStart,
  lines: readonly string[],
  candidate: string,
  state?: WorldState,
): Verdict {
  const tracker = new TranscriptTracker(start);
  for (const l of lines) tracker.step(l);
  const pending = { offer: tracker.pendingOffer, asleep: tracker.asleep, food: tracker.pendingFood };
  const violations = tracker.step(candidate);
  const who = speakerOf(candidate, { pet: start.pet, owner: start.owner });
  // A token cut inside a character's bytes decodes to U+FFFD, which the screen would show as "�". Checked on new
  // lines only: a pet's stored chat from before the rule may hold one, and must still open.
  if (who.kind === 'pet' && who.text.includes(BROKEN_CHARACTER)) {
    violations.push({
      line: tracker.lineNo,
      rule: 'broken-character',
      message: `${start.pet}'s line "${quote(who.text)}" holds a broken character (part of a letter or emoji)`,
    });
  }
  if (state && who.kind === 'pet') {
    violations.push(...groundingViolations(state, lines, who.text, pending, tracker.lineNo));
    // A word may come from a lookup result only after it (the grammar cannot see a result not yet written).
    const known = KnownWords.forPrompt(state, lines);
    const results: string[] = [];
    const unknown: string[] = [];
    for (const g of readLine(who.text).segments) {
      if (g.kind === 'tag' && g.result !== undefined) results.push(g.result);
      if (g.kind === 'text')
        for (const w of unknownWords(g.text, results, known)) if (!unknown.includes(w)) unknown.push(w);
    }
    if (unknown.length) {
      violations.push({
        line: tracker.lineNo,
        rule: 'unknown-word',
        message: `${start.pet} says "${unknown.slice(0, 3).join('", "')}", ${unknown.length > 1 ? 'words' : 'a word'} it never learnt and nobody said in the chat; a pet line keeps to the pet's own words and the chat's`,
      });
    }
  }
  return { valid: violations.length === 0, violations };
}

/** The words of the things a page's answers to the owner's quotes are told by (answerFor: "zoo" → "zoo trip"). */
function answerWords(today: readonly string[], owner: string): string[] {
  return today.flatMap((e) => {
    const said = ownerQuote(e, owner);
    const a = said === null ? null : answerFor(said);
    return a && 'thing' in a ? [a.thing] : [];
  });
}

/**
 * Validates a diary page body (the text after "dear diary,"): prose, then optional [doodle:NAME] stickers on the last
 * line; with the day's state, the diary grounding rules too.
 */
export function validateDiaryPage(body: string, names: Names, state?: Pick<WorldState, 'weather' | 'today'>): Verdict {
  const violations: Violation[] = state
    ? diaryGroundingViolations(body, { ...state, owner: names.owner, pet: { name: names.pet } })
    : [];
  const lines = body.replace(/\s+$/, '').split('\n');
  // A page keeps to the pet's own words and its header's (the names, the weather, the day's log), as a chat line does,
  // the day's weather in any of its forms ("it rained"), and the words its answer to what the owner said is told by ("the zoo trip").
  const weather = Object.keys(WEATHER_FORMS).filter((w) => WEATHER_FORMS[w] === state?.weather);
  const known = state
    ? new KnownWords(
        vocabularyForm(
          [
            names.pet,
            names.owner,
            state.weather,
            ...weather,
            ...state.today,
            ...answerWords(state.today, names.owner),
          ].join(' '),
        ),
      )
    : null;
  lines.forEach((text, i) => {
    const add = (rule: RuleId, message: string) => violations.push({ line: i + 1, rule, message });
    const read = readLine(text);
    const unknown = known
      ? [...new Set(read.segments.flatMap((g) => (g.kind === 'text' ? unknownWords(g.text, [], known) : [])))]
      : [];
    if (unknown.length)
      add(
        'unknown-word',
        `the page says "${unknown.slice(0, 3).join('", "')}", ${unknown.length > 1 ? 'words' : 'a word'} the pet never learnt and the day never held`,
      );
    for (const s of read.segments) if (s.kind === 'stray') add('tag-syntax', s.problem);
    for (const t of read.tags) {
      if (t.name !== 'doodle') add('diary-tags', `${t.raw} in a diary page; only [doodle:NAME]`);
      else if (i !== lines.length - 1) add('diary-tags', `${t.raw} must be on the last line`);
      else if (!t.arg || !isOneOf(DOODLES, t.arg)) add('tag-arg', `${t.raw} is not a doodle (${DOODLES.join(', ')})`);
    }
    if (text.includes(BROKEN_CHARACTER))
      add('broken-character', `"${quote(text)}" holds a broken character (part of a letter or emoji)`);
    if (
      /^##/.test(text) ||
      speakerOf(text, names).kind === 'pet' ||
      speakerOf(text, names).kind === 'owner' ||
      looksLikeEvent(text)
    )
      add('diary-end', `"${quote(text)}" is a header, chat line or event, not diary prose`);
  });
  if (!body.trim()) violations.push({ line: 1, rule: 'diary-end', message: 'the diary page is empty' });
  return { valid: violations.length === 0, violations };
}
