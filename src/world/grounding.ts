/**
 * Grounding: a pet line must not contradict what is true now. These rules add to the contract's (they never change it):
 * the pet's own name, facts only from the owner's words, recall keywords from the owner's question, words that agree
 * with the needs line, offers answered as the appetite table says. Used at runtime (resample, then fall back) and for
 * every generated training line; each rule family lives in its own file (text, appetite, needs, facts, naming, moves,
 * mean, diary-grounding). The decisions behind each table are in docs/grounding.md.
 */
import { readLine } from './tags.ts';
import { recallKeyword, recallWords } from './lookups.ts';
import type { WorldState } from './state.ts';
import type { OfferKind } from './events.ts';
import type { RuleId, Violation } from './rules.ts';
import type { Food } from './words.ts';
import { NOT_NAMES } from './lexicon/names.ts';
import { appetiteFor, BARE_NO, REFUSALS } from './appetite.ts';
import {
  unsaidFactWords,
  factCopy,
  factSign,
  factSelfWord,
  ownerClauses,
  factOrder,
  factCutShort,
  brokenCase,
} from './facts.ts';
import { repliesWithoutMove } from './moves.ts';
import { SELF_NAME, OWNER_NAME, SELF_NAME_CAPITAL, emptyNameLead, ownerNameUnasked } from './naming.ts';
import { untrueClaims, offTopicWants } from './needs.ts';
import { writtenWords, wordsOf, saysPhrase, claimWords, sameWord, ownerTextsSincePet } from './text.ts';

/**
 * Whether the day log already holds a [diary:NOTE]'s note (case and spaces aside): the same note again adds nothing to
 * the day's page, and a model that finds one it likes would write it into every other line.
 */
export function loggedNote(today: readonly string[], note: string): boolean {
  const n = noteKey(note);
  return today.some((e) => noteKey(e) === n);
}

/** A note or day-log entry as note-repeat compares them: lowercase, spaces collapsed. */
export function noteKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Grounding violations of a candidate pet line (its body) in a chat, given the state its header shows and the lines before it. */
export function groundingViolations(
  state: WorldState,
  lines: readonly string[],
  body: string,
  pending: { offer: OfferKind | null; asleep: boolean; food?: Food | null },
  lineNo: number,
): Violation[] {
  const out: Violation[] = [];
  const add = (rule: RuleId, message: string) => out.push({ line: lineNo, rule, message });
  const pet = state.pet;
  const names = { pet: pet.name, owner: state.owner };
  const read = readLine(body);
  const text = read.segments
    .filter((s) => s.kind === 'text')
    .map((s) => (s as { text: string }).text)
    .join(' ');

  for (const [re, who, rightName] of [
    [SELF_NAME, 'itself', pet.name],
    [SELF_NAME_CAPITAL, 'itself', pet.name],
    [OWNER_NAME, 'the owner', state.owner],
  ] as const) {
    for (const m of text.matchAll(re)) {
      const said = m.groups?.name ?? m[1]!;
      const art = m.groups?.art;
      if (art && art.toLowerCase() === wordsOf(rightName)[0]) continue;
      // After "my name is" / "your name is" only the name ("my name is a secret" or "your name is so pretty" were never
      // in the training lines, and the model went there when it could not copy the name); a capital after "I'm"
      // may be a word that is no name ("I'm Sorry").
      if ((re === SELF_NAME_CAPITAL && NOT_NAMES.has(said.toLowerCase())) || wordsOf(said)[0] === wordsOf(rightName)[0])
        continue;
      add(
        who === 'itself' ? 'self-name' : 'owner-name',
        `${pet.name} calls ${who} "${said}"; ${who === 'itself' ? 'its' : "the owner's"} name is ${rightName}`,
      );
    }
  }

  const empty = emptyNameLead(text, false, [pet.name, state.owner]);
  if (empty)
    add(
      'empty-name',
      `${pet.name} says "${empty}" and then no name; say ${/your|you/i.test(empty) ? state.owner : pet.name} after it, or leave it out`,
    );
  if (read.tags.some((t) => t.name === 'walk') && repliesWithoutMove(lines, state.owner)) {
    add(
      'walk-away',
      `${pet.name} walks off while ${state.owner} talks to it; answer ${state.owner}'s words (walk only when asked to move)`,
    );
  }

  const offTopic = offTopicWants(lines, state.owner, body);
  if (offTopic.length)
    add(
      'want-off-topic',
      `${pet.name} answers ${state.owner}'s words with only [want:${offTopic[0]}], which they were not about; say something to what ${state.owner} said`,
    );

  const ownerTexts = ownerTextsSincePet(lines, names);
  if (ownerNameUnasked(ownerTexts) && text.search(OWNER_NAME) !== -1) {
    add(
      'owner-name-unasked',
      `${pet.name} tells ${state.owner} their own name, but ${state.owner} said "${ownerTexts.at(-1)}", about another's name; answer that`,
    );
  }
  for (const t of read.tags) {
    if (t.name === 'remember' && t.arg) {
      const unsaid = unsaidFactWords(t.arg, ownerTexts, state.owner);
      if (!ownerTexts.length)
        add(
          'remember-unsaid',
          `[remember:${t.arg}] but ${state.owner} has told nothing since ${pet.name}'s last line; remember only what ${state.owner} just said`,
        );
      else if (unsaid.length)
        add(
          'remember-unsaid',
          `[remember:${t.arg}] has "${unsaid.join('", "')}", which ${state.owner} did not say; keep to ${state.owner}'s own words`,
        );
      const sign = factSign(t.arg, state.owner);
      const self = factSelfWord(t.arg);
      const broken = sign
        ? `has "${sign}", which no fact needs`
        : self
          ? `says "${self}", where a fact says ${state.owner}`
          : ownerTexts.length
            ? factCopy(t.arg, ownerTexts.flatMap(wordsOf), state.owner).problem
            : null;
      if (broken)
        add('remember-copy', `[remember:${t.arg}] ${broken}; copy ${state.owner}'s words once each, in a sentence`);
      const clauses = ownerClauses(ownerTexts);
      const order = ownerTexts.length
        ? (factOrder(t.arg, clauses, state.owner).problem ?? factCutShort(t.arg, clauses, state.owner))
        : null;
      if (order)
        add(
          'remember-order',
          `[remember:${t.arg}] ${order}; copy ${state.owner}'s words in the order ${state.owner} said them`,
        );
      const cased = brokenCase(t.arg, writtenWords([...ownerTexts, state.owner].join(' ')));
      if (cased)
        add(
          'remember-case',
          `[remember:${t.arg}] writes "${cased}" with its capitals out of place; write it as ${state.owner} typed it, or in lowercase`,
        );
    }
    if (t.name === 'diary' && t.arg && loggedNote(state.today, t.arg)) {
      add('note-repeat', `[diary:${t.arg}] is already in today's log; note something new, or leave the tag out`);
    }
    if (t.name === 'recall' && t.arg) {
      // A word of the question as the question typed it or in the form a memory holds it ("doggy": "dog").
      const asked = new Set(
        ownerTexts.flatMap((x) => [
          ...recallWords(x),
          ...wordsOf(x).flatMap((w) => [...recallWords(recallKeyword(w))]),
        ]),
      );
      const key = [...recallWords(t.arg)];
      if (!key.some((k) => [...asked].some((a) => sameWord(a, k)))) {
        add(
          'recall-unasked',
          `[recall:${t.arg}] but ${ownerTexts.length ? `${state.owner} asked "${ownerTexts.at(-1)}"` : `${state.owner} asked nothing`}; recall a word of ${state.owner}'s question`,
        );
      }
    }
  }

  const claimWs = claimWords(text);
  for (const claim of untrueClaims(pet)) {
    const phrase = claim.phrases.find((p) => saysPhrase(claimWs, p));
    const tag = read.tags.find((t) => claim.tags?.includes(`${t.name}:${t.arg ?? ''}`));
    if (phrase) add('needs-contradiction', `${pet.name} says "${phrase}" but ${claim.truth(pet)}`);
    else if (tag) add('needs-contradiction', `${tag.raw} but ${claim.truth(pet)}`);
  }

  if (pending.offer) {
    const answers = read.tags.filter((t) => t.name === 'yes' || t.name === 'no');
    // The words agree with the answer: a [yes] never says no (a sampler mask can force the tag, not the words).
    const refusal =
      answers.length === 1 && answers[0]!.name === 'yes'
        ? (REFUSALS.find((r) => saysPhrase(claimWs, r)) ?? bareNo(claimWs))
        : undefined;
    if (refusal)
      add(
        'answer-words',
        `[yes] to the offer (${pending.offer}) but ${pet.name} says "${refusal}"; a yes sounds like a yes`,
      );
    const appetite = appetiteFor(pending.offer, { ...pet, asleep: pending.asleep }, pending.food);
    if (answers.length === 1 && appetite.must && answers[0]!.name !== appetite.must) {
      add(
        'appetite',
        `[${answers[0]!.name}] to the offer (${pending.offer}) but the answer must be [${appetite.must}]: ${appetite.reason}`,
      );
    }
  }
  return out;
}

/** A sentence that is only "no" ("no!", "nope nope"), as the line says it, or undefined. */
function bareNo(claimWs: readonly string[]): string | undefined {
  const sentences: string[][] = [[]];
  for (const w of claimWs) {
    if (w === '.') sentences.push([]);
    else sentences.at(-1)!.push(w);
  }
  const bare = sentences.find((s) => s.length > 0 && s.every((w) => BARE_NO.includes(w)));
  return bare?.join(' ');
}
