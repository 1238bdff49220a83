/**
 * A whole turn of the pet: generate, validate, resample an invalid line with a
 * new seed (up to three tries in all), and fall back to a line the world
 * guarantees valid. Every try and its violations are reported with the result.
 *
 * A reply to the owner's words is chosen from a few candidates: each is sampled with
 * the contract's settings, and of the valid ones a line that keeps more to what the owner
 * said (world/intents.ts, keepScore: the body topic or the name asked, hurt at a mean
 * message, a told fact remembered, a memory question looked up, an act asked for done, the
 * clock for the time, thanks, praise and feelings answered in kind, an honest "I don't know"
 * to a question outside its world, no lookup the words do not speak of; a name asked, a told fact, a memory question,
 * the time or a body topic that no candidate kept to: the later candidates open with it and the model writes the rest)
 * beats one that keeps less, then the line the model itself finds likeliest (the highest
 * mean log-probability per sampled token) is kept; a candidate that keeps wholly to it and
 * that the model is confident of is kept at once, and none is drawn past a token budget once
 * one that keeps to it is valid (docs/brain.md, "Choosing a reply").
 */
import {
  answeredWords,
  clockOf,
  diaryAnswered,
  diaryLead,
  fallbackBody,
  idleLead,
  KEEPS,
  keepScore,
  leadFor,
  leadsFirst,
  lookup,
  partOfDay,
  petLine,
  readMessage,
  shownToday,
  type MessageReader,
  type Violation,
} from '../world/index.ts';
import { generate, type GenerateOptions, type GenerateRequest, type GenerateResult } from './generate.ts';
import type { LanguageModel } from './lm.ts';
import type { OnText } from './protocol.ts';
import { PromptCache } from './prompt-cache.ts';
import type { Tokenizer } from './tokenizer.ts';

/**
 * How the owner's words are read: the intent table's hand-written rows, or the learned reader (reader.bin) through
 * the same table (world/intents.ts).
 */
export type ReaderChoice = 'hand' | 'learned';
/**
 * The reader the app, the CLI and the evaluation read with unless told otherwise: the hand-written rows, until the
 * learned reader reads better through the model (docs/brain.md, "The learned reader"). The one place to switch.
 */
export const APP_READER: ReaderChoice = 'hand';

/** The learned reader when the turn reads with it, else none (the hand-written rows). */
function readerOf(opts: TurnOptions): MessageReader | undefined {
  if ((opts.readWith ?? APP_READER) === 'hand') return undefined;
  if (!opts.reader) throw new Error('reading with the learned reader needs its file: load reader.bin beside the model');
  return opts.reader;
}

/** Tries in all before falling back. */
export const MAX_TRIES = 3;
/** How far apart the seeds of successive tries are. */
const RESEED_STEP = 7919;
/**
 * Candidates drawn for a reply to the owner's words, at most (each about one line's decode time). Most replies stop
 * long before (a confident candidate, or the token budget with one that keeps to the message in hand); the rest are
 * the replies none of whose candidates kept to what was asked, and these get more draws (docs/brain.md, "Choosing a
 * reply").
 */
export const REPLY_CANDIDATES = 8;
/**
 * A valid candidate whose sampled tokens average at least this log-probability (a per-token perplexity
 * of about 1.65) is kept without drawing more: the model was sure of it.
 */
const CONFIDENT_MEAN_LOG_PROB = -0.5;
/**
 * Once a valid candidate that keeps to the message is in hand, no further one is drawn after the turn has decoded this
 * many tokens (sampled ones and lookup results): the time a reply takes is about its decoded tokens, and this bounds its
 * slowest tenth (docs/brain.md). A reply whose candidates all miss what the owner asked draws all REPLY_CANDIDATES.
 */
export const REPLY_TOKEN_BUDGET = 24;

/**
 * From this candidate on (counting from 0), a reply that no candidate yet kept to opens with what the owner's words
 * call for (leadFor): the name asked ("my name is Pip", "your name is Sam"), a told fact's [remember:, a memory
 * question's [recall:, the time's [clock], a look asked's [look], yesterday's [yesterday], a dream's "I dreamed", a
 * body topic's state in the needs line's word ("I'm stinky"), thanks or a feeling's words in kind. The model writes
 * the rest (the fact, copying the owner's words in their order; the keyword, from the question; what it makes of the
 * time; what follows the name or the state).
 */
export const LEAD_FROM = 2;

export interface Try {
  seed: number;
  line: string;
  violations: Violation[];
  /** The mean log-probability per sampled token, the model's own confidence in the line. */
  meanLogProb: number;
  /** Tokens this try ran after the prompt (sampled ones and lookup results). */
  decodeTokens: number;
}

export interface TurnResult {
  /** The line to apply: always valid. */
  body: string;
  line: string;
  tries: Try[];
  /** Every try was invalid, so this is the world's safe line. */
  fallback: boolean;
  /** The chosen try's details (hops, tokens, reuse); the last try's when every try failed. */
  last: GenerateResult;
  /**
   * What the turn cost: its prompt as the first try met it (tokens, how many a cache held, and the time the rest took), and every try's prompt
   * tokens run (not reused), their time, tokens decoded and their time, together.
   */
  spent: {
    promptTokens: number;
    reusedTokens: number;
    promptMs: number;
    prefillTokens: number;
    prefillMs: number;
    decodeTokens: number;
    decodeMs: number;
  };
}

export interface TurnOptions extends Omit<GenerateOptions, 'onText'> {
  /** The turn's text as it is written; a try after a refused one starts it over (`restart`). */
  onText?: OnText;
  /** The learned reader of the owner's words (world/reader.ts, reader.bin), which `readWith: 'learned'` reads with. */
  reader?: MessageReader;
  /** Which reader reads the owner's words (APP_READER unless set). */
  readWith?: ReaderChoice;
  /**
   * Candidates for a reply to the owner's words (REPLY_CANDIDATES unless set); 1 keeps the first valid line.
   * Other turns (idle, events, diary pages) always keep the first valid line.
   */
  candidates?: number;
  /** Whether a reply no candidate yet kept to may open with what the owner's words call for (leadFor); true unless set. */
  leads?: boolean;
}

const meanLogProb = (r: GenerateResult) => (r.sampledTokens ? r.logProb / r.sampledTokens : -Infinity);

/** Generates the pet's turn; the result is always a valid line (a diary page may still be invalid: see its verdict). */
export async function generateTurn(
  lm: LanguageModel,
  tok: Tokenizer,
  req: GenerateRequest,
  opts: TurnOptions = {},
): Promise<TurnResult> {
  const replying = req.mode === 'chat' && answeredWords(req.lines, req.start.owner) !== null;
  const candidates = replying ? Math.max(1, opts.candidates ?? REPLY_CANDIDATES) : 1;
  // A try after a refused one streams as a fresh start: its first piece tells the listener to drop the refused text.
  // Candidates are compared before one is shown, so none streams while they are drawn: the chosen one is sent whole.
  // One prompt cache for every try: a try after the first runs only its own line, not the prompt again.
  let restart = false;
  const live =
    opts.onText &&
    ((piece: string) => {
      opts.onText!(piece, restart || undefined);
      restart = false;
    });
  const tryOpts: GenerateOptions = {
    ...opts,
    cache: opts.cache ?? new PromptCache(lm),
    onText: candidates > 1 ? undefined : live,
  };
  const tries: Try[] = [];
  let last: GenerateResult | undefined;
  let best: GenerateResult | undefined;
  let bestGiven = -1;
  let bestKeeps = 0;
  // The pet as a led reply sees it: its needs, and the weather, the part of the day and the poop around it.
  const view = {
    ...req.state.pet,
    around: {
      weather: req.state.weather,
      part: partOfDay(clockOf(req.state.now).hour),
      poop: req.state.poop,
      seen: lookup(req.state, 'look'),
    },
  };
  // What the owner's words ask that a reply can be heard to answer, read once for every candidate.
  const reading = replying
    ? readMessage(
        req.lines,
        { pet: req.state.pet.name, owner: req.state.owner },
        view,
        req.state.memories,
        readerOf(opts),
        opts.reader,
        req.state.today,
      )
    : null;
  // A told fact is kept whole: half of it remembered ("[remember:Ethan got a hamster]" for "i got a hamster!! his name
  // is crumbs") neither stops the draw at the token budget nor the led candidates. Told with a feeling, whole is the
  // fact and the answer in kind together (keepScore averages them), so the fact's lead may come for the missing comfort.
  const enough = reading && reading.told.length > 0 ? 1 : KEEPS;
  // What a diary page owes what the owner said among the day's shown entries (diaryAnswered).
  const shown = req.mode === 'diary' ? shownToday(req.state.today) : [];
  const owed = req.mode === 'diary' ? diaryAnswered('', shown, req.state.owner).owed : 0;
  // An idle turn may open with a thing true of the pet's state (world/idle-lead.ts); the model writes the rest.
  const idleOpening =
    req.mode === 'idle' && opts.leads !== false ? idleLead(req.start, req.lines, req.state, req.seed) : null;
  // Something serious, or the one answer the header shows, is led from the first candidate: a child's safety and what
  // the pet was told do not wait on the model.
  const leadFrom = leadsFirst(reading, view) ? 0 : LEAD_FROM;
  const spent = {
    promptTokens: 0,
    reusedTokens: 0,
    promptMs: 0,
    prefillTokens: 0,
    prefillMs: 0,
    decodeTokens: 0,
    decodeMs: 0,
  };
  for (let i = 0; i < Math.max(MAX_TRIES, candidates); i++) {
    const seed = req.seed + i * RESEED_STEP;
    restart = i > 0;
    // A page after one that was invalid or left unanswered what the owner said (a test tomorrow: no luck wished) opens
    // with an answer the best page so far lacks.
    const lead =
      req.mode === 'diary'
        ? i >= 1 && bestGiven < owed
          ? diaryLead(shown, req.state.owner, best?.body)
          : null
        : req.mode === 'idle'
          ? idleOpening
          : i >= leadFrom && bestKeeps < enough && (opts.leads !== false || reading?.serious)
            ? leadFor(reading, view, seed)
            : null;
    last = await generate(lm, tok, { ...req, seed }, lead ? { ...tryOpts, lead } : tryOpts);
    if (i === 0) {
      spent.promptTokens = last.promptTokens;
      spent.reusedTokens = last.reusedTokens;
      spent.promptMs = last.prefillMs;
    }
    spent.prefillTokens += last.promptTokens - last.reusedTokens;
    spent.prefillMs += last.prefillMs;
    spent.decodeTokens += last.decodeTokens;
    spent.decodeMs += last.decodeMs;
    const mean = meanLogProb(last);
    tries.push({
      seed,
      line: last.line,
      violations: last.verdict.violations,
      meanLogProb: mean,
      decodeTokens: last.decodeTokens,
    });
    const valid = last.verdict.valid;
    if (req.mode === 'diary') {
      // A page keeps to the day (valid) and answers what the owner said of themselves (a test tomorrow: luck): the
      // first valid page that answers all of it, else the valid page that answers most, else the last page.
      if (!valid) continue;
      const { given } = diaryAnswered(last.body, shown, req.state.owner);
      if (!best || given > bestGiven) {
        best = last;
        bestGiven = given;
      }
      if (given >= owed) break;
      continue;
    }
    // A candidate that keeps to what the owner said (the body topic: "r u hungry?", its tummy; the name asked; hurt at a
    // mean message; a told fact remembered, the more of its words the better; a [recall:] for a memory question) beats
    // one that keeps to it less, then the likeliest wins; one that does not keep to it (a score under KEEPS) neither ends
    // the draw early nor stops it at the token budget, so a reply that keeps to nothing draws every candidate.
    const score = valid ? keepScore(reading, last.body) : 0;
    if (valid && (!best || score > bestKeeps || (score === bestKeeps && mean > meanLogProb(best)))) {
      best = last;
      bestKeeps = score;
    }
    // Enough: the first valid line (one candidate), or a valid one that keeps wholly to the message (a told fact: all
    // of it remembered) and the model is sure of,
    // or every candidate drawn and one of them valid, or the budget spent with one that keeps to the message in hand.
    if (valid && (candidates === 1 || (score === 1 && mean >= CONFIDENT_MEAN_LOG_PROB))) break;
    if (best && (i + 1 >= candidates || (bestKeeps >= enough && spent.decodeTokens >= REPLY_TOKEN_BUDGET))) break;
  }
  // Something serious that no candidate answered with kindness and a grown-up to tell gets the world's line instead.
  if (best && reading?.serious && bestKeeps < 1) best = undefined;
  if (best) {
    if (candidates > 1 && best.body) opts.onText?.(best.body);
    // A diary page streams as it is written: an earlier page kept over the last one is shown again, whole.
    else if (best !== last && best.body) opts.onText?.(best.body, true);
    return { body: best.body, line: best.line, tries, fallback: false, last: best, spent };
  }
  if (req.mode === 'diary') return { body: last!.body, line: last!.line, tries, fallback: false, last: last!, spent };
  const body = fallbackBody(req.start, req.lines, req.state, reading?.serious);
  opts.onText?.(body, true);
  return { body, line: petLine(req.state.pet.name, body), tries, fallback: true, last: last!, spent };
}
