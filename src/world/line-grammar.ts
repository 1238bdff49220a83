/**
 * The line grammar: the rules that can be kept while sampling, as a check on a pet line's prefix (can this still become
 * a line the validator accepts?). The brain masks the sampler's candidates with it, so a line keeps to the tag table
 * and the grounding rules as it is written instead of being resampled whole: tag names and values from the world's
 * tables, argument lengths, at most one [yes]/[no] and only after an offer (the one the appetite table demands, and no
 * refusing words where it demands [yes]), no [walk] in a reply to words that do not ask the pet to move, the pet's own
 * name after "my name is" (and some name after every name lead, no article but the name's own), a recall keyword of
 * the question's content words (as the owner typed them, a plural or verb form English makes of them, or the form a
 * memory holds them in) in plain letters, and only known words (the pet's own and its prompt's). It only ever rules out
 * prefixes every completion of which the validator would refuse (test/world/line-grammar.test.ts checks every prefix of
 * valid lines), but one: a remembered fact is the one the owner's words make (factFromWords), written whole, and no
 * [remember: opens where their words make none.
 *
 * One file because it is one state machine: every rule reads the same prefix state (the open tag, the slot being
 * written, the words so far) built once per line, and a rule split off would have to take that state apart again.
 */
import { appetiteFor, REFUSALS } from './appetite.ts';
import { DIARY_SENTENCE_BREAK, diaryGroundingViolations } from './diary-grounding.ts';
import { grownWords, type GrownWords } from './facts.ts';
import { noteKey } from './grounding.ts';
import { repliesWithoutMove } from './moves.ts';
import {
  emptyNameLead,
  NAME_ARTICLE,
  OWNER_NAME_LEADS,
  ownerNameUnasked,
  SELF_NAME_CAPITAL_LEADS,
  SELF_NAME_LEADS,
} from './naming.ts';
import { offTopicWants, untrueClaims } from './needs.ts';
import { ownerTextsSincePet, claimWords, saysPhrase, wordsOf, writtenWords } from './text.ts';
import { NOT_A_NAME, NOT_NAMES } from './lexicon/names.ts';
import { KnownWords, knownSoFar } from './known-words.ts';
import { recallKeyword, recallKeywordSign, recallWords } from './lookups.ts';
import { factToRemember } from './fact-sentence.ts';
import { MAX_TAG_ARG, TAGS, isTagName, type TagName } from './tags.ts';
import { TranscriptTracker, type TranscriptStart } from './validator.ts';
import type { WorldState } from './state.ts';

/** Chat tags a line may use, by name. */
const CHAT_TAGS = (Object.keys(TAGS) as TagName[]).filter((n) => TAGS[n].mode === 'chat');
/** A name slot at the end of the text so far: the word after one of `leads`, and whether it has ended. */
const nameSlot = (leads: string) =>
  new RegExp(`(?:^|[^\\p{L}])(?:${leads})\\s+${NAME_ARTICLE}(?<word>[\\p{L}'-]*)(?<end>[^\\p{L}'-]?)$`, 'iu');
/** Phrases after which the pet names itself, and after which it names the owner. */
const SELF_NAME_SLOT = nameSlot(SELF_NAME_LEADS);
const OWNER_NAME_SLOT = nameSlot(OWNER_NAME_LEADS);
/** A text that ends with a name lead itself, the name still to come. */
const SELF_LEAD_END = new RegExp(`(?:^|[^\\p{L}])(?:${SELF_NAME_LEADS})$`, 'iu');
const OWNER_LEAD_END = new RegExp(`(?:^|[^\\p{L}])(?:${OWNER_NAME_LEADS})$`, 'iu');
/** A name lead glued to a word ("my name isister", "your name'sDie"): no name the validator would read, and no English but "isn't". */
const GLUED_LEAD = new RegExp(`(?:^|[^\\p{L}])(?:${SELF_NAME_LEADS}|${OWNER_NAME_LEADS})(\\p{L}[\\p{L}']*)$`, 'iu');
/** "I'm Pi…": a capitalised word after "I'm" is a name too (case kept: "I'm happy" is no name). */
const SELF_CAPITAL_SLOT = new RegExp(
  `(?:^|[^\\p{L}])(?:${SELF_NAME_CAPITAL_LEADS})\\s+(?<word>\\p{Lu}[\\p{L}'-]*)(?<end>[^\\p{L}'-]?)$`,
  'u',
);

export class LineGrammar {
  private readonly pet: string;
  private readonly owner: string;
  private readonly asleep: boolean;
  private readonly offer: boolean;
  /** The answer the appetite table demands of the pending offer ([yes] to food while hungry), or null. */
  private readonly mustAnswer: 'yes' | 'no' | null;
  /** The line answers the owner's words, which do not ask the pet to move: no [walk:X] (walk-away). */
  private readonly noWalk: boolean;
  /** The chat before the line, for the rules judged when it ends (want-off-topic). */
  private readonly lines: readonly string[];
  /** Words a recall keyword may use, with the forms they may grow into. */
  private readonly askedWords: GrownWords;
  /** The owner's words since the pet's last line and the owner's name, as written (case kept). */
  private readonly typedWords: readonly string[];
  /** The words the line's text may use: the pet's own and its prompt's. */
  private readonly known: KnownWords;
  /** What the header makes untrue of the pet's body (the validator's needs-contradiction): phrases, and tags. */
  private readonly untruePhrases: readonly string[];
  private readonly untrueTags: ReadonlySet<string>;
  /** Whether a text's finished words say an untrue phrase, by that text (the candidates share it). */
  private readonly untrueMemo = new Map<string, boolean>();
  /** The owner's message is about another's name (owner-name-unasked): no owner-name lead ("your name is") may be written. */
  private readonly ownerNameUnasked: boolean;
  /**
   * The fact the owner's newest telling words make (factFromWords), which a [remember:…] writes whole, or null where
   * they make none and the line remembers nothing: the model chooses to remember, the owner's words say what.
   */
  private readonly fact: string | null;
  /** The day log's entries (noteKey), which a [diary:NOTE] may not repeat (note-repeat): built once, tested on every candidate token after the tag closes. */
  private readonly logged: ReadonlySet<string>;

  constructor(state: WorldState, start: TranscriptStart, lines: readonly string[]) {
    const t = new TranscriptTracker(start);
    for (const l of lines) t.step(l);
    this.pet = state.pet.name;
    this.owner = state.owner;
    this.asleep = t.asleep;
    this.offer = t.pendingOffer !== null;
    this.mustAnswer = t.pendingOffer
      ? appetiteFor(t.pendingOffer, { ...state.pet, asleep: t.asleep }, t.pendingFood).must
      : null;
    this.noWalk = repliesWithoutMove(lines, state.owner);
    this.lines = lines;
    this.logged = new Set(state.today.map(noteKey));
    const said = ownerTextsSincePet(lines, { pet: state.pet.name, owner: state.owner });
    const saidWords = said.flatMap(wordsOf);
    this.typedWords = writtenWords([...said, state.owner].join(' '));
    this.ownerNameUnasked = ownerNameUnasked(said);
    // A recall keyword is looked up by its content words (recallWords: no "this", "who", "my"); the validator's
    // recall-unasked rule asks for one of the question's, so a keyword of stop words alone ("[recall:this]") is not
    // offered here. Every keyword the generator writes is one content word of the question.
    // A question's word may also be written in the form a memory holds it ("doggy": [recall:dog]).
    const keys = saidWords.map(recallKeyword);
    this.askedWords = grownWords([...saidWords, ...keys].filter((w) => recallWords(w).size > 0));
    this.fact = factToRemember(said, state.owner, state.pet.name);
    this.known = KnownWords.forPrompt(state, lines);
    const untrue = untrueClaims(state.pet);
    // A line that must say [yes] may not refuse in words either (answer-words: a [yes] never says "no thanks").
    this.untruePhrases = [...untrue.flatMap((c) => c.phrases), ...(this.mustAnswer === 'yes' ? REFUSALS : [])];
    this.untrueTags = new Set(untrue.flatMap((c) => c.tags ?? []));
  }

  /** True when `body` (the line so far, after "Name:") can still become a valid line; false when no ending can save it. */
  allows(body: string, ending = false): boolean {
    let i = 0;
    const s = body;
    let answered = 0;
    const results: string[] = [];
    while (i < s.length) {
      const ch = s[i]!;
      if (ch === '\n') return false;
      if (ch === '{' || ch === '}' || ch === ']') return false;
      if (ch !== '[') {
        i += 1;
        continue;
      }
      const close = s.indexOf(']', i);
      const inner = close === -1 ? s.slice(i + 1) : s.slice(i + 1, close);
      if (!this.tagAllows(inner, close !== -1, answered)) return false;
      // The words before an open tag are finished: they must be known now, not when the tag closes.
      if (close === -1) return !ending && knownSoFar(textOnly(s), results, this.known, true);
      const name = inner.split(':')[0]!;
      if (name === 'yes' || name === 'no') answered += 1;
      i = close + 1;
      // A lookup's {result} comes from the app, whole, right after its tag.
      if (isTagName(name) && TAGS[name].lookup && s[i] === '{') {
        const end = s.indexOf('}', i);
        if (end === -1) return !ending;
        results.push(s.slice(i + 1, end));
        i = end + 1;
      }
    }
    // A line may end without its answer to an offer: the validator then has it resampled, where forbidding the end
    // sends the model on into run-on lines. The answer the appetite table refuses is ruled out (nameOk), and with it
    // refusing words where [yes] is due (docs/grounding.md, "Kept while sampling").
    const text = textOnly(s);
    // A wordless reply of wants the owner's words did not touch ("[want:play]" to "my favourite colour is purple")
    // may not end there: it goes on to say something.
    if (ending && !/[\p{L}\p{N}]/u.test(text) && offTopicWants(this.lines, this.owner, s).length) return false;
    return (
      this.nameAllows(text, ending) && knownSoFar(text, results, this.known, ending) && !this.saysUntrue(text, ending)
    );
  }

  /** Whether a tag's inside (so far, or closed) can be a tag the line may have. */
  private tagAllows(inner: string, closed: boolean, answered: number): boolean {
    const colon = inner.indexOf(':');
    const name = colon === -1 ? inner : inner.slice(0, colon);
    const arg = colon === -1 ? undefined : inner.slice(colon + 1);
    const allowedNames = CHAT_TAGS.filter((n) => this.nameOk(n, answered));
    if (colon === -1 && !closed) return allowedNames.some((n) => n.startsWith(name));
    if (!isTagName(name) || !allowedNames.includes(name)) return false;
    const spec = TAGS[name].arg;
    if (arg === undefined) return spec.kind === 'none';
    if (spec.kind === 'none') return false;
    if ([...arg].length > MAX_TAG_ARG || arg.includes('[')) return false;
    if (spec.kind === 'word') {
      const ok = (v: string) => !this.untrueTags.has(`${name}:${v}`);
      return closed ? spec.values.includes(arg) && ok(arg) : spec.values.some((v) => v.startsWith(arg) && ok(v));
    }
    if (closed && arg.trim() === '') return false;
    // The fact is the owner's words made a sentence (factFromWords), written whole: nameOk has no [remember without one.
    if (name === 'remember') return closed ? arg === this.fact : this.fact!.startsWith(arg);
    if (name === 'recall') return recallKeywordSign(arg) === null && this.wordsFrom(arg, this.askedWords, closed);
    if (name === 'diary' && closed) return !this.logged.has(noteKey(arg));
    return true;
  }

  /** Whether the finished words of a line's text (the last is still being written unless `ending`) say what the header makes untrue. */
  private saysUntrue(text: string, ending: boolean): boolean {
    if (!this.untruePhrases.length) return false;
    const done = ending ? text : text.replace(/[\p{L}\p{N}'’‘]+$/u, '');
    let said = this.untrueMemo.get(done);
    if (said === undefined) {
      const ws = claimWords(done);
      said = this.untruePhrases.some((p) => saysPhrase(ws, p));
      if (this.untrueMemo.size > 1024) this.untrueMemo.clear();
      this.untrueMemo.set(done, said);
    }
    return said;
  }

  /** The tags this line may still use, given the state. */
  private nameOk(name: TagName, answered: number): boolean {
    if (name === 'yes' || name === 'no')
      return this.offer && answered === 0 && (this.mustAnswer === null || name === this.mustAnswer);
    // Words that make no fact (a question, words to the pet) are not remembered.
    if (name === 'remember' && this.fact === null) return false;
    // An answer to an offer looks nothing up (none the generator writes does): a model kept from the [yes] it wanted
    // goes on from "[yes" into "[yesterday]{…}" and never answers.
    if (this.offer && TAGS[name].lookup) return false;
    if (name === 'walk' && this.noWalk) return false;
    // Asleep, a line dreams (or accepts an offer with [yes] alone); awake, it never dreams.
    return name === 'dream' ? this.asleep : !this.asleep;
  }

  /**
   * Every finished word of `arg` is among `allowed`; the word being written is a prefix of one. A recall keyword
   * too: the validator asks only that one of its words was asked about, but every keyword the generator writes
   * is the owner's own words, and a keyword free after its first word ran on into whole sentences inside the tag.
   */
  private wordsFrom(arg: string, allowed: GrownWords, closed: boolean): boolean {
    // The validator's own words (wordsOf: lowercase, quotes, "im" as "i'm"); the last is still being written
    // unless the tag closed or a separator followed it.
    const done = wordsOf(arg);
    const last = closed || !/[\p{L}\p{N}'’‘]$/u.test(arg) ? null : done.pop()!;
    if (!done.every((w) => allowed.finished.has(w))) return false;
    // The same word three times running is a loop, not the owner's words ("a bus called to to to to…").
    if (done.some((w, i) => i >= 2 && w === done[i - 1] && w === done[i - 2])) return false;
    // The word being written: the start of a word the validator would take for an allowed one (itself, or with a
    // plural or verb s/es, 's or ies), never any word that merely begins with one ("a" grew into whole strings).
    return last === null || allowed.forms.some((g) => g.startsWith(last));
  }

  /**
   * The rest of the name the line must write next, when its text ends in a name slot ("my name is", "your name is
   * Le"): the pet's or the owner's first name word, or what is left of it; null anywhere else (or inside a tag).
   */
  nameRest(body: string): string | null {
    if (body.lastIndexOf('[') > body.lastIndexOf(']')) return null;
    const text = textOnly(body);
    for (const [slot, leadEnd, name] of [
      [SELF_NAME_SLOT, SELF_LEAD_END, this.pet],
      [OWNER_NAME_SLOT, OWNER_LEAD_END, this.owner],
    ] as const) {
      if (this.ownerNameUnasked && slot === OWNER_NAME_SLOT) continue;
      // The name's first word as the validator reads it (letters, ' and -: "A.J." is "A", "Mr. Wobbles" "Mr").
      const first = nameWord(name);
      if (!first) continue;
      if (leadEnd.test(text)) return ` ${first}`;
      const m = slot.exec(text);
      if (!m || m.groups!.end !== '' || m.groups!.art) continue;
      const word = m.groups!.word!;
      const form = nameForms(first).find((f) => f.startsWith(word));
      if (form && word.length < form.length) return form.slice(word.length);
    }
    return null;
  }

  /**
   * Whether the line so far is inside a [remember: whose fact the owner's words dictate: what comes next until the tag
   * closes is the grammar's, not the model's choice (the brain leaves it out of the model's confidence in the line).
   */
  dictates(body: string): boolean {
    const open = body.lastIndexOf('[remember:');
    return this.fact !== null && open !== -1 && body.indexOf(']', open) === -1;
  }

  /**
   * The rest of a [remember:…] or [recall:…] that must come next when the model put every allowed token out of the
   * sampler's reach: the rest of the fact the owner's words make, or what completes the keyword's word being written
   * into one of the question's. Null anywhere else, or when the word being written is already one the tag may hold.
   */
  wordRest(body: string): string | null {
    const open = body.lastIndexOf('[');
    if (open === -1 || open < body.lastIndexOf(']')) return null;
    const inner = body.slice(open + 1);
    const colon = inner.indexOf(':');
    if (colon === -1) return null;
    const name = inner.slice(0, colon);
    if (name !== 'remember' && name !== 'recall') return null;
    const arg = inner.slice(colon + 1);
    if (name === 'remember')
      return this.fact?.startsWith(arg) && arg !== this.fact ? this.fact.slice(arg.length) : null;
    const partial = /[\p{L}\p{N}'’‘]*$/u.exec(arg)![0];
    if (!partial) return null;
    const typed = partial.toLowerCase().replace(/[’‘]/g, "'");
    const allowed = this.askedWords;
    if (allowed.finished.has(typed)) return null;
    // A word the owner typed with capitals still to come, begun as typed ("HUG" of "HUGE"), goes on as typed.
    const asTyped = this.typedWords.find(
      (t) =>
        t.startsWith(partial) && /\p{Lu}/u.test(t.slice(partial.length)) && allowed.forms.includes(t.toLowerCase()),
    );
    if (asTyped) return asTyped.slice(partial.length);
    let best: string | null = null;
    for (const g of allowed.forms)
      if (g.length > typed.length && g.startsWith(typed) && (best === null || g.length - typed.length < best.length))
        best = g.slice(typed.length);
    return best;
  }

  /** After "my name is" (or a capital after "I'm"), the pet's own name, and after "your name is", the owner's (or the start of it); nothing else. */
  private nameAllows(text: string, ending: boolean): boolean {
    // A lead that no name follows ("my name is !", "I'm called 1"): a lead at the very end may still get its name.
    if (emptyNameLead(text, !ending, [this.pet, this.owner])) return false;
    // Told of another's name ("his name is crumbs", "who r u"), the pet does not tell the owner theirs: the lead itself
    // is refused as it is finished, so the forced name after it (nameRest) never comes.
    if (this.ownerNameUnasked && OWNER_LEAD_END.test(text)) return false;
    const glued = GLUED_LEAD.exec(text);
    if (glued && !"n't".startsWith(glued[1]!.toLowerCase().replace(/’/g, "'"))) return false;
    return (
      slotAllows(SELF_NAME_SLOT.exec(text), this.pet) &&
      slotAllows(SELF_CAPITAL_SLOT.exec(text), this.pet, NOT_NAMES) &&
      slotAllows(OWNER_NAME_SLOT.exec(text), this.owner)
    );
  }
}

/** Whether the word in a name slot is (or can still become) `name`'s first word, or one of `notNames` (after "I'm" only). */
function slotAllows(m: RegExpExecArray | null, name: string, notNames: ReadonlySet<string> = NO_WORDS): boolean {
  if (!m) return true;
  const typed = m.groups!.word!;
  const word = typed.toLowerCase();
  const ended = m.groups!.end !== '';
  const first = nameWord(name);
  const own = first.toLowerCase();
  // The article was the name's own first word ("The Duke", "An Nguyen"): the rest is the name's, as the validator reads it.
  // Any other article in a name slot is none of the generator's lines ("your name is A a code" for Ada, from a model
  // unable to copy the owner's name): refused as soon as the article is finished.
  if (m.groups!.art) return m.groups!.art.toLowerCase() === own;
  if (word === '') return true;
  // The name as the header spells it, or all in lowercase or capitals; never with its case broken ("QuorRA").
  const forms = nameForms(first);
  if (ended) return forms.includes(typed) || notNames.has(word);
  return forms.some((f) => f.startsWith(typed)) || [...notNames].some((n) => n.startsWith(word));
}

/** The spellings a name slot takes of a name's first word: as the header spells it, all lowercase, all capitals. */
function nameForms(first: string): string[] {
  return [first, first.toLowerCase(), first.toUpperCase()];
}

/** No words: a name slot after "my name is" or "your name is" takes only the name (allocated once, off the per-token path). */
const NO_WORDS: ReadonlySet<string> = new Set();

/** A name's first word as a name slot reads it (letters, ' and -), or '' for a name that starts otherwise ("007"). */
function nameWord(name: string): string {
  return /^[\p{L}'-]+/u.exec(name)?.[0] ?? '';
}

/** A line's words outside tags and results. */
function textOnly(s: string): string {
  return s.replace(/\[[^\]]*\](\{[^}]*\})?/g, ' ').replace(/\[[^\]]*$/, ' ');
}

/**
 * The diary grammar: the page's grounding rules (docs/grounding.md: names, weather, star counts, foods and gifts
 * beyond the header and the day's log) kept while sampling, as the line grammar keeps a line's. It judges the
 * sentence being written with the validator's own rules (they read a page sentence by sentence, or word by word),
 * reading its last word as finished unless it may still grow into the pet's or the owner's name: so "a flower"
 * is ruled out as its word is written, not one token later when no ending can save it. Stricter than the
 * validator only for a word that would have grown past a ruled-out one ("a flowerpot").
 */
export class DiaryGrammar {
  private readonly state: Pick<WorldState, 'weather' | 'today' | 'owner'> & { pet: { name: string } };
  private readonly nameWords: string[];

  constructor(state: WorldState) {
    this.state = { weather: state.weather, today: state.today, owner: state.owner, pet: { name: state.pet.name } };
    // Capitalised words a page may write: the two names, words that are no name, and the day log's words.
    this.nameWords = [
      ...wordsOf(state.owner),
      ...wordsOf(state.pet.name),
      ...NOT_A_NAME,
      ...wordsOf(state.today.join(' ')),
    ];
  }

  /** Whether a finished sentence breaks no rule, by that sentence (a page's earlier sentences are judged again and again). */
  private readonly finishedMemo = new Map<string, boolean>();

  /**
   * True when the page so far (after "dear diary,") breaks no diary grounding rule in the sentence being written, nor in
   * the one a sentence break just finished; `ending`: the page ends here, its last sentence finished too. Judging the
   * finished sentence keeps a break from letting its last word through ("I surprised Quill." for Quillon), and the
   * page's end too ("…to Sa").
   */
  allows(page: string, ending = false): boolean {
    const parts = page.split(DIARY_SENTENCE_BREAK);
    const sentence = parts.at(-1)!;
    // Judged as the break is written (nothing of the next sentence yet): an earlier slip, written where the mask found
    // nothing it allowed, does not stop the mask for the rest of the page.
    if (parts.length > 1 && !/[\p{L}\p{N}]/u.test(sentence) && !this.finishedOk(parts.at(-2)!)) return false;
    if (ending) return this.finishedOk(sentence);
    const last = /[\p{L}\p{N}']+$/u.exec(sentence)?.[0];
    // A capitalised word that may still become a name the page may use is not finished yet.
    const growing =
      last !== undefined &&
      /^\p{Lu}/u.test(last) &&
      this.nameWords.some((n) => n.startsWith(last.toLowerCase()) && n !== last.toLowerCase());
    return (
      diaryGroundingViolations(growing ? sentence.slice(0, -last.length) : `${sentence} `, this.state).length === 0
    );
  }

  private finishedOk(sentence: string): boolean {
    let ok = this.finishedMemo.get(sentence);
    if (ok === undefined) {
      ok = diaryGroundingViolations(`${sentence} `, this.state).length === 0;
      if (this.finishedMemo.size > 256) this.finishedMemo.clear();
      this.finishedMemo.set(sentence, ok);
    }
    return ok;
  }

  /**
   * The rest of the pet's or the owner's name when the page ends in the start of one ("I gave a shell to Ri"): the
   * brain writes it when the model put every allowed token out of the sampler's reach, as a chat line's name slot
   * does, rather than a page that ends such a word there ("Ri", "Sa", "Satur") and is refused (diary-name). Null
   * anywhere else.
   */
  nameRest(page: string): string | null {
    const last = /[\p{L}\p{N}']+$/u.exec(page)?.[0];
    if (!last || !/^\p{Lu}/u.test(last)) return null;
    for (const name of [this.state.owner, this.state.pet.name]) {
      for (const word of name.split(/[^\p{L}'-]+/u)) {
        if (word.length > last.length && word.toLowerCase().startsWith(last.toLowerCase()))
          return word.slice(last.length);
      }
    }
    return null;
  }
}
