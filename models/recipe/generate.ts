/**
 * Writes the training data: chat and diary samples played out by the real
 * simulation, tokenized with the model's own tokenizer, in the format of
 * models/recipe/DATA_FORMAT.md, plus a corpus report.
 *
 *   npx tsx models/recipe/generate.ts --train 6000 --heldout 300 --seed 1 --out models/recipe/out [--asleep-share 0.1]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadTokenizer } from '../../src/brain/tokenizer-node.ts';
import type { Tokenizer } from '../../src/brain/tokenizer.ts';
import { EVENT_KINDS, TAG_NAMES, readLine } from '../../src/world/index.ts';
import { SessionPlayer, TOKEN_KIND, type Sample, type Segment, type Split } from './data/session.ts';

/** Longest sample: the model's context. */
export const MAX_SAMPLE_TOKENS = 1024;
/** Share of diary samples; a smaller share left the model's pages less often valid. */
const DIARY_SHARE = 0.15;

/** Tokenizes a sample's segments; drops the oldest lines (never the header) until it fits. */
export function encodeSample(sample: Sample, tok: Tokenizer): { ids: number[]; kinds: number[] } {
  const enc = (segs: Segment[]) => {
    const ids: number[] = [];
    const kinds: number[] = [];
    for (const s of segs) {
      const t = tok.encode(s.text);
      ids.push(...t);
      for (let i = 0; i < t.length; i++) kinds.push(s.kind);
    }
    return { ids, kinds };
  };
  const header = enc(sample.header);
  const lines = sample.lines.map(enc);
  const tail = sample.mode === 'diary' ? { ids: [tok.eot], kinds: [TOKEN_KIND.end] } : { ids: [], kinds: [] };
  let total = header.ids.length + tail.ids.length + lines.reduce((a, l) => a + l.ids.length, 0);
  let first = 0;
  while (total > MAX_SAMPLE_TOKENS && first < lines.length - 1) total -= lines[first++]!.ids.length;
  const kept = lines.slice(first);
  return {
    ids: [...header.ids, ...kept.flatMap((l) => l.ids), ...tail.ids],
    kinds: [...header.kinds, ...kept.flatMap((l) => l.kinds), ...tail.kinds],
  };
}

/** How many actions a session plays: many short ones, some long enough to fill the context. */
function sessionSteps(seed: number): number {
  const r = (seed * 2654435761) >>> 0;
  const u = (r % 1000) / 1000;
  return u < 0.45 ? 2 + (r % 8) : u < 0.8 ? 10 + (r % 20) : 30 + (r % 40);
}

interface Report {
  samples: number;
  chat: number;
  diary: number;
  tokens: number;
  lossTokens: number;
  tokensByKind: Record<string, number>;
  distinctOwnerPhrasings: number;
  distinctPetLines: number;
  tagCounts: Record<string, number>;
  eventCounts: Record<string, number>;
  longestSample: number;
}

function writeSplit(
  split: Split,
  count: number,
  seed0: number,
  out: string,
  tok: Tokenizer,
  asleepShare: number,
): Report {
  const ids: number[] = [];
  const kinds: number[] = [];
  const index = [0];
  const owner = new Set<string>();
  const pet = new Set<string>();
  const tagCounts: Record<string, number> = Object.fromEntries(TAG_NAMES.map((t) => [t, 0]));
  const eventCounts: Record<string, number> = Object.fromEntries(EVENT_KINDS.map((e) => [e, 0]));
  let diary = 0;
  let longest = 0;
  for (let i = 0; i < count; i++) {
    const seed = seed0 + i;
    const player = new SessionPlayer(seed, split, asleepShare);
    const isDiary = (seed * 7919) % 1000 < DIARY_SHARE * 1000;
    const sample = isDiary ? player.diary(sessionSteps(seed)) : player.chat(sessionSteps(seed));
    if (isDiary) diary += 1;
    const enc = encodeSample(sample, tok);
    ids.push(...enc.ids);
    kinds.push(...enc.kinds);
    index.push(ids.length);
    longest = Math.max(longest, enc.ids.length);
    sample.ownerTexts.forEach((t) => owner.add(t));
    for (const b of sample.petBodies) {
      pet.add(b);
      for (const t of readLine(b).tags) tagCounts[t.name] = (tagCounts[t.name] ?? 0) + 1;
    }
    if (isDiary)
      for (const t of readLine(sample.lines[0]![0]!.text).tags) tagCounts[t.name] = (tagCounts[t.name] ?? 0) + 1;
    for (const e of sample.events) eventCounts[e] = (eventCounts[e] ?? 0) + 1;
  }
  writeFileSync(join(out, `${split}.tokens.u16`), Buffer.from(new Uint16Array(ids).buffer));
  writeFileSync(join(out, `${split}.kinds.u8`), Buffer.from(new Uint8Array(kinds).buffer));
  writeFileSync(join(out, `${split}.index.u32`), Buffer.from(new Uint32Array(index).buffer));
  const tokensByKind: Record<string, number> = {};
  for (const [name, id] of Object.entries(TOKEN_KIND)) tokensByKind[name] = kinds.filter((k) => k === id).length;
  return {
    samples: count,
    chat: count - diary,
    diary,
    tokens: ids.length,
    lossTokens: kinds.filter((k) => k === 1 || k === 2 || k === 4 || k === 5).length,
    tokensByKind,
    distinctOwnerPhrasings: owner.size,
    distinctPetLines: pet.size,
    tagCounts,
    eventCounts,
    longestSample: longest,
  };
}

function main(): void {
  const { values } = parseArgs({
    options: {
      train: { type: 'string', default: '6000' },
      heldout: { type: 'string', default: '300' },
      seed: { type: 'string', default: '1' },
      out: { type: 'string', default: 'models/recipe/out' },
      model: { type: 'string', default: 'models/tokenling-mini' },
      'asleep-share': { type: 'string', default: '0.1' },
    },
  });
  const tok = loadTokenizer(values.model);
  const out = values.out!;
  mkdirSync(out, { recursive: true });
  const seed = Number(values.seed);
  const t0 = Date.now();
  const asleep = Number(values['asleep-share']);
  const train = writeSplit('train', Number(values.train), seed * 1_000_000, out, tok, asleep);
  const heldout = writeSplit('heldout', Number(values.heldout), seed * 1_000_000 + 500_000, out, tok, asleep);
  const meta = {
    vocabSize: tok.vocabSize,
    eot: tok.eot,
    maxSampleTokens: MAX_SAMPLE_TOKENS,
    kinds: TOKEN_KIND,
    splits: { train, heldout },
    seconds: (Date.now() - t0) / 1000,
  };
  writeFileSync(join(out, 'meta.json'), `${JSON.stringify(meta, null, 2)}\n`);
  process.stdout.write(
    `${JSON.stringify({ train: { samples: train.samples, tokens: train.tokens, lossTokens: train.lossTokens }, heldout: { samples: heldout.samples, tokens: heldout.tokens }, seconds: meta.seconds })}\n`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
