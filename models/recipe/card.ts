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
import { CONFIDENT_MEAN_LOG_PROB, MAX_TRIES, REPLY_CANDIDATES, REPLY_TOKEN_BUDGET } from '../../src/brain/turn.ts';

const { values } = parseArgs({ options: { model: { type: 'string', default: 'models/tokenling-mini' } } });
const dir = values.model!;
const read = (f: string) => JSON.parse(readFileSync(join(dir, f), 'utf8'));
const corpus = read('corpus.json');
/** The shipped run's phases, each on freshly generated data (written from the training log). */
const phases: { data: string; generator: string; command: string; samples: number; tokens: number; untilMinute: number; untilStep: number }[] = read('phases.json');
/** The last phase's checkpoint folder (phase.sh: data models/recipe/outN, run models/recipe/runs/phaseN). */
const lastRun = `models/recipe/runs/phase${/out(\d+)$/.exec(phases.at(-1)!.data)?.[1] ?? ''}`;
const train = read('train_report.json');
const evalr = read('eval.json');
/** The same probe set sampled without the line grammar (eval.ts --only probes --no-grammar; absent when not run for this model), and the app's scripted chat. */
const plain = existsSync(join(dir, 'eval-nogrammar.json')) ? read('eval-nogrammar.json').fit : null;
const appChat = existsSync(join(dir, 'app-chat.json')) ? read('app-chat.json') : null;
/** The same probe set with every turn keeping its first valid line, no reply chosen from candidates (eval.ts --only probes --candidates 1). */
const firstValid = existsSync(join(dir, 'eval-first-valid.json')) ? read('eval-first-valid.json').fit : null;
/** The second blind set: body and name questions (eval.ts --only probes --probes models/recipe/probe/blind-questions.json). */
type BlindFit = { probes: number; samples: number; overall: { raw: Rate; final: Rate }; kinds: Record<string, { final: Rate }> };
const blind = existsSync(join(dir, 'eval-blind.json')) ? read('eval-blind.json').fit as BlindFit : null;
/** The third and fourth blind sets: told facts and memory questions, requests to act (--probes probe/blind-memory.json, probe/blind-acts.json). */
const blindMemory = existsSync(join(dir, 'eval-blind-memory.json')) ? read('eval-blind-memory.json').fit as BlindFit : null;
const blindActs = existsSync(join(dir, 'eval-blind-acts.json')) ? read('eval-blind-acts.json').fit as BlindFit : null;
/** The fifth blind set: thanks, praise, the owner's feelings, questions outside the world (--probes probe/blind-feelings.json). */
const blindFeelings = existsSync(join(dir, 'eval-blind-feelings.json')) ? read('eval-blind-feelings.json').fit as BlindFit : null;
/** The previous shipped model under this eval (eval.ts on the phase-8 weights), for comparison. */
const prev = existsSync(join(dir, 'eval-previous.json')) ? read('eval-previous.json') : null;
type Rate = { rate: number; ok: number; total: number };
const fr = (r: Rate) => `${(100 * r.rate).toFixed(1)}% (${r.ok}/${r.total})`;
const fit = evalr.fit as { firstTryBroke?: Record<string, number>; samples: number; candidates?: number; meanTries?: number; meanTurnMs: number; overall: { raw: Rate; final: Rate }; longChat: { raw: Rate; final: Rate }; firstTryValid: Rate; kinds: Record<string, { raw: Rate; final: Rate }> } | null;
const fitRows = fit ? Object.entries(fit.kinds).map(([k, v]) => {
  const nog = plain?.kinds?.[k];
  const one = firstValid?.kinds?.[k];
  const target = k.startsWith('long') ? FIT_TARGETS.longChat : FIT_TARGETS.perKind;
  return `| ${k} | ${fr(v.raw)} | ${fr(v.final)} | ${one ? fr(one.final) : '–'} | ${nog ? fr(nog.final) : '–'} | ≥ ${target * 100}% ${v.final.rate >= target ? 'met' : '**not met**'} |`;
}).join('\n') : '';
const mb = (f: string) => (statSync(join(dir, f)).size / 1e6).toFixed(2);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const n = (x: number) => x.toLocaleString('en-US');
const c = train.config;
const t = corpus.splits.train;
const h = corpus.splits.heldout;

const kinds = Object.values(train.heldout.per_kind as Record<string, { name: string; loss: number; tokens: number }>)
  .map((k) => `| ${k.name} | ${k.loss.toFixed(3)} | ${n(k.tokens)} |`).join('\n');
const metric = (key: string, label: string) => {
  const r = evalr.rates[key];
  const target = (TARGETS as Record<string, number>)[key];
  return `| ${label} | ${pct(r.rate)} (${r.ok}/${r.total}) | ${target ? `≥ ${target * 100}%` : '–'} | ${target ? (r.rate >= target ? 'met' : '**not met**') : ''} |`;
};
const rates = evalr.rates as Record<string, { rate: number; ok: number; total: number } | undefined>;
const coverage = (o: Record<string, number>) => Object.entries(o).map(([k, v]) => `${k} ${n(v)}`).join(', ');

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
| files | \`onnx/model_quantized.onnx\` int8 ${mb('onnx/model_quantized.onnx')} MB (shipped to the browser), \`onnx/model.onnx\` fp32 ${mb('onnx/model.onnx')} MB |
| layout | Hugging Face ONNX for GPT-2: \`input_ids\`, \`attention_mask\`, \`position_ids\`, \`past_key_values.N.key/value\`, \`num_logits_to_keep\` → \`logits\`, \`present.N.key/value\`; loads unchanged in transformers.js |

## Data
The shipped run trained in ${phases.length} phases, each resuming the last on freshly generated data; the tables
below describe the last phase's data, \`corpus.json\`. Phases 1–7 ran one cosine schedule over their whole
wall-clock budget: more sleeping pets (30% of sessions start asleep), from phase 5 made-up names half the
time, phase 6 more ways to ask the time, phase 7 "left", "right" and "o'clock" in sentences that are not
directions. Phase 6 resumed from weights recovered from the shipped phase-5 ONNX file
(\`models/recipe/from_onnx.py\`, fresh AdamW moments) because the phase-5 checkpoint did not survive a
change of machine.

**Phase 8 (understanding)** started from the phase-7 weights (\`from_onnx.py\`) with a fresh schedule
(\`train.py --new-phase\`: warmup, then cosine over the phase's budget) on data made for fit:
- an owner-intent taxonomy of 82 intents (\`models/recipe/data/taxonomy.ts\`), each with at least 60 hand-written
  phrasings (\`phrases.ts\` and \`data/banks/\`; askTime composes thousands from parts) and every pet
  situation with at least 20 replies, coloured by stage and traits; 10% of messages carry two things at once;
- facts composed from slots drawn from large lists and made-up words (\`data/facts.ts\`), so a remembered
  fact can only be copied from the owner's words; questions about them recall a word of the question,
  and a hit often says the answer copied from the lookup's result;
- body questions answered from the one stat they ask about; offers answered as the appetite table says;
  diary pages that answer what the owner said (a test tomorrow: good luck);
- **every line checked by the grounding rules** (\`docs/grounding.md\`), a phrase that does not fit the
  state planned again;
- **loss only on lines the sample's header describes**: each pet line records the header it was written
  under (but the clock's minutes and the day log); lines written under another state (hours earlier, a
  different needs line) stay in the sample as context only, so earlier lines point the wrong way and the
  scored lines follow the header. Each session ends with a calm stretch (talk, offers, a minute or two
  passing) that the header describes.

**Phase 9 (denser replies)** started from the phase-8 weights with a fresh schedule on new data from the same
generator, changed in two ways (\`data/session.ts\`): the probe set's weakest kinds come up more often (the
pet's and the owner's names, told facts, memory questions, gifts, bedtime, body questions, the owner's
feelings, questions outside the pet's world; askTime 8 of 168 weight), and the calm stretch that ends a
session is longer (8–22 steps) and mostly talk (an extra 35% of its steps are owner messages), so a sample
scores more replies to the owner: loss-carrying tokens rose from 11.7% to about 13.4% of the data.

**Phase 10 (names the grammar can hold)** started from the phase-9 weights with a fresh schedule on new data
(\`data/banks/identity.ts\`, \`data/mind.ts\`, \`data/session.ts\`): every answer to "what's your name?" names
the pet after a lead the line grammar holds ("my name is", "call me", "I'm called"), and every answer to "what's
my name?" names the owner after "your name is" or "you're called", which the grammar now holds too (the owner's
name, as it holds the pet's); asked for a gift, a pet that is not sick or sad gives one, the one named if any;
told facts come up more (chitchat 16, a fact in 75% of it) and mostly open with \`[remember:\`; askTime's weight
rose to 13 of 183 (7%).

**Phase 11 (the header of the moment)** started from the phase-10 weights with a fresh schedule on new data
(\`data/session.ts\`): a chat sample's header is now the moment its last pet line was written from, not the
state after it. Before, a line that itself changes the header (a fact remembered, a gift given, a meal
accepted) could never carry loss: \`out10\` held 1,883 \`[remember:\` tags in its first 3,000 samples and not one
was scored, one reason told facts stayed at 0% (they still do: see the notes). One sample in five now ends on the owner telling a fact (two
in three) or asking for a gift, and in the calm stretch an offer comes only as the last step, so the lines
before it keep their loss. Loss-carrying tokens: 16.6% of the data (\`out10\`: 11.9%). From this phase the
exported file also has step outputs (\`export.py\`; the recipe's README, "The ONNX contract"): the same
weights and Hugging Face layout, and our runtime keeps its KV cache in place.

**Phase 12 (chats that open on the message)** started from the phase-11 weights with a fresh schedule on new data
(\`data/session.ts\`, \`SHORT_CHAT\`): three chat samples in ten are cut to the exchange they score, the owner's
message or the app's event and the pet's line, from the transcript's state at that point (asleep, an offer or a
catch pending). 408 of the probe set's 465 messages open a chat with no earlier line, as a new pet's first talk
does, while before a scored line almost always came after dozens of others; phase 11 answered a told fact with
\`[remember:\` in 5 of 24 tries after two earlier lines and in 0 of 12 with none. The cut samples are short, so the
data holds fewer tokens (20.2M against 26.3M) for the same 36,000 samples; 16.3% of them carry loss (16.8%). From this
phase the file is exported with the smaller graph (the recipe's README, "Few ops per step": 364 nodes against 787,
the same numbers).

**Phase 15 (a lower peak)** started from the phase-12 weights with a fresh schedule at half the peak learning
rate (\`LR=3e-4\`; every phase before started at 6e-4, and phases 13 and 14, both from phase 12, fitted the probe
set worse) on phase 14's data, reused (\`models/recipe/out14\`, generated at fb88258: phase 13's changes, with
out-of-world replies that say the pet does not know and the weakest kinds more often, and three told facts in
ten typed in lowercase), with no loss on the owner's words. 75 minutes; for about half of them the two cores
were shared with this session's sampling experiments (about 2,000 tokens/s then, 3,800–4,500 alone), and it
saw 14.0M tokens, about 72% of the data.

| phase | data | generator (commit) | samples | tokens | until minute | until step |
|---|---|---|---:|---:|---:|---:|
${phases.map((p, i) => `| ${i + 1} | \`${p.data}\` | ${p.generator} | ${n(p.samples)} | ${n(p.tokens)} | ${p.untilMinute} | ${n(p.untilStep)} |`).join('\n')}

Generated by \`models/recipe/generate.ts\`: sessions of pet life played by the real simulation
(\`src/sim\`), every pet line checked by the world's validator before it is written, plus diary pages.
Phrase banks: \`models/recipe/data/phrases.ts\`.

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
judged valid and fitting; "after resampling" is the line the app would apply. ${firstValid ? '"First valid line" keeps every turn\'s first valid line, as the app did before replies were chosen (`eval.ts --only probes --candidates 1`).' : ''} ${plain ? 'The column without the grammar samples without the line grammar, replies chosen as the app does.' : 'The column without the line grammar was not run for this model (`eval.ts --only probes --no-grammar`).'}

${fit ? `| | first try | after resampling | first valid line | without the grammar | target |
|---|---:|---:|---:|---:|---|
| **overall** | ${fr(fit.overall.raw)} | ${fr(fit.overall.final)} | ${firstValid ? fr(firstValid.overall.final) : '–'} | ${plain ? fr(plain.overall.final) : '–'} | ≥ ${FIT_TARGETS.overall * 100}% ${fit.overall.final.rate >= FIT_TARGETS.overall ? 'met' : '**not met**'} |
| **long chats** | ${fr(fit.longChat.raw)} | ${fr(fit.longChat.final)} | ${firstValid ? fr(firstValid.longChat.final) : '–'} | ${plain ? fr(plain.longChat.final) : '–'} | ≥ ${FIT_TARGETS.longChat * 100}% ${fit.longChat.final.rate >= FIT_TARGETS.longChat ? 'met' : '**not met**'} |
| **first try valid** | ${fr(fit.firstTryValid)} | | ${firstValid ? fr(firstValid.firstTryValid) : '–'} | ${plain ? fr(plain.firstTryValid) : '–'} | ≥ ${FIT_TARGETS.firstTryValid * 100}% ${fit.firstTryValid.rate >= FIT_TARGETS.firstTryValid ? 'met' : '**not met**'} |
${fitRows}

A turn took ${fit.meanTurnMs} ms on average in node (onnxruntime-web, WASM, one thread)${fit.meanTries ? `, ${fit.meanTries} tries a turn` : ''}${firstValid ? `; ${firstValid.meanTurnMs} ms keeping the first valid line` : ''}${plain ? `; ${plain.meanTurnMs} ms without the grammar` : ''}.${fit.firstTryBroke ? ` The rules first tries broke (tries per rule, \`docs/grounding.md\` and \`src/world/rules.ts\`): ${Object.entries(fit.firstTryBroke).map(([rule, c]) => `\`${rule}\` ${c}`).join(', ') || 'none'}.` : ''}` : 'No probe figures yet.'}
${blind ? `
On a second blind set (\`models/recipe/probe/blind-questions.json\`: ${blind.probes} body and name questions written on
2026-12-03 by a helper who saw neither this probe set, the phrase banks nor the code, after the reply preference above was
written from this set's misses), ${blind.samples} samples each: fit **${fr(blind.overall.final)}** after resampling (${fr(blind.overall.raw)} first try);
${Object.entries(blind.kinds).map(([k, v]) => `${k} ${fr(v.final)}`).join(', ')}.
` : ''}${blindMemory && blindActs ? `
On a third and a fourth (\`probe/blind-memory.json\`: ${blindMemory.probes} told facts and memory questions; \`probe/blind-acts.json\`: ${blindActs.probes}
requests to dance, spin, wave, walk, sleep, give a gift or sing; written on 2026-12-03 by two helpers who read only the
probe README, after the readings of \`src/world/reading.ts\` were written from this set's misses): fit **${fr(blindMemory.overall.final)}**
(${Object.entries(blindMemory.kinds).map(([k, v]) => `${k} ${fr(v.final)}`).join(', ')}) and **${fr(blindActs.overall.final)}**
(${Object.entries(blindActs.kinds).map(([k, v]) => `${k} ${fr(v.final)}`).join(', ')}).
` : ''}${blindFeelings ? `
On a fifth (\`probe/blind-feelings.json\`: ${blindFeelings.probes} thanks, praise, the owner's feelings, questions outside the
pet's world, time words that ask no time, sickness and insults; written on 2026-12-04 by a helper who read only the probe
README, while \`src/world/kindness.ts\` and the unasked-lookup and outside-question readings were being written, and committed
before they were measured): fit **${fr(blindFeelings.overall.final)}** (${Object.entries(blindFeelings.kinds).map(([k, v]) => `${k} ${fr(v.final)}`).join(', ')}).
` : ''}${appChat ? `
In the built app in Chromium at 390×844 with this model (\`npx tsx test/bench/app-chat.ts\`: 41 messages and
offers, time moved by Playwright's clock, each offer's tummy word the sim's at that moment): "what's your
name?" in 10 wordings got the pet's name ${appChat.summary.names}; food offered to ${appChat.summary.hungryOffers} hungry pets was
accepted ${pct(appChat.summary.hungryAccepted)}; offered ${appChat.summary.stuffedOffers} times to a stuffed pet it was refused
${pct(appChat.summary.stuffedRefused)}. ${appChat.summary.fallbackAnswers} of these ${appChat.summary.hungryOffers + appChat.summary.stuffedOffers} answers were the world's fallback line
(the model's own tries broke a rule: a hungry pet's \`[no]\`, or a \`[yes]\` that said no).` : ''}

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
- These format metrics are judged by the validator **with the grounding rules** (\`docs/grounding.md\`),
  stricter than the earlier cards'. ${prev ? `Under the same eval (same seeds and code), the previous shipped model (phase 26, on the twenty-fourth session's code and these seeds, 2026-12-04) scored:
  valid ${pct(prev.rates.validLines.rate)}, offers answered ${pct(prev.rates.offerAnswered.rate)}, asleep ${pct(prev.rates.asleepDream.rate)},
  \`[clock]\` ${pct(prev.rates.clockAsked.rate)} held out and ${pct(prev.rates.clockBlind.rate)} on the blind probe, diary pages valid ${pct(prev.rates.diaryValid.rate)};
  on the probe set ${fr(prev.fit.overall.final)} fit after resampling and ${fr(prev.fit.firstTryValid)} valid on the first try
  (\`eval-previous.json\`).` : ''}
- **More readings and leads, truer claims, diary pages led to their answer, 2026-12-05, the twenty-fifth session**
  (docs/brain.md, "More readings, more leads, truer claims"; docs/grounding.md, \`needs-contradiction\` and "A page
  answers what the owner said"): body questions read in more words (energy, dirt, health, the tummy), a look, yesterday
  and a dream asked read and led (\`[look]\`, \`[yesterday]\`, "I dreamed"), thanks, praise and feelings led with a few
  words in kind, a needs claim no longer hidden by a stronger word inside it, an 's after it or a "not" in the sentence
  before, and a diary page after one that left the owner's test, news or sad day unanswered led with the answer. Each
  reading widened on the generator's own phrasings, never on the probe or blind sets. Phase 27 on the same seeds, the
  code before (f557890) → this code (\`eval.ts --only probes --probe-samples 3\`, and \`--probes …/blind-*.json\`): the
  probe set 87.7% (1,224) → 90.5% (1,262; 1,263 before the review's mend, which let "it's okay!!" count as comfort again), long chats 90.1% → 92.4%, first tries valid 96.6% → 95.8%, kinds under
  75% 3 → 0 (tired 73% → 94%, dirty 73% → 76%, diary pages 74% → 98%, look 77% → 92%, two things at once 79% → 86%,
  thanks 78% → 89%), long-chat body 79% → 86%; blind sets 504 → 520 of 702 (body and name questions 137 → 150, memory
  115 = 115, acts 126 → 124, feelings 126 → 131). The pet's fun as a body topic was tried and reverted (net nothing:
  "did u have fun yesterday?" answered "I'm happy…" instead of yesterday's page).
- **Phase 28, tried and not shipped, 2026-12-05, the twenty-fifth session** (\`LR=2e-4 models/recipe/phase.sh 28 90 20000
  tmp/p28\`, from phase 27's weights on fresh data of phase 27's recipe, seed 28; 90 minutes, about 8.7M tokens at
  1,100–2,800 tokens/s while this session's probe runs shared the cores; held-out loss 0.531 on its own held-out set).
  On this session's final code and the same seeds, against phase 27: the probe set 89.7% (1,251) against 90.5%
  (1,263), long chats 94.7% against 92.4%, first tries valid 95.4% against 95.8%; up: dirty 29 (25) of 33, two things
  at once 41 (36) of 42, long-chat body 54 (49) of 57; down: not the time 36 (45) of 60, the owner's feelings 54 (60)
  of 72, spinning 27 (30) of 30, outside the pet's world 29 (32) of 39; not the time under 75%. Blind sets 511 against
  520 of 702 (body and name questions 155 (150), memory 113 (115), acts 121 (124), feelings 122 (131)). Format: valid
  94.8%, offers answered 98%, asleep 96%, \`[clock]\` 84% held out / 97% blind, diary pages valid 100%. Phase 27
  stays.
- **Phase 27, shipped, 2026-12-04, the twenty-fourth session** (\`LR=2e-4 models/recipe/phase.sh 27 80 20000 tmp/p27\`, from
  phase 26's weights; data at 7dc530d: phase 26's recipe, with each diary page written from the day its header shows
  and checked against it alone (before, about half the training days were longer than their header, and a page could
  tell a bath or a game the model never saw); 80 minutes, about 7.1M tokens at 1,150–2,700 tokens/s while this
  session's probe runs shared the two cores; held-out loss 0.517 on its own held-out set; int8 agrees with fp32 on
  98.83% of 26,676 held-out positions, \`ALL=1 npx tsx models/recipe/int8-agreement.ts tmp/p27 models/recipe/out27\`).
  On this code and the same seeds, phase 27 against phase 26 (\`eval-previous.json\`): the probe set 87.7% (1,224)
  against 87.5% (1,220), long chats 90.1% against 89.5%, first tries valid 96.6% against 96.3%; up: diary pages 74.1%
  (68.5%), sick 85% (76%), long-chat facts 91% (83%), singing 97% (80%), nonsense 97% (89%), yesterday 90% (83%), told
  facts 83% (79%); down: not the time 77% (85%), tired 73% (82%), dirty 73% (85%), long-chat body 79% (84%) (many of
  them answers the rubric does not take: "look!! I shine!!", "the cleanest ever" to "need a bath or r u good" of a
  sparkly pet). Kinds under 75%: tired, dirty and diary pages (phase 26: diary pages). Blind sets 504 of 702 against
  503 (body and name questions 137 (143), memory 115 (115), acts 126 (126), feelings 126 (119)). Format metrics: valid
  97.5% (96.3%), offers answered 99% (98%), asleep 97% (97%), \`[clock]\` 88% held out (87%) and 93% blind (96%), diary pages valid
  98% (96%). Shipped for its pages, trained on days the model can see, and its format; its body answers are the
  weaker.
- **Leads for a name asked and a body question, a told fact kept whole, 2026-12-04, the twenty-fourth session**
  (docs/brain.md, "Leads for a name asked and a body question…"; docs/grounding.md, \`needs-contradiction\` and "A
  page answers what the owner said"): from a reply's third candidate, a name asked that no candidate said opens with
  "my name is PET" / "your name is OWNER", a body question with the pet's state in the needs line's word ("I'm
  stinky", "I'm wide awake", "I feel sick"; not beside an act asked); half a told fact no longer ends the draw; a
  messy pet may not say it is clean; a diary page owes only what the owner said among the entries its header shows.
  Phase 26 on the same seeds, the code before (9eb5448) → this code (\`eval.ts --n 100 --probe-samples 3\`, and
  \`--only probes --probes …/blind-*.json\`): the probe set 85.9% (1,198) → 87.5% (1,220), long chats 85.4%
  → 89.5%, first tries valid 96.4% → 96.3%, kinds under 75% 3 → 1 (the owner's name 76% → 91%, told facts 74% → 79%,
  sick 70% → 76%, dirty 76% → 85%, long-chat facts 74% → 83%, long-chat body 81% → 84%); blind sets 490 → 503 of 702
  (body and name questions 132 → 143 of 192, memory 113 → 115 of 177, acts 126 = 126, feelings 119 = 119).
  A wider reading of told facts (\`tellsOfLife\`) was tried and reverted: its led facts were nonsense the rules let
  through ("[remember:Tilly saturday to so does every,]" for "i do judo every saturday").
- **Phase 26, shipped, 2026-12-04, the twenty-third session** (\`LR=2e-4 models/recipe/phase.sh 26 85 20000 tmp/p26\`, from
  phase 25's weights; data at df97c38: phase 25's recipe with tired 8, sick 6 and dirty 5 of the weight, a told fact or
  a gift asked as a sample's last line 30% (20%), and the day log's quotes twice as often, worries three in seven of them;
  85 minutes, about 7.0M tokens at 940–2,700 tokens/s while this session's probe runs shared the two cores; held-out
  loss 0.545 on its own held-out set; int8 agrees with fp32 on 98.55% of the parity fixture's positions). On this code
  and the same seeds, phase 26 against phase 25 (\`eval-previous.json\`): the probe set 85.9% (1,198) against 86.2%
  (1,202), long chats 85.4% against 86.5%, first tries valid 96.4% against 96.0%, kinds under their bar 5 against 7
  (up: not the time 82% (70%), tired 79% (70%), goodbyes 94% (81%), gifts 96% (85%), the pet's name 91% (86%); down:
  the owner's name 76% (81%), looking around 79.5% (90%), dirty 76% (85%), thanks 81.5% (93%), nonsense 89% (100%), two
  things at once 86% (98%), long-chat facts 74% (80%)). It was shipped for the blind sets, whose messages no reading
  was written from: body and name questions 68.8% (65.1%), memory 63.8% (61.6%), acts 77.8% (77.2%), feelings 69.6%
  (67.8%): 490 of 702 against 475. Format metrics: valid 96.3% (97.0%), offers answered 98% (99%), asleep 97% (96%),
  \`[clock]\` 87% held out (85%), diary pages valid 96% (98%).
- **Facts in the owner's order, and led replies, 2026-12-04, the twenty-third session** (docs/brain.md, "A told fact
  copied in the owner's order, and a later candidate led by the tag a message calls for"; docs/grounding.md,
  \`remember-order\` and \`remember-copy\`): a remembered fact keeps the owner's word order, ends on no glue word, holds no
  sign, no "my"/"I"/"you" and at most two glue words the owner did not say; from a reply's third candidate, when none
  kept to a told fact, a memory question or the time asked, the line opens with \`[remember:\`, \`[recall:\` or
  \`[clock]\` and the model writes the rest. With phase 25 on the same seeds the probe set went from 84.4% (1,178, the
  code before, 603d32e) to 86.2% (1,202): told facts 62% → 73%, the time 78% → 100%, memory questions 79% → 87%;
  blind memory 58.8% → 61.6%, the other blind sets within a sample or two (acts 76.5% → 77.2%, feelings 69.0% →
  67.8%, body and name 65.1% both).
- **The reply preference, 2026-12-04, the twenty-second session** (docs/brain.md, "Kindness, unasked lookups and
  questions outside the world"): the same phase-25 weights; thanks, praise and the owner's feelings answered in kind, no
  lookup the words do not speak of, an honest "I don't know" to a question outside the pet's world, "do a twirl" read as
  asking the act, the time asked answered by the clock, "u ok?" asked of a sick (starving, exhausted, stinky) pet answered
  from that need, a stricter fact grammar (no capitalised little word, no grown glue word) and a name lead followed by its
  own name after a pause. The figures above are on this code: the probe set **84.4%** (1,178) against 81.3% on the code
  before (025db57, same seeds), with the owner's feelings 86% (67%), thanks 93% (63%), compliments 93% (73%), questions
  outside 79% (74%), spins 100% (90%), the owner's name 81% (76%), the time 78% (75%), sickness 70% (64%), told facts 62%
  (65%); a fifth blind set (thanks, praise, feelings, questions outside, sickness, insults; written while the
  readings were) 69.0% against 60.8%, the owner's feelings there only 54% (48%). The format metrics moved before this
  code: on 025db57 (the remember-case grammar, whose changed validator changes the held-out scenarios the generator
  writes) they are the same as here, valid 98.0%, \`[clock]\` 83% held out and 95% blind (\`eval.ts --only format --n 100\`
  in a worktree at 025db57), against the 98.3%, 92% and 97% measured at phase 25's shipping: one hundred fixed seeds
  move that much when the scenarios change.
- **Phase 25, shipped, 2026-12-04, the twentieth session (replaced by phase 26)** (\`LR=2e-4 models/recipe/phase.sh 25 65 32000 tmp/p25\`, from phase
  24's weights (phases 23 and 24 were never shipped alone: both are in the phase table); data at bab7011 with phase 24's
  recipe and sick 4, tired 6, bedtime 6 and thanks 3 of the weight; 65 minutes, about 7.6M tokens at 1,300–2,400
  tokens/s while probe runs shared the cores; held-out loss 0.549 on its own held-out set). This session a reply draws up
  to eight candidates (from four) while none keeps to what was asked (docs/brain.md, "Eight candidates when none keeps").
  All on this code and the same seeds (the figures above the notes; \`eval.ts --n 100 --probe-samples 3\`): phase 25
  fits the probe set **81.3%**, long chats **86.0%**, first tries valid 95.8%; phase 24 81.9%, 88.3%, 96.7%; phase 21
  81.0%, 83.0%, 96.1% (\`eval-previous.json\`). Phase 25 was chosen over phase 24 because it meets more of the issue's
  bars: every format target (offers answered **100%** against phase 24's 96%, under the 98% target, and phase 21's 97%;
  \`[clock]\` 92% held out against 89%; lines valid 98.3% against 97.5%) and 9 kinds under 75% against 10; the probe
  set's 0.6 points the other way are 8 of its 1,395 samples (1,134 against 1,142). Against phase 24: up the owner's name 76% (72%), dirty 85% (73%),
  sick 64% (58%), going to sleep 85% (70%), insults 97% (87%), nonsense 100% (89%), yesterday 87% (80%); down memory
  questions 78% (84%), told facts 64% (68%), the owner's feelings 67% (76%), thanks 63% (70%), compliments 73% (87%),
  goodbyes 81% (89%), the body deep in a chat 77% (88%). Blind sets: body and name questions 63.5% (phase 24 67.7%),
  told facts and memory questions 58.8% (56.5%), requests to act 75.9% (75.9%). Its int8 copy agrees with fp32 on
  98.50% of the parity fixture's positions (3,273 of 3,323) and 98.84% of 23,633 held-out positions
  (\`ALL=1 npx tsx models/recipe/int8-agreement.ts DIR models/recipe/out25\`). In the built app in Chromium: names 10 of
  10, hungry pets accepted 10 of 10, a stuffed one refused 10 of 10, no fallback.
- **The parity bar, 2026-12-04**: phase 24 was held back last session because its int8 copy agreed with fp32 on 97.9% of
  the parity fixture's positions (bar 98%). That fixture held about 380 positions, where one token is 0.26 points; on
  24,094 held-out positions phase 24's copy agreed 98.75%, as phase 21's shipped copy did. The fixture now holds 16
  samples of up to 256 tokens (about 3,500 positions; phase 24 98.58%, phase 21 98.75%); the bar is unchanged. A clipped,
  error-minimising per-channel scale was tried and left out (98.74%: no better than max-abs). The recipe's README,
  "int8 (quantize.py)".
- **The nineteenth session, 2026-12-03: replies keep to what was told and asked for; phase 21 kept**
  (\`src/world/reading.ts\`, docs/brain.md "Keeping to what was told and asked for"). The reading of the owner's message
  grades a candidate from 0 to 1: a fact told is remembered (the share of its words a \`[remember:]\` holds), a memory
  question is looked up (\`[recall:]\`; one that finds nothing for a message that asked none keeps to nothing), an act
  asked for is done (dance, spin, wave, a way to walk, \`[sleep]\`, a gift, a song), a greeting that asks nothing more is
  greeted back; the higher score wins, then the likeliest. With phase 21 on the same seeds (\`eval.ts --only probes
  --probe-samples 3\`): fit **79.8%** (77.6% on the eighteenth session's code), long chats 82.5% (80.1%), told facts 48%
  (42%), memory questions 84% (78%), dances 96% (85%), waves 93% (83%), songs 90% (80%), gifts 78% (67%). The probe set's
  misses were read first, so two more blind sets were written by helpers who read only the probe README: phase 21 fits
  the requests to act 71.0% against 63.0% on the code before, the told facts and memory questions 55.9% against 50.8%
  (on the final code; the second blind set, body and name questions, 56.8% against 57.3%).
  Tried and left out: preferring the reply that says what the needs line confirms of the body topic (79.9%, the blind
  body questions 56.8% against 57.3%, more candidates drawn). The figures above the notes and in the blind-set
  paragraphs are phase 21's on this code (\`eval.ts --n 100 --probe-samples 3\` and \`--only probes --probes FILE\`). In
  the built app in Chromium (\`npx tsx test/bench/app-chat.ts\`): names 10 of 10, hungry pets accepted 10 of 10, a
  stuffed one refused 10 of 10, no fallback.
- **Phase 24, tried and not shipped alone (the nineteenth session's figures; phase 25 went on from its weights): its int8 copy missed the parity bar of that session's small fixture** (\`LR=2e-4 models/recipe/phase.sh 24 60 32000 tmp/p24\`, from phase 23's weights, which were never
  shipped alone; data at 382eb46: phase 23's recipe with greetings 6, goodbyes 6, memory questions 14 and dancing 4 of
  the weight; 60 minutes, about 6.5M tokens at 1,100–2,400 tokens/s while probe runs shared the cores; held-out loss
  0.536 on its own held-out set). Against phase 21, both on this session's final code and seeds (probe set: \`eval.ts
  --only probes --probe-samples 3\`): fit **80.3%** (79.8%), first try 69.6% (69.5%), long chats **87.7%** (82.5%), over
  the 85% bar for the first time, first tries valid 96.7% (96.1%); 12 kinds under 75% (12). Up: told facts 59% (48%),
  tired 70% (58%), hungry 95% (87%), the body deep in a chat 88% (75%), spins 97% (73%), gifts 89% (78%), insults 77%
  (70%), outside its world 74% (69%), diary pages' answers 63% (57%). Down: greetings **83%** (97%: "HEY BESTIE!!!" →
  "you're braver than you think"), looking around 85% (100%), the time 78% (86%), yesterday 80% (90%), its own name 79%
  (84%), thanks 70% (78%), songs 83% (90%), two things at once 86% (90%). On the blind sets (this code): body and name
  questions **65.1%** (56.8%: its own name 75% / 58%, tired 61% / 33%, hungry 78% / 64%), told facts and memory
  questions 54.2% (55.9%), requests to act 70.4% (71.0%). Format, one try: offers answered 96% (97%; under the 98%
  target, as phase 21's was here), \`[clock]\` 89% held out (91%), valid 97.5% (96.5%). A mixed model again, which
  would have shipped for fitting more overall and deep in chats, where the issue's bar is, and on the body and name
  questions a person asks most, though it greets worse; but its int8 file agreed with its fp32 one on the
  greedy token at 97.9% of the parity fixture's positions (\`test/brain/parity.test.ts\`, bar 98%), so phase 21 stays.
  Every figure here is the int8 model's, as the app runs it; the weights stay out of the repository (only a shipped
  version goes in; \`tmp/p23\` and \`tmp/p24\` on this machine, git-ignored). Phases 23 and 24's commands rebuild them
  from phase 21's (not bit for bit on a CPU), and a next session can then quantize them better (the scales are max-abs per channel; a clipped, error-minimising scale is the obvious next try). With phase 24 in the built app in Chromium: names 9 of 10
  ("name?? 🙂" → "Them!"), hungry pets accepted 10 of 10, a stuffed one refused 10 of 10, no fallback.
- **The eighteenth session, 2026-12-03: replies keep to what was said; phase 21 kept** (\`src/brain/turn.ts\`,
  \`keepsToMessage\`, now in \`src/world/reading.ts\`, docs/brain.md "Keeping to what was said"). Of the valid reply candidates,
  one that keeps to what the owner said beats a likelier one that does not, and one that does not never ends the draw
  early: the body topic asked about (the tummy, a bath, sleep, sickness: the reply talks of it), the name asked (the
  pet's or the owner's own: the reply says it), and a mean message aimed at the pet (the reply shows hurt or is sorry).
  With phase 21 all four candidates of a reply probe held a fitting one 85.9% of the time while 73.1% were chosen (a
  scratch sweep, two samples); the readings are the world's word lists, checked against the phrase banks. Phase 21 on this
  code (the figures above the notes) against the seventeenth session's (\`eval.ts --n 100 --probe-samples 3\`): fit
  **77.6%** after resampling (75.1%), long chats 80.1% (77.8%), first tries valid 96.1% (96.1%); the pet's name 84% (72%),
  the owner's 74% (67%), hungry 87% (72%), dirty 76% (67%), insults 70% (53%), the body deep in a chat 75% (68%); 1.59
  tries a probe (1.47). The probe set's misses were read before writing it, so it was also measured on the second blind
  set above (written afterwards): **57.3%** here, 50.0% on the seventeenth session's code. The held-out format scenarios
  are drawn by the generator, whose intent weights changed for phase 23, so they moved with the draw: offers answered 97%
  (98% before; under the 98% target in this run), \`[clock]\` 88% held out and 97% blind, asleep 96%, valid 97.5%. In the
  built app in Chromium (\`npx tsx test/bench/app-chat.ts\`): names **10 of 10** (8 of 10 in both runs before: "me!"),
  hungry pets accepted 10 of 10, stuffed ones refused 10 of 10, no fallback. Maximum mutual information with the owner's
  message was tried again on the same sweep: 64–74%, against 75.4% for the likeliest of four.
- **Phase 23, tried and not shipped alone** (phase 24 went on from its weights; \`LR=3e-4 models/recipe/phase.sh 23 85 40000 tmp/p23\`, from the phase-21 weights,
  data at 9bda29b: phase 22's recipe with the calm stretch's care questions at 20% of its owner messages (30%) and the
  time, looking around, goodbyes and questions outside its world asked more often (askTime 17, outside its world 21 of
  the weight, from 15); 85 minutes, about 10.8M tokens at 1,100–3,300 tokens/s, the slow stretches while probe runs shared
  the cores; held-out loss 0.546 on its own held-out set). On this code and seeds: fit 76.1% after resampling (phase 21:
  77.6%), 66.6% first try (69.5%), long chats **83.0%** (80.1%), first tries valid 95.5% (96.1%), the second blind set
  **65.1%** (57.3%); every format target met (offers 100%, \`[clock]\` 89% held out, asleep 97%, valid 98.2%). Up told facts 53%
  (42%), tired 67% (58%), insults 90% (70%), waves 100% (83%), walks 93% (83%), the body deep in a chat 82% (75%); down
  greetings 81% (97%), goodbyes 81% (92%), memory questions 67% (78%: "whats my cat called" answered \`[remember:…]\`), spins
  53% (67%), going to sleep 52% (63%), dances 74% (85%), hungry 80% (87%), two things at once 79% (88%); 16 kinds under 75%
  (phase 21: 12). A mixed result, worse overall and in the plain greetings a user meets first, so phase 21 stays.
- **The seventeenth session's runtime rules, 2026-12-03, phase 21 kept** (\`docs/grounding.md\`): the needs table holds the
  milder and playful claims phase 21 made against the header ("a little bit hungry" while stuffed, "I'm the shiniest!!"
  while stinky, "I smell like a swamp" while sparkly, "I'm SO bouncy!!" while sleepy); the words of asking ("name", "say",
  "tell", "know", "remember", "guess") are no recall keywords ("[recall:say]" to "say my name"); a new rule,
  owner-name-unasked, kept while sampling, refuses "your name is OWNER" to a message about another's name ("his name is
  crumbs", "whats my turtles name", "who r u"); and a diary page that answers what the owner said of themselves (a test:
  luck) is kept over one that does not, within its three tries. Phase 21 under that code (\`eval.ts --n 100
  --probe-samples 3\`, the seventeenth session's run): fit **75.1%** after resampling (74.8% on the sixteenth session's
  code), long chats **77.8%** (76.0%), first tries valid 96.1% (96.3%; 94.7% while the new rule was only resampled, not
  kept while sampling); hungry 72% (67%), the body deep in a chat 68% (67%), facts deep in a chat 63% (59%); diary pages'
  answers 57% (57%: the model seldom wishes luck in any of three tries). Format figures unchanged. In the built app in
  Chromium (\`npx tsx test/bench/app-chat.ts\`, two runs): names **8 of 10** both times ("me!" to "do u have a name" and
  to "tell me ur name pls" or "name?? 🙂"; the run of the sixteenth session, 10 of 10), hungry pets accepted 10 of 10,
  stuffed ones refused 10 of 10, no fallback. The same 32 name questions asked directly through \`generateTurn\` (4 questions,
  8 seeds) are named in 29 of 32 on this code and, line for line, the same on the sixteenth session's: the app's 8 of 10 is
  the draw, not the rules.
- **Phase 22, tried and not shipped** (\`LR=3e-4 models/recipe/phase.sh 22 80 40000 tmp/p22\`, from the phase-21 weights,
  data generated at the seventeenth session's first commit: in a chat's calm stretch 30% of the owner's messages ask after
  a need a care or time changed earlier in the sample, "still hungry?" after a meal, "still stinky?" after a bath; and the
  banks \`more-acts.ts\` and \`more-body2.ts\` (bedtime, gifts, drawing, dirty, tired, goodbyes, scolding) first trained on;
  80 minutes, about 10.1M tokens at 1,900–2,600 tokens/s; held-out loss 0.543 on its own held-out set). Against phase 21
  on the same code and seeds: fit 73.0% after resampling (75.4%), long chats **83.0%** (79.5%: the body deep in a chat
  77%, from 68%), hungry 85% (72%), told facts 52% (42%), diary answers 65% (57%); but outside its world 51% (69%),
  questions that are not about the time 52% (68%), looking around 82% (97%), goodbyes 72% (92%), the pet's name 61% (72%),
  and \`[clock]\` **78%** held out (87%), under its 80% target. So phase 21 stays; the calm stretch's questions stay in
  the recipe, and the next phase should keep the time and the world's edges as they were while it learns them.
- **Phase 21, shipped, 2026-12-03, the sixteenth session (replaced by phase 25)** (\`LR=3e-4 models/recipe/phase.sh 21 85 40000 tmp/p21\`, from the
  phase-20 weights, data generated at 9503721: 250 time questions as people type them (typos, asides, "how long till
  dinner") in \`data/banks/time.ts\`, trained as often as the composed cores together and never in the held-out split,
  and messages with time words that ask no time; 124 ways to ask the owner's own name and 151 the pet's
  (\`data/banks/names.ts\`); both by helpers that read only the phrase banks, with every line near a probe message, a
  held-out or a blind time question removed; askTime weighted 15 and askOwnerName 11; diary pages that tell the owner's
  test, news or sad day first when the log is long; 85 minutes, about 11.5M tokens at 1,900–2,800 tokens/s). Against
  phase 20 on the same code and seeds (\`eval.ts --n 100 --probe-samples 3\`; phase 20's run is \`eval-previous.json\`):
  fit **74.8%** after resampling (72.2%), 69.7% first try (66.4%), first tries valid 96.3% (95.2%); long chats
  **76.0%** (81.3%). Up most: the time **86%** (31%), the owner's name 67% (54%), greetings 97% (75%), goodbyes 92% (61%),
  two things at once 86% (67%), dirty 67% (55%), gifts 67% (56%), compliments 83% (73%), looking around 97% (90%). Down:
  deep in a chat the body **67%** (81%: told "u still stinky?" after earlier lines the other way, it follows them more
  often again), tired 48% (67%), hungry 67% (77%), sick 64% (70%), spins 67% (83%), outside its world 69% (77%), insults
  53% (60%), diary pages' answers to the owner 57% (65%). Format: \`[clock]\` **87%** held out (55%), meeting its target
  again, and 96% blind (86%); lines valid 97.2% (97.2%), offers answered 98% (97%), asleep 97% (97%), diary pages valid
  100% (98%). In the built app in Chromium (\`npx tsx test/bench/app-chat.ts\`): names **10 of 10**, hungry pets accepted
  10 of 10, a stuffed one refused 10 of 10, no fallback. These figures are phase 21's on the sixteenth session's code.
- **Phase 20, shipped, 2026-12-03, the fifteenth session** (\`LR=3e-4 models/recipe/phase.sh 20 90 40000 tmp/p20\`, from the
  phase-18 weights, data generated at 7174f50: 1,972 more owner phrasings for the kinds the probe set fitted worst, written
  by helpers that read only the phrase banks, never the probe set, with 21 that matched a probe's message removed by
  \`test/models/probe-blind.test.ts\`; a short opener on 8% of messages and a trailing aside that asks nothing on 12%
  ("lol", "im so confused"); the first data that never held a probe's message; 90 minutes, about 12M tokens at
  1,800–3,300 tokens/s; held-out loss 0.630 at its first eval, 0.583 at the end, on its own held-out set). Against phase
  18 on the same code and seeds (\`eval.ts --n 100 --probe-samples 3\`; phase 18's run is \`eval-previous.json\`): fit
  **72.4%** after resampling (69.7%), 66.6% first try (64.1%), long chats **82.5%** (77.2%), first tries valid 95.7%
  (95.5%). Up most: tired 67% (42%), hungry 77% (56%), thanks 78% (52%), spins 83% (60%), outside its world 77% (64%), the
  owner's feelings 72% (62%), memory questions 78% (67%), told facts 42% (35%), deep in a chat the body 81% (70%) and told
  facts 65% (59%). Down: the time **31%** (47%: 8 of its 25 misses answer in words only, 7 with an emote, 4 look around,
  6 remember or recall the message's other words, "i need to catch the bus"), dirty 55% (70%), compliments 73% (87%), two
  things at once 67% (76%), looking around 90% (100%), dances 78% (89%). Format: lines valid 98.0% (97.0%), offers
  answered 99% (98%), asleep 98% (98%), \`[clock]\` 56% held out (58%) and 85% blind (81%), diary pages valid **100%**
  (96%). In the built app in Chromium (\`npx tsx test/bench/app-chat.ts\`): names 9 of 10, hungry pets accepted 10 of 10,
  a stuffed one refused 10 of 10, no fallback.
- **The probe set leaked into phases 18 and 19's data** (found 2026-12-03 by a new test, \`test/models/probe-blind.test.ts\`):
  the told-fact templates of 8b1cb80 composed ten probe messages word for word ("where do i live", "what school do i go
  to again", "when is my birthday", "what am i scared of", "whats my dogs name again", "what colour is my bike", "my
  favourite colour is purple", "im learning spanish at school", "do u remember my brothers name", "whats my lucky
  number"), and phase 19's data once more ("hello!!! whats yor name", by a typo). Scanning the training tokens
  (\`models/recipe/out18\`, \`out19\`): up to 34 times each. Phase 18 fitted those ten probes 20 of 30 times (phase 15,
  before the leak, 3 of 30). Without them phase 18 fits **69.7%** overall (952/1365; with them 69.7%), long chats 78.2%,
  memory questions 62.2% (66.7% with them), told facts 33.3%, told facts deep in a chat 60.4%; phase 19 69.5%, phase 15
  68.1%. The generator now never writes a probe's message (\`isProbeMessage\`: a composed one is drawn again), the
  colliding template forms are gone, and the test checks every told fact and question, not only 400 sampled sessions.
  The table above still counts the ten probes; a phase trained from now on can be measured clean.
- **Sampling, 2026-12-03, the fourteenth session** (\`docs/grounding.md\`, "Kept while sampling"): the line grammar keeps the
  appetite table (the answer it refuses is ruled out, so are refusing words where it demands \`[yes]\`, and an answer looks
  nothing up), a recall keyword is the question's content words, a fact starts with the owner's name or the owner's own
  words, fact words grow only as English grows them, a name slot takes no article but the name's own, a wordless reply of
  wants the owner's words did not touch may not end; a diary page's sentence is judged as its break is written and the
  page as it ends; and when the mask finds nothing it allows, the sampler writes the rest of a fact's or keyword's word
  (\`LineGrammar.wordRest\`) and of a name a page has begun (\`DiaryGrammar.nameRest\`). Phase 18 on this code against the
  code before (same seeds, \`eval.ts --n 100 --probe-samples 3\`): first tries valid **95.5%** (88.8%), fit 69.7% after
  resampling (69.0%) and 64.1% first try (60.3%), long chats 77.2% (76.0%); told facts 34.8% (24.2%), offers on the first
  try 92% (76%) and deep in a chat 98% (72%). The held-out format scenarios are drawn by the generator, whose data weights
  changed the same day (f14aa0a), so the code before was measured on them too (\`eval.ts --only format --n 100\`, phase 18,
  the src of a8d92de): lines valid **98.8%** (91.8%), diary pages valid **96%** (82%; the cut names "Ri", "Sa" for Riley
  and Sasha), offers answered 100% (100%), asleep 98% (98%), \`[clock]\` 55% held out (55%) and 82% blind (82%). The mean
  turn in the fit table (137 ms) was timed while phase 19 trained on the same two cores (\`npm run bench\` gives the speed
  on the user's path). A reranker that prefers a reply with words over a wordless one, and
  pointwise mutual information with the owner's message, were tried again on four candidates of each probe (a scratch
  script, phase 18): 67.6% and 62.8–66.6%, against 69.3% for the likeliest; a perfect chooser of the four would fit 82.3%,
  and told facts 7 of 22 even so: what is missing is in the model, not in the choice. The fourteenth session's card showed
  phase 18 on that code; the app's scripted chat was rerun with it (names 8 of 10: "tell me ur name pls" got
  "me!" and "what do i call you" got "your name is??!"; the run before this code, 10 of 10; offers as before).
- **Phase 19, tried and not shipped** (\`LR=3e-4 models/recipe/phase.sh 19 62 40000 tmp/p19\`, from the phase-18 weights, data
  at f14aa0a: the owner's name, tiredness, pride and thanks asked more often; 62 minutes, only 6.4M tokens at 1,100–2,700
  tokens/s, since the probe runs above shared the cores; held-out loss 0.603 on its own held-out set). On this code and
  seeds: fit 69.6% after resampling (phase 18: 69.7%), 63.4% first try (64.1%), long chats 77.8% (77.2%), first tries valid
  95.5% (95.5%); up memory questions 81% (67%), told facts 44% (35%), hungry 72% (56%), greetings 89% (75%), nonsense
  100% (86%), spins 77% (60%); down the pet's name 60% (74%), the owner's 48% (56%, although asked more often), looking
  around 79% (100%), sick 48% (64%), compliments 67% (87%), outside its world 51% (64%), two things at once 64% (76%);
  and diary pages valid 94% (96%, under the 95% target), \`[clock]\` 53% held out (55%) and 77% blind (82%). So phase 18
  stays; the data weights stay in the recipe for the next phase to judge.
- **Choosing a reply, 2026-12-02, the eleventh session** (\`src/brain/turn.ts\`, docs/brain.md "Choosing a reply"): a line
  that answers the owner's words is the likeliest valid one (mean log-probability per sampled token) of up to ${REPLY_CANDIDATES}
  candidates, each sampled with the contract's settings; a candidate with a mean of at least ${CONFIDENT_MEAN_LOG_PROB} is kept at once, and
  none is drawn past ${REPLY_TOKEN_BUDGET} decoded tokens once one is valid. The first try is unchanged; the fit table's "first valid line"
  column is the same model and seeds keeping the first valid line, as before. A six-sample sweep of the probe set (a
  scratch script, phase 15) set these: one of six samples fitted 82.3% (a perfect chooser's bound), the likeliest of four
  67.1%, pointwise mutual information with the owner's message 62.2–63.8% (it prefers lines that ignore the header).
  Two candidates fitted 64.9% (\`eval.ts --only probes --candidates 2\`). The price is time: a reply is shown whole when
  chosen, not streamed (the README's Performance).
- **Phase 18, shipped, 2026-12-03** (\`LR=3e-4 models/recipe/phase.sh 18 70 40000 tmp/p18\`, from the phase-15 weights, data
  generated at 8db8e77 (the generator of 8b1cb80): 31 told-fact templates, each with 6–12 questions of its own, 60% of memory questions asked in a fact's
  own shapes; 70 minutes, about 10M tokens at 1,500–3,600 tokens/s, held-out loss 0.634 at its first eval, 0.568 at the end). On the probe set, same code
  and seeds as phase 15 (\`tmp/eval-p15-s13.json\` against this card's eval.json): fit **69.0%** after resampling (66.8%),
  60.3% first try (56.3%), long chats 76.0% (73.1%), first tries valid 88.8% (89.1%). Up most: memory questions **66.7%**
  (20.6%), told facts deep in a chat 55.6% (42.6%), compliments 83% (63%), diary pages 65% (54%), looking around 100% (87%),
  insults 57% (47%), going to sleep 56% (44%), not the time 67% (58%). Down: the owner's name 54% (70%), hungry 56% (67%),
  tired 42% (52%), dirty 70% (82%), spins 57% (70%), walks 77% (93%), thanks 52% (63%). Told facts barely moved (24% from 21%):
  the first tries break \`remember-unsaid\` most (the table's note). The held-out \`[clock]\` figure (54%) is on new
  phrasings (the 44 time questions added 2026-12-03 hold the held-out quarter now; phase 15 was measured on the old quarter,
  71%); phase 15 on the new quarter (\`eval.ts --model <phase 15 from 5e35baa> --n 100 --only format\`, 2026-12-03) scored
  48%, so phase 18 is the better of the two there too (blind probe 76%, phase 15 72% in that run and 73% before). The app's scripted chat (\`test/bench/app-chat.ts\`) was rerun
  with phase 18 (names 10 of 10 then); the fit columns without the grammar and with the first valid line were **not rerun** for it
  (session time ran out): phase 15's were removed from the model folder rather than shown as this model's. The figures
  above the notes are phase 18 on the fourteenth session's code (the first bullet); these are on the code of its day.
- **Phase 17, tried and not shipped** (the eleventh session): from the phase-15 weights at a peak of 2e-4, on fresh data
  (seed 17, 40,000 samples, the generator of this session), 49 minutes at only 850–2,000 tokens/s on a slow machine
  (about 5M tokens). On the final code: fit 65.4% after resampling (phase 15: 66.8%), long chats 69.0% (73.1%), first
  tries valid 90.5% (89.1%). Phase 15 stays.
- **Grounding rules and sampling, 2026-12-02** (\`docs/grounding.md\`): a name lead must be followed by a name
  (\`empty-name\`: "your name is !a!!", "I'm called%i"), and after "my name is" / "your name is" only the name
  (no "not", "so", "a secret"); when the mask finds no allowed token in a name slot the sampler takes the name's own
  next token (\`LineGrammar.nameRest\`); a reply to the owner's words walks only when asked to move (\`walk-away\`);
  a wordless reply holds a \`[want:X]\` only when the owner's words touch it (\`want-off-topic\`, validator only).
  Phase 15 on this code against the code before (same seeds, \`eval.ts --n 100 --probe-samples 3\`): fit **62.3%**
  after resampling (59.1%), 56.3% on the first try (55.2%), long chats 70.2% (68.4%), the pet's name 70% (47%), the
  owner's 57% (43%), not the time 57% (55%), nonsense 72% (64%); first tries valid 89.1% (92.2%), since the new rules
  refuse first tries that passed before (a lone \`[want:play]\` to "i got a hamster", a walk away from "i'm sad").
  Step by step (\`--only probes\`, phase 15, while a training run shared the cores): the name and walk rules alone
  59.0% fit and 90.5% first tries valid (the model, kept from wrong names, wrote "your name's NOT!" or fell back);
  with the forced name token 60.5% and 92.9%; with \`want-off-topic\` 62.4% and 89.0%. The held-out format metrics:
  asleep 98% (95%), valid lines 91.8% (92.5%), \`[clock]\` 70% held out and 77% blind (71%, 75%), diary pages 96%.
  The mean turn times in the fit table's note were taken while a training run (with the grammar) or the app's
  scripted chat in Chromium (without it) shared the two cores: they are not this code's speed (\`npm run bench\` is).
- **Phase 16, tried and not shipped** (\`models/recipe/phase.sh 16 75 40000 tmp/p16\` at a7883cf, from the phase-15
  weights, 75 minutes, 16.8M tokens; the generator answers the owner's two messages in a row with the reply to the
  second, where an idle turn could follow the first, so 1 reply in 60 to the owner had been a silent walk): on this
  code fit 62.7% after resampling (phase 15: 62.3%), 57.5% on the first try (56.3%), first tries valid 89.5% (89.1%),
  long chats 70.2% (70.2%); \`[clock]\` 75% held out (70%) and 91% blind (77%); up memory 19% (17%), told facts
  23% (17%), the time 58% (47%), not the time 70% (57%), told facts deep in a chat 50% (41%), two things at once 86%
  (71%); down the pet's name 60% (70%), dirty 48% (67%), waves 67% (87%), the body deep in a chat 58% (67%); and
  **diary pages valid 84%** (96%), under the 95% target phase 15 meets. So phase 15 stays.
- Phase 15 against phase 12, both on the code of 08c28ed (\`eval-previous.json\` is phase 12's): fit 59.1% after resampling
  (58.1%), 55.2% on the first try (54.1%), first tries valid 92.2% (92.4%; 92.3% before the apostrophe fix), long chats 68.4% (70.2%). Up most:
  outside its world 62% (15%), spins 63% (43%), waves, tired and dirty questions, nonsense, the pet's name 47% (40%),
  the time 47% (42%). Down most: hungry questions 54% (69%), insults 43% (57%), the owner's feelings 57% (69%), the
  owner's name 43% (54%), gifts 37% (48%), looking around 82% (92%). The held-out format metrics rose: \`[clock]\` 71%
  held out (65%) and 75% blind (71%), diary pages valid **96%** (86%, back over the 95% target), offers answered 100%
  (99%); asleep 95% (95%), valid lines 92.5% (92.8%). In the app's scripted chat: hungry pets accepted 10 of 10
  offers, a stuffed one refused 10 of 10, "what's your name?" got the pet's name 7 of 10 times (phase 12: the same).
- **Sampling, this session** (\`docs/brain.md\`, \`docs/grounding.md\`): a token that holds part of a character is judged with
  the bytes before it (\`src/brain/char-mask.ts\`; every such token had been let through, into lines such as
  "[em\\uFFFD:wave]"); when the grammar allows none of the top 40 the sampler looks further down the vocabulary
  (512 ranks, six times a line) instead of drawing from the unmasked 40; and the grammar keeps the needs table
  ("I'm full" while hungry is refused as it is written). Phase 12 on this code against the code before: fit
  58.1% after resampling (57.4%), 54.1% on the first try (52.7%), first tries valid **92.4%** (88.7%).
- Phase 12 fitted more of the probe set than phase 11 (56.9% against 52.0% after resampling, 52.4% against 46.2% on
  the first try; long chats 70.8% against 69.6%; first tries valid 89.5% against 88.5%), up in 22 kinds and down in
  8: up most the body questions (hungry 69% from 41%, sick 55% from 27%, tired 48% from 33%), the owner's name (54%
  from 41%), feelings, insults and compliments, dances, walks and gifts; told facts 7.6% from 0% (the model now
  opens a reply to a fact with \`[remember:\` sometimes). Down: things outside its world (15% from 38%: more
  \`[look]\` and \`[clock]\` to questions about the world), questions that are not about the time (53% from 63%),
  memory questions (13% from 19%), the time (42% from 47%; \`[clock]\` 54% on unseen time questions, from 62%;
  blind 73%, from 68%), and **diary pages valid 82%, from 96%**, below the 95% target the last phase met, although
  the diary probes fit better (52% from 44%). A turn took 101 ms on average (112). The eval runs the code of its
  commit: this phase's adds that a word inside \`[remember:\`/\`[recall:\` may grow only into a word the validator
  reads as the owner's (\`line-grammar.ts\`, \`mayBecome\`).
- Phase 11 (the previous card): the header of the moment the last line was written from; the pet's name 32% from
  21%, the owner's 41% from 30%, told facts 0% (no \`[remember:\` line had ever carried loss before it).
- Misses per probe, with the line written, are in \`eval.json\` (\`fit.misses\`).
- **Phase 13, tried after phase 12 and not shipped** (\`models/recipe/phase.sh 13 65 36000\` at 54dd867, from the
  phase-12 weights, 65 minutes; evaluated by phase.sh's \`eval.ts --n 100 --probe-samples 3\`): the replies to questions outside
  the pet's world all said that it does not know (44 lines of those banks only said something cute), the four weakest
  kinds came up more often, and 15% of the samples were diary pages (12%). Outside its world rose to 51% (15%), not
  the time to 62% (53%), memory questions to 19% (13%), \`[clock]\` held out to 63% (54%), asleep lines to 95% (94%)
  and diary pages valid to 84% (82%); but the whole probe set fell to 54.8% after resampling (56.9%) and 50.7% on the
  first try (52.4%), long chats to 67.8% (70.8%), with hungry 54% (69%), sick 42% (55%), greetings 44% (67%), walks
  47% (83%) and told facts 4.5% (7.6%) down. So phase 12 stayed; the data changes stayed in the recipe, and phase 15
  trained on them. Its eval ran with the validator's \`broken-character\` rule, added after phase 12's first eval.
- **Phase 14, tried after phase 12 and not shipped** (\`models/recipe/phase.sh 14 80 36000\` with \`OWNER_WEIGHT=0.25\`, from
  the phase-12 weights, 80 minutes): phase 13's data plus told facts typed in lowercase three times in ten, and for the first
  time a loss on the owner's words (\`train.py --owner-weight 0.25\`; their held-out loss fell to 2.5 nats, where the
  context had stayed at 6.2). On the same code as this card's figures it fitted the probe set worse: 52.3% after
  resampling (57.4%), 45.4% on the first try (52.7%), long chats 69.0% (70.8%), first tries valid 85.9% (88.7%), and
  the format metrics fell (asleep lines 60%, valid lines 81.5%). So phase 12 stayed and \`phase.sh\` gives the owner's
  words no loss again; only outside its world (46%), memory questions (24%) and the diary probes (57%) rose.
- **Known words** (\`docs/grounding.md\`, last session, measured on phase 12): the validator refuses a new line with a word
  that is neither the pet's own (\`src/world/pet-words.ts\`) nor its prompt's, and the line grammar keeps that while
  sampling; name slots read past an article ("your name is A Ember"). Phase 12's figures on that code
  (\`eval.ts --n 100 --probe-samples 3\`): fit 57.4% after resampling (56.9% before the rule), the pet's name 38.6%
  (29.8%), the owner's 55.6% (53.7%), first tries valid 88.7% (89.5%: lines with broken words are now invalid). The
  held-out format metrics moved with the grammar's other paths: \`[clock]\` 65% held out (54%), asleep 95% (94%),
  diary pages valid 86% (82%), offers answered on the first try 99% (100%). Without the grammar (the validator alone,
  resampling): 55.6% (55.5%), the pet's name 31.6% (26.3%). Phase 12's mean turn (139 ms) was timed while a training
  run shared the two cores; the eval without the grammar ran alone (98 ms), and in Chromium the grammar's known
  words made no difference beyond the machine's noise (the repository README, Performance).

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
