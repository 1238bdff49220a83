/**
 * Writes the model card (models/tokenling-mini/README.md) from the files the
 * recipe's commands produce, so every figure in it comes from a command:
 * corpus.json (generate.ts), train_report.json (train.py), eval.json (eval.ts), file sizes.
 *
 *   npx tsx models/recipe/card.ts [--model models/tokenling-mini]
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { FIT_TARGETS, TARGETS } from './eval.ts';
import { MAX_TRIES, REPLY_CANDIDATES } from '../../src/brain/turn.ts';

const { values } = parseArgs({ options: { model: { type: 'string', default: 'models/tokenling-mini' } } });
const dir = values.model!;
const read = (f: string) => JSON.parse(readFileSync(join(dir, f), 'utf8'));
const corpus = read('corpus.json');
/** The shipped run's phases, each on freshly generated data (written from the training log). */
const phases: {
  phase: number;
  data: string;
  generator: string;
  command: string;
  samples: number;
  tokens: number;
  untilMinute: number;
  untilStep: number;
}[] = read('phases.json');
/** The last phase's checkpoint folder (phase.sh: data models/recipe/outN, run models/recipe/runs/phaseN). */
const lastRun = `models/recipe/runs/phase${/out(\d+)$/.exec(phases.at(-1)!.data)?.[1] ?? ''}`;
const train = read('train_report.json');
const evalr = read('eval.json');
/**
 * The same probe set sampled without the line grammar (eval.ts --only probes --no-grammar; absent when not run for
 * this model), and the app's scripted chat.
 */
const plain = existsSync(join(dir, 'eval-nogrammar.json')) ? read('eval-nogrammar.json').fit : null;
const appChat = existsSync(join(dir, 'app-chat.json')) ? read('app-chat.json') : null;
/** The same probe set with every turn keeping its first valid line, no reply chosen from candidates (eval.ts --only probes --candidates 1). */
const firstValid = existsSync(join(dir, 'eval-first-valid.json')) ? read('eval-first-valid.json').fit : null;
/** The second blind set: body and name questions (eval.ts --only probes --probes models/recipe/probe/blind-questions.json). */
type BlindFit = {
  probes: number;
  samples: number;
  overall: { raw: Rate; final: Rate };
  kinds: Record<string, { final: Rate }>;
};
const blind = existsSync(join(dir, 'eval-blind.json')) ? (read('eval-blind.json').fit as BlindFit) : null;
/** The third and fourth blind sets: told facts and memory questions, requests to act (--probes probe/blind-memory.json, probe/blind-acts.json). */
const blindMemory = existsSync(join(dir, 'eval-blind-memory.json'))
  ? (read('eval-blind-memory.json').fit as BlindFit)
  : null;
const blindActs = existsSync(join(dir, 'eval-blind-acts.json')) ? (read('eval-blind-acts.json').fit as BlindFit) : null;
/** The fifth blind set: thanks, praise, the owner's feelings, questions outside the world (--probes probe/blind-feelings.json). */
const blindFeelings = existsSync(join(dir, 'eval-blind-feelings.json'))
  ? (read('eval-blind-feelings.json').fit as BlindFit)
  : null;
/** The sixth and seventh: remembering like a friend (probe/blind-friend.json), what children ask a pet (probe/blind-life.json, also --no-leads). */
const blindOf = (f: string) => (existsSync(join(dir, f)) ? (read(f).fit as BlindFit) : null);
const blindFriend = blindOf('eval-blind-friend.json');
const blindLife = blindOf('eval-blind-life.json');
const blindLifeNoLeads = blindOf('eval-blind-life-noleads.json');
/** The eighth: the same forty kinds by another helper, measured after the rows that answer them (probe/blind-life2.json). */
const blindLife2 = blindOf('eval-blind-life2.json');
const blindLife2NoLeads = blindOf('eval-blind-life2-noleads.json');
/** The ninth and tenth: the friend kinds and the forty again by new helpers, their misses not read (probe/blind-friend2.json, blind-life3.json). */
const blindFriend2 = blindOf('eval-blind-friend2.json');
const blindFriend2NoLeads = blindOf('eval-blind-friend2-noleads.json');
const blindLife3 = blindOf('eval-blind-life3.json');
const blindLife3NoLeads = blindOf('eval-blind-life3-noleads.json');
/** The eleventh and twelfth: the friend kinds and the forty once more (probe/blind-friend3.json, blind-life4.json). */
const blindFriend3 = blindOf('eval-blind-friend3.json');
const blindFriend3NoLeads = blindOf('eval-blind-friend3-noleads.json');
const blindLife4 = blindOf('eval-blind-life4.json');
const blindLife4NoLeads = blindOf('eval-blind-life4-noleads.json');
/** The thirteenth: the forty kinds again, written after the fixes of a fifth development set (probe/blind-life5.json). */
const blindLife5 = blindOf('eval-blind-life5.json');
const blindLife5NoLeads = blindOf('eval-blind-life5-noleads.json');
/** The idle measure (eval.ts --only idle) and the in-app talk (test/bench/app-talk.ts) with its reader's verdicts. */
const idle = existsSync(join(dir, 'eval-idle.json')) ? read('eval-idle.json') : null;
/** The probe set's older kinds, before the friend and life rows: those no later blind set measures. */
const newerKinds = new Set([
  ...Object.keys(blindFriend?.kinds ?? {}),
  ...Object.keys(blindLife?.kinds ?? {}),
  ...Object.keys(blindLife2?.kinds ?? {}),
  ...Object.keys(blindFriend2?.kinds ?? {}),
  ...Object.keys(blindLife3?.kinds ?? {}),
  ...Object.keys(blindFriend3?.kinds ?? {}),
  ...Object.keys(blindLife4?.kinds ?? {}),
]);
const olderFit = (() => {
  const kinds = Object.entries((evalr.fit?.kinds ?? {}) as Record<string, { final: { ok: number; total: number } }>);
  const older = kinds.filter(([k]) => !newerKinds.has(k)).map(([, v]) => v.final);
  const ok = older.reduce((a, f) => a + f.ok, 0);
  const total = older.reduce((a, f) => a + f.total, 0);
  return { ok, total, rate: total ? ok / total : 0 };
})();
const idleNoLeads = existsSync(join(dir, 'eval-idle-noleads.json')) ? read('eval-idle-noleads.json') : null;
const appTalk = existsSync(join(dir, 'app-talk.json')) ? read('app-talk.json') : null;
/** The free talk of a second script (talk/script2.json), by a writer who saw none of the first nor its replies. */
const appTalk2 = existsSync(join(dir, 'app-talk-script2.json')) ? read('app-talk-script2.json') : null;
/** The free talk of a third script (talk/script3.json), by a writer who saw only the kinds children ask a pet. */
const appTalk3 = existsSync(join(dir, 'app-talk-script3.json')) ? read('app-talk-script3.json') : null;
/** The free talk of a fourth script (talk/script4.json), by another writer who saw only the same kinds. */
const appTalk4 = existsSync(join(dir, 'app-talk-script4.json')) ? read('app-talk-script4.json') : null;
/** The free talk of a sixth script (talk/script6.json), by another writer under the same rules. */
const appTalk6 = existsSync(join(dir, 'app-talk-script6.json')) ? read('app-talk-script6.json') : null;
/** A judged script's figure, with the run it was judged beside unlabelled. */
const judgedFigure = (t: { judged: { sense: number; of: number; before?: { sense: number; commit: string } } }) =>
  `**${t.judged.sense} of ${t.judged.of}**${t.judged.before ? ` (${t.judged.before.sense} at ${t.judged.before.commit}, judged beside it unlabelled)` : ''}`;
/** The previous shipped model under the same eval (the same code and seeds), for comparison. */
const prev = existsSync(join(dir, 'eval-previous.json')) ? read('eval-previous.json') : null;
type Rate = { rate: number; ok: number; total: number };
const fr = (r: Rate) => `${(100 * r.rate).toFixed(1)}% (${r.ok}/${r.total})`;
/** A blind set's fit by kind, "kind 80.0% (24/30)" each. */
const kindFits = (b: BlindFit) =>
  Object.entries(b.kinds)
    .map(([k, v]) => `${k} ${fr(v.final)}`)
    .join(', ');
/** A blind set's fit by kind, led and, where measured, not led: "kind 80.0% (24/30) / 50.0% (15/30)" each. */
const ledNotLed = (b: BlindFit, noLeads: BlindFit | null) =>
  Object.entries(b.kinds)
    .map(([k, v]) => `${k} ${fr(v.final)}${noLeads?.kinds[k] ? ` / ${fr(noLeads.kinds[k]!.final)}` : ''}`)
    .join(', ');
/** How many of a blind set's kinds fit 70% or more: "27 of 40". */
const kindsAt70 = (b: BlindFit) =>
  `${Object.values(b.kinds).filter((v) => v.final.rate >= 0.7).length} of ${Object.keys(b.kinds).length}`;
const fit = evalr.fit as {
  firstTryBroke?: Record<string, number>;
  factsAsSaid?: Rate;
  samples: number;
  candidates?: number;
  meanTries?: number;
  meanTurnMs: number;
  overall: { raw: Rate; final: Rate };
  longChat: { raw: Rate; final: Rate };
  firstTryValid: Rate;
  kinds: Record<string, { raw: Rate; final: Rate }>;
} | null;
const fitRows = fit
  ? Object.entries(fit.kinds)
      .map(([k, v]) => {
        const nog = plain?.kinds?.[k];
        const one = firstValid?.kinds?.[k];
        const target = k.startsWith('long') ? FIT_TARGETS.longChat : FIT_TARGETS.perKind;
        return `| ${k} | ${fr(v.raw)} | ${fr(v.final)} | ${one ? fr(one.final) : '–'} | ${nog ? fr(nog.final) : '–'} | ≥ ${target * 100}% ${v.final.rate >= target ? 'met' : '**not met**'} |`;
      })
      .join('\n')
  : '';
const mb = (f: string) => (statSync(join(dir, f)).size / 1e6).toFixed(2);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const n = (x: number) => x.toLocaleString('en-US');
const c = train.config;
const t = corpus.splits.train;
const h = corpus.splits.heldout;

const kinds = Object.values(train.heldout.per_kind as Record<string, { name: string; loss: number; tokens: number }>)
  .map((k) => `| ${k.name} | ${k.loss.toFixed(3)} | ${n(k.tokens)} |`)
  .join('\n');
const metric = (key: string, label: string) => {
  const r = evalr.rates[key];
  const target = (TARGETS as Record<string, number>)[key];
  return `| ${label} | ${pct(r.rate)} (${r.ok}/${r.total}) | ${target ? `≥ ${target * 100}%` : '–'} | ${target ? (r.rate >= target ? 'met' : '**not met**') : ''} |`;
};
const coverage = (o: Record<string, number>) =>
  Object.entries(o)
    .map(([k, v]) => `${k} ${n(v)}`)
    .join(', ');

const card = `# tokenling-mini

The brain of tokenling: a GPT-2-architecture language model **trained from scratch** by this
repository's recipe (\`models/recipe/\`) on pet dialogue that tokenling's own world and simulation
render. No pretrained weights were used or downloaded. It writes the pet's chat lines (with tool
tags and lookups) and its diary pages, following the contract in \`src/world/\`.

## Model
| | |
|---|---|
| architecture | GPT-2 (learned positions up to ${c.n_positions}, pre-norm blocks, GELU, tied embeddings) |
| layers × width × heads | ${c.n_layer} × ${c.n_embd} × ${c.n_head} |
| parameters | ${n(train.params)} |
| vocabulary | ${n(c.vocab_size)}: GPT-2's byte-level BPE cut to its first 8,192 tokens (same ids as GPT-2) + \`<|endoftext|>\` = 8192 |
| context | ${c.n_positions} tokens |
| files | \`onnx/model_quantized.onnx\` int8 ${mb('onnx/model_quantized.onnx')} MB (shipped to the browser), \`onnx/model.onnx\` fp32 ${mb('onnx/model.onnx')} MB; \`reader.bin\` ${mb('reader.bin')} MB (shipped beside it) is the learned reader of the owner's words, trained apart (\`models/recipe/reader/\`) |
| layout | Hugging Face ONNX for GPT-2: \`input_ids\`, \`attention_mask\`, \`position_ids\`, \`past_key_values.N.key/value\`, \`num_logits_to_keep\` → \`logits\`, \`present.N.key/value\`; loads unchanged in transformers.js |

## Data
Generated by \`models/recipe/generate.ts\`: sessions of pet life played by the real simulation (\`src/sim\`), every
pet line checked by the world's validator before it is written, plus diary pages:
- an owner-intent taxonomy of 82 intents (\`models/recipe/data/taxonomy.ts\`), each with at least 60 hand-written
  phrasings (\`data/phrases.ts\` and \`data/banks/\`; the time questions also composed from parts) and every pet
  situation with at least 20 replies, coloured by stage and traits; some messages carry two things at once, a short
  opener or a trailing aside;
- facts composed from slots drawn from large lists and made-up words (\`data/facts.ts\`), so a remembered fact can
  only be copied from the owner's words; questions about them recall a word of the question;
- body questions answered from the one stat they ask about, offers answered as the appetite table says, names said
  after a lead the line grammar holds, diary pages written from the day their header shows that answer what the
  owner said (a test tomorrow: good luck);
- every line checked by the grounding rules (\`docs/grounding.md\`), a phrase that does not fit the state planned
  again;
- loss only on lines the sample's header describes: a chat sample's header is the moment its last pet line was
  written from, and lines written under another state stay in the sample as context only; three chat samples in ten
  are cut to the exchange they score (\`SHORT_CHAT\` in \`data/session.ts\`);
- no probe message is ever written (\`isProbeMessage\`; \`test/models/probe-blind.test.ts\` checks every told fact and
  question).

The tables below describe the last phase's data, \`corpus.json\`.

| | train | held out |
|---|---:|---:|
| transcripts (chat + diary) | ${n(t.samples)} (${n(t.chat)} + ${n(t.diary)}) | ${n(h.samples)} (${n(h.chat)} + ${n(h.diary)}) |
| tokens | ${n(t.tokens)} | ${n(h.tokens)} |
| tokens carrying loss | ${n(t.lossTokens)} | ${n(h.lossTokens)} |
| distinct owner phrasings | ${n(t.distinctOwnerPhrasings)} | ${n(h.distinctOwnerPhrasings)} |
| distinct pet lines | ${n(t.distinctPetLines)} | ${n(h.distinctPetLines)} |

Tag coverage (train): ${coverage(t.tagCounts)}.
Event coverage (train): ${coverage(t.eventCounts)}.

Loss is carried by the pet's words, its tags, the newline that ends a pet line, diary bodies and the
\`<|endoftext|>\` that ends a page. Headers, owner lines, event lines, speaker prefixes and the app's
lookup results \`{…}\` are context only. The held-out split uses pet and owner names, seeds and a
quarter of the "what time is it" phrasings that training never saw.

## Training phases
The shipped model trained in ${phases.length} phases, each resuming the last on freshly generated data (the generator
at the commit named). Phases 1–7 ran one cosine schedule over their whole wall-clock budget at a peak learning rate
of 1e-3; from phase 8 each phase has a fresh one (\`train.py --new-phase\`: warmup, then cosine over the phase's
budget), peaking at 6e-4, at 3e-4 from phase 15 and at 2e-4 from phase 24. Phase 6 resumed from weights recovered
from the shipped phase-5 ONNX file (\`models/recipe/from_onnx.py\`, fresh AdamW moments). From phase 11 the exported
file has step outputs, and from phase 12 the smaller graph (the recipe's README, "The ONNX contract" and "Few ops per
step"). Phase 18's data held ten of the probe set's messages word for word (composed by the told-fact templates of
8b1cb80, up to 34 times each); the data of every later phase holds none, and the probe set still counts those ten.

| phase | data | generator (commit, and what its data changed) | samples | tokens | until minute | until step |
|---|---|---|---:|---:|---:|---:|
${phases.map((p) => `| ${p.phase} | \`${p.data}\` | ${p.generator} | ${n(p.samples)} | ${n(p.tokens)} | ${p.untilMinute} | ${n(p.untilStep)} |`).join('\n')}

Phases trained and not shipped (each measured against the model it would have replaced, on the same code and seeds;
\`eval.ts --n 100 --probe-samples 3\`):

| phase | what it tried | why it was not shipped |
|---|---|---|
| 13 | replies to questions outside the pet's world that say it does not know; the weakest kinds more often; 15% diary pages | the probe set 54.8% against phase 12's 56.9%, long chats 67.8% (70.8%); its data went on into phase 15 |
| 14 | phase 13's data with told facts typed in lowercase, and a loss on the owner's words (\`--owner-weight 0.25\`) | the probe set 52.3% (57.4%), asleep lines 60%; the owner's words carry no loss since |
| 16 | two owner messages in a row answered by one reply to the second | diary pages valid 84% (96%), under the 95% target |
| 17 | a peak of 2e-4 on fresh data, 49 minutes on a slow machine | the probe set 65.4% (66.8%), long chats 69.0% (73.1%) |
| 19 | the owner's name, tiredness, pride and thanks asked more often | diary pages valid 94%, under the 95% target; \`[clock]\` 53% held out (55%) |
| 22 | the calm stretch asks after a need a care or time changed (30% of its owner messages) | \`[clock]\` 78% held out, under its 80% target; the probe set 73.0% (75.4%); phase 23 took it at 20% |
| 23 | phase 22's recipe at 20%, the time and the world's edges asked more often | the probe set 76.1% (77.6%), greetings and goodbyes worse; phase 24 trained on from it |
| 24 | greetings, goodbyes, memory questions and dancing weighed up | its int8 copy agreed with fp32 on 97.9% of the smaller parity fixture used then (bar 98%); phase 25 trained on from it |
| 28 | phase 27's recipe on fresh data (seed 28) | the probe set 89.7% (90.5%), the blind sets 511 of 702 (520), "not the time" under 75% |
| 29 | the friend and life rows (serious disclosures, memory from the header, feelings first, the persona, play, 25 new intents, worded idle turns) and the dark's drift into sleep, 72 minutes | the probe set's older 465 probes 88.2% (90.5%), the older blind sets 507 of 702 (520); the new kinds half learned (blind-life 49.7%, blind-friend 41.1%): docs/brain.md, "Training the friend and life rows" |
| 30 | phase 29's data again from its checkpoint, a fresh schedule, 46 minutes | the older probes 89.3%, the older blind sets 497 of 702; blind-life 51.1%, blind-friend 42.1% |
| 31 | fresh data (the safety rows widened) from phase 30's checkpoint, peak 1.5e-4, 62 minutes | measured with this model on the same code: the older probes 90.4% (90.5%), the older blind sets 504 of 702 (524); blind-life 56.3% (44.5%), without leads 54.5% (38.9%), blind-friend 47.2% (46.9%): docs/brain.md, "Training the friend and life rows" |

## Training
| | |
|---|---|
| hardware | ${train.hardware} (the last phase; phases 1–5 ran with bf16 autocast on a CPU with AMX, phases 6–7 in fp32 on one without) |
| steps | ${n(train.steps)} |
| tokens seen | ${n(train.tokens_seen)} |
| time | ${(train.wall_seconds / 60).toFixed(1)} min (${n(Math.round(train.tokens_per_second))} tokens/s) |
| final train loss | ${train.final_train_loss.toFixed(3)} |
| held-out loss (loss-carrying tokens) | ${train.heldout.loss.toFixed(3)} |

Held-out loss per token kind:

| kind | loss | tokens |
|---|---:|---:|
${kinds}

## Fit: does the reply fit what the owner said?
Measured on the frozen probe set (\`models/recipe/probe/\`: ${fit ? `${evalr.fit.probes}` : '–'} owner messages written by hand the
way people type, each with a rubric, never used for training and checked blind to the generator by
\`test/models/probe-blind.test.ts\`), each sampled ${fit?.samples ?? '–'} times through the path of
\`npm run tokenling -- say\` (the contract's sampling settings, the line grammar, three tries, then the
world's fallback; a reply to the owner's words is chosen from up to ${fit?.candidates ?? REPLY_CANDIDATES} candidates, the valid one that keeps to
what was said most (the body topic or the name asked, hurt at a mean message, a told fact remembered, a memory question
looked up, an act asked for done, a greeting greeted back: \`src/world/reading.ts\`) and then the one the model finds likeliest,
\`src/brain/turn.ts\` and docs/brain.md, "Choosing a reply"). "First try" is the first sample as written,
judged valid and fitting; "after resampling" is the line the app would apply.${newerKinds.size ? ` The probes of the kinds before the friend and life rows (those the sixth and seventh blind sets do not measure): **${fr(olderFit)}** after resampling.` : ''} ${firstValid ? '"First valid line" keeps every turn\'s first valid line, as the app did before replies were chosen (`eval.ts --only probes --candidates 1`).' : ''} ${plain ? 'The column without the grammar samples without the line grammar, replies chosen as the app does.' : 'The column without the line grammar was not run for this model (`eval.ts --only probes --no-grammar`).'}

${
  fit
    ? `| | first try | after resampling | first valid line | without the grammar | target |
|---|---:|---:|---:|---:|---|
| **overall** | ${fr(fit.overall.raw)} | ${fr(fit.overall.final)} | ${firstValid ? fr(firstValid.overall.final) : '–'} | ${plain ? fr(plain.overall.final) : '–'} | ≥ ${FIT_TARGETS.overall * 100}% ${fit.overall.final.rate >= FIT_TARGETS.overall ? 'met' : '**not met**'} |
| **long chats** | ${fr(fit.longChat.raw)} | ${fr(fit.longChat.final)} | ${firstValid ? fr(firstValid.longChat.final) : '–'} | ${plain ? fr(plain.longChat.final) : '–'} | ≥ ${FIT_TARGETS.longChat * 100}% ${fit.longChat.final.rate >= FIT_TARGETS.longChat ? 'met' : '**not met**'} |
| **first try valid** | ${fr(fit.firstTryValid)} | | ${firstValid ? fr(firstValid.firstTryValid) : '–'} | ${plain ? fr(plain.firstTryValid) : '–'} | ≥ ${FIT_TARGETS.firstTryValid * 100}% ${fit.firstTryValid.rate >= FIT_TARGETS.firstTryValid ? 'met' : '**not met**'} |
${fitRows}

A turn took ${fit.meanTurnMs} ms on average in node (onnxruntime-web, WASM, one thread)${fit.meanTries ? `, ${fit.meanTries} tries a turn` : ''}${firstValid ? `; ${firstValid.meanTurnMs} ms keeping the first valid line` : ''}${plain ? `; ${plain.meanTurnMs} ms without the grammar` : ''}.${
        fit.firstTryBroke
          ? ` The rules first tries broke (tries per rule, \`docs/grounding.md\` and \`src/world/rules.ts\`): ${
              Object.entries(fit.firstTryBroke)
                .map(([rule, c]) => `\`${rule}\` ${c}`)
                .join(', ') || 'none'
            }.`
          : ''
      }${
        fit.factsAsSaid
          ? ` Of the facts the replies remembered, ${fr(fit.factsAsSaid)} are the owner's words made a sentence in the third person (\`factsAsSaid\`, \`src/world/fact-sentence.ts\`), not a splice of them.`
          : ''
      }`
    : 'No probe figures yet.'
}
${
  blind
    ? `
On a second blind set (\`models/recipe/probe/blind-questions.json\`: ${blind.probes} body and name questions written on
2026-12-03 by a helper who saw neither this probe set, the phrase banks nor the code, after the reply preference above was
written from this set's misses), ${blind.samples} samples each: fit **${fr(blind.overall.final)}** after resampling (${fr(blind.overall.raw)} first try);
${kindFits(blind)}.
`
    : ''
}${
  blindMemory && blindActs
    ? `
On a third and a fourth (\`probe/blind-memory.json\`: ${blindMemory.probes} told facts and memory questions; \`probe/blind-acts.json\`: ${blindActs.probes}
requests to dance, spin, wave, walk, sleep, give a gift or sing; written on 2026-12-03 by two helpers who read only the
probe README, after the readings of \`src/world/reading.ts\` were written from this set's misses): fit **${fr(blindMemory.overall.final)}**
(${kindFits(blindMemory)}) and **${fr(blindActs.overall.final)}**
(${kindFits(blindActs)}).
`
    : ''
}${
  blindFeelings
    ? `
On a fifth (\`probe/blind-feelings.json\`: ${blindFeelings.probes} thanks, praise, the owner's feelings, questions outside the
pet's world, time words that ask no time, sickness and insults; written on 2026-12-04 by a helper who read only the probe
README, while \`src/world/kindness.ts\` and the unasked-lookup and outside-question readings were being written, and committed
before they were measured): fit **${fr(blindFeelings.overall.final)}** (${kindFits(blindFeelings)}).
`
    : ''
}${
  blindFriend
    ? `
On a sixth (\`probe/blind-friend.json\`: ${blindFriend.probes} memory questions answered from the header, a recall or the chat above,
feelings with a fact inside, long and odd told facts, serious disclosures, honesty questions and follow-ups; written on
2026-12-05 by a helper who saw only the kinds, before any data or reading for them; its misses were read while the
memory, follow-up and honesty leads were written): fit **${fr(blindFriend.overall.final)}**
(${kindFits(blindFriend)}).
`
    : ''
}${
  blindLife
    ? `
On a seventh (\`probe/blind-life.json\`: ${blindLife.probes} of what children ask a pet, at least eight of each of forty kinds:
favourites, age, family, jokes, songs, love, the day, the weather, where things are; written on 2026-12-05 by a helper who
saw only the kinds): fit **${fr(blindLife.overall.final)}**${blindLifeNoLeads ? `, and **${fr(blindLifeNoLeads.overall.final)}** with no candidate led by the app (\`--no-leads\`: the model's own)` : ''}. By kind, led / not led: ${ledNotLed(blindLife, blindLifeNoLeads)}.
`
    : ''
}${
  blindLife2
    ? `
On an eighth (\`probe/blind-life2.json\`: ${blindLife2.probes} of the same forty kinds, nine of each, written on 2026-12-05 by
another helper who saw only the kinds and the file shape, after the rows that read and lead them; 60 of its messages that
the generator writes were rewritten by a third helper): fit **${fr(blindLife2.overall.final)}**${blindLife2NoLeads ? `, and **${fr(blindLife2NoLeads.overall.final)}** not led (\`--no-leads\`)` : ''}. Kinds at 70% or more: ${kindsAt70(blindLife2)}. By kind, led / not led: ${ledNotLed(blindLife2, blindLife2NoLeads)}.
`
    : ''
}${
  blindFriend2
    ? `
On a ninth (\`probe/blind-friend2.json\`: ${blindFriend2.probes} of the friend kinds, twelve of each, written on 2026-12-06 by a
helper who saw only the kinds and the file shape, after the rows that answer them; its misses not read; measured again
after fixes read from eight development sets, \`probe/dev-weak.json\`, \`dev-weak2.json\`, \`dev-weak3.json\`, \`dev-life4.json\`, \`dev-life5.json\`, \`dev-weak6.json\`, \`dev-weak7.json\` and \`dev-weak8.json\`):
fit **${fr(blindFriend2.overall.final)}**${blindFriend2NoLeads ? `, and **${fr(blindFriend2NoLeads.overall.final)}** not led` : ''}. By kind, led / not led: ${ledNotLed(blindFriend2, blindFriend2NoLeads)}.
`
    : ''
}${
  blindLife3
    ? `
On a tenth (\`probe/blind-life3.json\`: ${blindLife3.probes} of the forty kinds, eight of each, written on 2026-12-06 by yet
another helper under the same rules; 53 of its messages that the generator writes were rewritten by a fourth; its
misses not read; measured again after the same fixes): fit **${fr(blindLife3.overall.final)}**${blindLife3NoLeads ? `, and **${fr(blindLife3NoLeads.overall.final)}** not led` : ''}. Kinds at 70% or more: ${kindsAt70(blindLife3)}. By kind, led / not led: ${ledNotLed(blindLife3, blindLife3NoLeads)}.
`
    : ''
}${
  blindFriend3
    ? `
On an eleventh (\`probe/blind-friend3.json\`: ${blindFriend3.probes} of the friend kinds, ten of each, written on 2026-12-06 by
another helper who saw only the kinds, the file shape and the contract; its misses not read; measured when it was
committed, 75.8% (182/240), and again after the later fixes of the development sets):
fit **${fr(blindFriend3.overall.final)}**${blindFriend3NoLeads ? `, and **${fr(blindFriend3NoLeads.overall.final)}** not led` : ''}. By kind, led / not led: ${ledNotLed(blindFriend3, blindFriend3NoLeads)}.
`
    : ''
}${
  blindLife4
    ? `
On a twelfth (\`probe/blind-life4.json\`: ${blindLife4.probes} of the forty kinds, eight of each, written on 2026-12-06 by
another helper under the same rules; 46 of its messages that the generator writes were reworded by another; measured
once at 9317925, 72.9% (700/960), and again after the fixes of the fifth to eighth development sets,
\`probe/dev-life5.json\`, \`dev-weak6.json\`, \`dev-weak7.json\` and \`dev-weak8.json\`, whose kinds were chosen by where this set and others fit worst; its
misses not read): fit **${fr(blindLife4.overall.final)}**${blindLife4NoLeads ? `, and **${fr(blindLife4NoLeads.overall.final)}** not led` : ''}. Kinds at 70% or more: ${kindsAt70(blindLife4)}. By kind, led / not led: ${ledNotLed(blindLife4, blindLife4NoLeads)}.
`
    : ''
}${
  blindLife5
    ? `
On a thirteenth (\`probe/blind-life5.json\`: ${blindLife5.probes} of the forty kinds, five of each, written on 2026-12-06 by
another helper under the same rules after those fixes; 40 of its messages that the generator writes were reworded by
another; measured first at 94b5d54, 83.0% (498/600), then again after the sixth to eighth development sets, \`probe/dev-weak6.json\`,
\`dev-weak7.json\` and \`dev-weak8.json\`, whose kinds were chosen by where this set and others fit worst; its misses not read): fit **${fr(blindLife5.overall.final)}**${blindLife5NoLeads ? `, and **${fr(blindLife5NoLeads.overall.final)}** not led` : ''}. Kinds at 70% or more: ${kindsAt70(blindLife5)}. By kind, led / not led: ${ledNotLed(blindLife5, blindLife5NoLeads)}.
`
    : ''
}${
  idle
    ? `
Idle turns (\`eval.ts --only idle --idle-samples ${idle.idle.samples}\`: ${idle.idle.states} states a pet lives in, ${idle.idle.samples} turns each,
through the app's path, the app's idle leads included): worded ${fr(idle.idle.worded)} (at least three words that are not filler), distinct ${fr(idle.idle.distinct)}
of the worded lines after masking names and values, and ${fr(idle.idle.true)} mention something true of the state.${
        idleNoLeads
          ? ` The model alone (\`--no-leads\`): worded ${fr(idleNoLeads.idle.worded)}, distinct ${fr(idleNoLeads.idle.distinct)}, true ${fr(idleNoLeads.idle.true)}.`
          : ''
      }
`
    : ''
}${
  appTalk
    ? `
In the built app in Chromium at 390×844 with this model (\`npx tsx test/bench/app-talk.ts\`), 40 free-talk messages in a
row written by a helper who saw neither the banks nor the probe sets: ${appTalk.judged ? `**${appTalk.judged.sense} of ${appTalk.judged.of}** replies make sense as judged by a reader who built none of it` : 'not yet judged'};
a pet told three facts and asked them back ten lines later named ${appTalk.summary.factsBack}.${
        appTalk2?.judged
          ? ` The first script's replies were read while the reading was tuned, so it is not blind. A second script of 40 (\`npx tsx test/bench/app-talk.ts script2\`), by a writer who saw none of the first nor its replies, is: ${judgedFigure(appTalk2)}${appTalk3?.judged ? '; its replies were read since, so it is not blind either' : ''}.`
          : ''
      }${
        appTalk3?.judged
          ? ` A third script of 40 (\`npx tsx test/bench/app-talk.ts script3\`), by a writer who saw only the kinds children ask a pet, none of the code, the banks or a reply, is ${appTalk4?.judged ? 'a development script now: its replies were read since' : 'the blind figure'}: ${judgedFigure(appTalk3)}.`
          : ''
      }${
        appTalk4?.judged
          ? ` A fourth script of 40 (\`npx tsx test/bench/app-talk.ts script4\`), by another writer under the same rules, committed before the code it measures, is ${appTalk6?.judged ? 'a development script now: two of the misses its judge named were mended since' : 'the blind figure'}: ${judgedFigure(appTalk4)}.`
          : ''
      }${
        appTalk6?.judged
          ? ` A sixth script of 40 (\`npx tsx test/bench/app-talk.ts script6\`), by another writer under the same rules, committed before the code it measures, is the blind figure: ${judgedFigure(appTalk6)}.`
          : ''
      }
`
    : ''
}${
  appChat
    ? `
In the built app in Chromium at 390×844 with this model (\`npx tsx test/bench/app-chat.ts\`: 41 messages and
offers, time moved by Playwright's clock, each offer's tummy word the sim's at that moment): "what's your
name?" in 10 wordings got the pet's name ${appChat.summary.names}; food offered to ${appChat.summary.hungryOffers} hungry pets was
accepted ${pct(appChat.summary.hungryAccepted)}; offered ${appChat.summary.stuffedOffers} times to a stuffed pet it was refused
${pct(appChat.summary.stuffedRefused)}. ${appChat.summary.fallbackAnswers} of these ${appChat.summary.hungryOffers + appChat.summary.stuffedOffers} answers were the world's fallback line
(the model's own tries broke a rule: a hungry pet's \`[no]\`, or a \`[yes]\` that said no).`
    : ''
}

## Behaviour
Held-out scenarios (\`models/recipe/eval.ts\`: names, seeds and time phrasings the generator did not
train on), sampled with the contract's settings (temperature 0.85, top-k 40, top-p 0.92), one try,
**before any resampling**, int8 model in onnxruntime-web:

| metric | measured | target | |
|---|---:|---:|---|
${metric('validLines', 'pet lines valid')}
${metric('offerAnswered', 'after an offer, exactly one [yes]/[no]')}
${metric('asleepDream', 'asleep, a valid dream line')}
${metric('clockAsked', 'asked the time (unseen phrasing), [clock]')}
${metric('clockBlind', 'asked the time (blind probe, see notes), [clock]')}
${metric('diaryEnds', 'diary page ends with <|endoftext|> within 220 tokens')}
${metric('diaryValid', 'diary page passes the diary validator')}

At runtime an invalid line is resampled (${MAX_TRIES} tries; a reply to the owner's words is chosen from up to ${REPLY_CANDIDATES}
candidates) and then replaced by the world's safe fallback, so the app only ever applies valid lines.

Notes on these figures:
- These format metrics are judged by the validator with the grounding rules (\`docs/grounding.md\`). ${
  prev
    ? `Under the
  same eval (the same code and seeds) the previous shipped model, phase ${phases.at(-2)?.phase ?? '–'}, scored:
  valid ${pct(prev.rates.validLines.rate)}, offers answered ${pct(prev.rates.offerAnswered.rate)}, asleep ${pct(prev.rates.asleepDream.rate)},
  \`[clock]\` ${pct(prev.rates.clockAsked.rate)} held out and ${pct(prev.rates.clockBlind.rate)} on the blind probe, diary pages valid ${pct(prev.rates.diaryValid.rate)};
  on the probe set ${fr(prev.fit.overall.final)} fit after resampling and ${fr(prev.fit.firstTryValid)} valid on the first try
  (\`eval-previous.json\`).`
    : ''
}
- The blind time probe (\`BLIND_TIME_PROBES\` in \`eval.ts\`) asks the time in wordings no training phrasing holds (the
  eval checks it).
- The held-out format scenarios are drawn by the generator, so a change to its intent weights or to the validator
  moves them with the draw: one hundred fixed seeds move by a few points when the scenarios change.
- The mean turn time is node's; \`npm run bench\` gives the speed on the user's path (the repository README, Performance).
- Misses per probe, with the line written, are in \`eval.json\` (\`fit.misses\`).
- How each runtime rule and reading came to be, and what it changed, is in docs/brain.md and docs/grounding.md.

## Reproduce
\`\`\`sh
${phases.map((p) => p.command).join('\n')}
/usr/bin/python3 models/recipe/export.py --ckpt ${lastRun}/ckpt.pt --out models/tokenling-mini
/usr/bin/python3 models/recipe/quantize.py --model models/tokenling-mini
/usr/bin/python3 models/recipe/parity_fixture.py --ckpt ${lastRun}/ckpt.pt --data ${phases.at(-1)!.data} --out models/tokenling-mini
npx tsx models/recipe/tokenizer/make-tokenizer.ts --out models/tokenling-mini
npx tsx models/recipe/eval.ts --model models/tokenling-mini --n ${evalr.perKind} --probe-samples ${fit?.samples ?? 3} --out models/tokenling-mini/eval.json
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only probes --probe-samples ${blind?.samples ?? 3} --probes models/recipe/probe/blind-questions.json --out models/tokenling-mini/eval-blind.json
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only probes --probe-samples 3 --probes models/recipe/probe/blind-memory.json --out models/tokenling-mini/eval-blind-memory.json
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only probes --probe-samples 3 --probes models/recipe/probe/blind-acts.json --out models/tokenling-mini/eval-blind-acts.json
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only probes --probe-samples 3 --probes models/recipe/probe/blind-feelings.json --out models/tokenling-mini/eval-blind-feelings.json
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only probes --probe-samples 3 --probes models/recipe/probe/blind-friend.json --out models/tokenling-mini/eval-blind-friend.json
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only probes --probe-samples 3 --probes models/recipe/probe/blind-life.json --out models/tokenling-mini/eval-blind-life.json
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only probes --probe-samples 3 --no-leads --probes models/recipe/probe/blind-life.json --out models/tokenling-mini/eval-blind-life-noleads.json
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only probes --probe-samples 3 --probes models/recipe/probe/blind-life2.json --out models/tokenling-mini/eval-blind-life2.json
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only probes --probe-samples 3 --no-leads --probes models/recipe/probe/blind-life2.json --out models/tokenling-mini/eval-blind-life2-noleads.json
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only probes --probe-samples 3 --probes models/recipe/probe/blind-friend2.json --out models/tokenling-mini/eval-blind-friend2.json
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only probes --probe-samples 3 --no-leads --probes models/recipe/probe/blind-friend2.json --out models/tokenling-mini/eval-blind-friend2-noleads.json
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only probes --probe-samples 3 --probes models/recipe/probe/blind-life3.json --out models/tokenling-mini/eval-blind-life3.json
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only probes --probe-samples 3 --no-leads --probes models/recipe/probe/blind-life3.json --out models/tokenling-mini/eval-blind-life3-noleads.json
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only probes --probe-samples 3 --probes models/recipe/probe/blind-friend3.json --out models/tokenling-mini/eval-blind-friend3.json
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only probes --probe-samples 3 --no-leads --probes models/recipe/probe/blind-friend3.json --out models/tokenling-mini/eval-blind-friend3-noleads.json
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only probes --probe-samples 3 --probes models/recipe/probe/blind-life4.json --out models/tokenling-mini/eval-blind-life4.json
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only probes --probe-samples 3 --no-leads --probes models/recipe/probe/blind-life4.json --out models/tokenling-mini/eval-blind-life4-noleads.json
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only probes --probe-samples 3 --probes models/recipe/probe/blind-life5.json --out models/tokenling-mini/eval-blind-life5.json
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only probes --probe-samples 3 --no-leads --probes models/recipe/probe/blind-life5.json --out models/tokenling-mini/eval-blind-life5-noleads.json
npx tsx models/recipe/reader/blind.ts   # the readers' intent accuracy on every probe and blind set (docs/brain.md)
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only idle --idle-samples ${idle?.idle.samples ?? 6} --out models/tokenling-mini/eval-idle.json
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only idle --idle-samples ${idle?.idle.samples ?? 6} --no-leads --out models/tokenling-mini/eval-idle-noleads.json
npx tsx models/recipe/reader/safety.ts   # something serious, read by the exact rules and the learned reader (docs/brain.md)
npx tsx test/bench/app-talk.ts && cp test/output/app-talk.json models/tokenling-mini/   # the app's free talk (a reader adds "judged")
npx tsx test/bench/app-talk.ts script2 && cp test/output/app-talk-script2.json models/tokenling-mini/   # a second script
npx tsx test/bench/app-talk.ts script3 && cp test/output/app-talk-script3.json models/tokenling-mini/   # a third
npx tsx test/bench/app-talk.ts script4 && cp test/output/app-talk-script4.json models/tokenling-mini/   # a fourth
npx tsx test/bench/app-talk.ts script6 && cp test/output/app-talk-script6.json models/tokenling-mini/   # a sixth, blind
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only probes --probe-samples ${plain?.samples ?? 3} --no-grammar --out models/tokenling-mini/eval-nogrammar.json
npx tsx models/recipe/eval.ts --model models/tokenling-mini --only probes --probe-samples ${firstValid?.samples ?? 3} --candidates 1 --out models/tokenling-mini/eval-first-valid.json
npx tsx test/bench/app-chat.ts && cp test/output/app-chat.json models/tokenling-mini/   # the app's scripted chat
npx tsx models/recipe/card.ts   # this card
\`\`\`
Parity (fp32 vs PyTorch, int8 vs fp32) and transformers.js loading are checked by
\`npx vitest run test/brain/parity.test.ts test/brain/transformers.test.ts\`.
Training speed varies with the machine's load; the wall-clock budget (\`--minutes\`) sets how many
tokens a run sees.
`;
writeFileSync(join(dir, 'README.md'), card);
process.stdout.write(`wrote ${join(dir, 'README.md')}\n`);
