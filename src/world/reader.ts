/**
 * The learned reader of the owner's words: a small network (one hidden layer) over hashed word and letter n-grams, trained from
 * the generator's labelled owner phrasings (models/recipe/reader/) and shipped as one file beside the model
 * (reader.bin). It says which of the intent table's readings a message holds (READER_LABELS); the table's rows that
 * read with it turn its labels into their values (intents.ts). Features and scoring live here, once, so the trainer
 * and the app read a message the same way. docs/brain.md, "The learned reader".
 */

import { LIFE_KINDS } from './life-asked.ts';
import { PLAY_KINDS } from './play-asked.ts';
import { SELF_KINDS } from './self-asked.ts';

/** A row's labels, one for each kind it reads ("life:loveMe"), in the row's own order. */
const labelsOf = <P extends string, K extends string>(prefix: P, kinds: readonly K[]) =>
  kinds.map((k) => `${prefix}:${k}` as const);

/**
 * What the reader can read, in the intent table's rank order (intents.ts): a row's labels, each with the value it
 * gives ("act:dance" asks for a dance, "body:snack" asks after the tummy, "heart:down" tells a sad day, "self:colour"
 * asks its favourite colour, "play:joke" a joke, "life:loveMe" whether it loves them).
 */
export const READER_LABELS = [
  'serious',
  'name:pet',
  'name:owner',
  'mean',
  'recall',
  'act:dance',
  'act:spin',
  'act:wave',
  'act:sing',
  'act:sleep',
  'act:walk:left',
  'act:walk:right',
  'act:gift',
  'act:drawing',
  'time',
  'look',
  'yesterday',
  'dream',
  'body:snack',
  'body:bath',
  'body:sleep',
  'body:medicine',
  'told',
  'greeted',
  'heart:thanks',
  'heart:praise',
  'heart:ill',
  'heart:scared',
  'heart:down',
  'heart:tired',
  'heart:worried',
  'heart:proud',
  'heart:bored',
  ...labelsOf('self', SELF_KINDS),
  ...labelsOf('play', PLAY_KINDS),
  ...labelsOf('life', LIFE_KINDS),
  'outside',
] as const;
export type ReaderLabel = (typeof READER_LABELS)[number];

/** The first bytes of a reader file. */
const MAGIC = 'TKRD';
/** The reader file's layout version; another is refused with what to do. */
export const READER_FORMAT = 1;

/**
 * What a reader file's header holds: a network of one hidden layer of rectified units. The first layer's weights
 * follow the header as int8 (a bucket's weights for every hidden unit together), each unit's with its own scale.
 */
export interface ReaderHeader {
  format: number;
  /** Hash buckets of the features. */
  dims: number;
  hidden: number;
  labels: string[];
  /** Each hidden unit's bias and the scale of its int8 weights. */
  bias1: number[];
  scale1: number[];
  /** The output layer: hidden × labels weights (hidden-major), and each label's bias. */
  w2: number[];
  bias2: number[];
}

/** FNV-1a, 32 bits: the bucket of a feature's name. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Words, emoji and the marks that ask or exclaim, as the reader sees them. */
const TOKEN = /[\p{L}\p{N}']+|\p{Extended_Pictographic}|[?!]/gu;

/**
 * The tokens of a message: lowercase, straight quotes, a letter typed three times or more kept twice ("hungryyy"), the
 * pet's and the owner's names as @pet and @owner (a name says who is spoken of, never what is asked).
 */
export function readerTokens(text: string, names: { pet: string; owner: string }): string[] {
  const plain = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/(\p{L})\1{2,}/gu, '$1$1');
  const pet = new Set(names.pet.toLowerCase().match(TOKEN) ?? []);
  const owner = new Set(names.owner.toLowerCase().match(TOKEN) ?? []);
  return (plain.match(TOKEN) ?? []).map((t) => {
    const w = t.replace(/'s$/u, '');
    return pet.has(w) ? '@pet' : owner.has(w) ? '@owner' : t;
  });
}

/**
 * The hashed features of a message with their weights: each word, each pair of words in a row (with the message's
 * start and end), and each word's letter runs of 3 and 4 (so "hungy" and "hungry" share most), scaled to unit length.
 */
export function readerFeatures(
  text: string,
  names: { pet: string; owner: string },
  dims: number,
): { index: Uint32Array; value: Float32Array } {
  const tokens = readerTokens(text, names);
  const counts = new Map<number, number>();
  const add = (f: string) => {
    const h = hash(f) % dims;
    counts.set(h, (counts.get(h) ?? 0) + 1);
  };
  const seq = ['^', ...tokens, '$'];
  for (let i = 0; i < seq.length; i++) {
    if (i > 0 && i < seq.length - 1) add(`w ${seq[i]}`);
    if (i > 0) add(`b ${seq[i - 1]} ${seq[i]}`);
  }
  for (const t of tokens) {
    if (t.startsWith('@') || t.length < 3) continue;
    const p = `<${t}>`;
    for (const n of [3, 4]) for (let i = 0; i + n <= p.length; i++) add(`c ${p.slice(i, i + n)}`);
  }
  const index = new Uint32Array(counts.size);
  const value = new Float32Array(counts.size);
  let norm = 0;
  for (const c of counts.values()) norm += c * c;
  norm = Math.sqrt(norm) || 1;
  let k = 0;
  for (const [h, c] of counts) {
    index[k] = h;
    value[k++] = c / norm;
  }
  return { index, value };
}

/** What reads the labels a message holds: the learned reader, or in tests a reading given outright. */
export interface MessageReader {
  read(text: string, names: { pet: string; owner: string }): readonly ReaderLabel[];
}

/** A reader file that cannot be read, with what to do about it. */
export class ReaderFileError extends Error {
  override name = 'ReaderFileError';
}

/** The learned reader: reads which labels a message holds, from the weights of a reader file. */
export class LearnedReader implements MessageReader {
  private constructor(
    readonly header: ReaderHeader,
    private readonly weights: Int8Array,
  ) {}

  /** Reads a reader file's bytes; refuses one of another layout or for other labels, saying how to make a new one. */
  static fromBytes(bytes: Uint8Array): LearnedReader {
    const retrain = 'make it again with: npx tsx models/recipe/reader/train.ts';
    if (bytes.length < 8 || String.fromCharCode(...bytes.subarray(0, 4)) !== MAGIC)
      throw new ReaderFileError(`this is not a reader file (it does not start with ${MAGIC}); ${retrain}`);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const headerBytes = view.getUint32(4, true);
    let header: ReaderHeader;
    try {
      header = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + headerBytes))) as ReaderHeader;
    } catch {
      throw new ReaderFileError(`the reader file's header is damaged; ${retrain}`);
    }
    if (header.format !== READER_FORMAT)
      throw new ReaderFileError(
        `the reader file has layout ${header.format}, the app reads ${READER_FORMAT}; ${retrain}`,
      );
    if (header.labels.join(',') !== READER_LABELS.join(','))
      throw new ReaderFileError(`the reader file reads other labels than the intent table's; ${retrain}`);
    const want = header.dims * header.hidden;
    if (header.w2?.length !== header.hidden * READER_LABELS.length)
      throw new ReaderFileError(`the reader file's output layer is damaged; ${retrain}`);
    const weights = new Int8Array(bytes.buffer, bytes.byteOffset + 8 + headerBytes, bytes.length - 8 - headerBytes);
    if (weights.length !== want)
      throw new ReaderFileError(`the reader file has ${weights.length} weights, not ${want}; ${retrain}`);
    return new LearnedReader(header, weights);
  }

  /** Each label's score (a log-odds: above 0, the message holds it). */
  scores(text: string, names: { pet: string; owner: string }): Float32Array {
    const { dims, hidden: H, bias1, scale1, w2, bias2 } = this.header;
    const n = READER_LABELS.length;
    const { index, value } = readerFeatures(text, names, dims);
    const h = new Float32Array(H);
    for (let k = 0; k < index.length; k++) {
      const row = index[k]! * H;
      const v = value[k]!;
      for (let j = 0; j < H; j++) h[j]! += v * this.weights[row + j]!;
    }
    const out = Float32Array.from(bias2);
    for (let j = 0; j < H; j++) {
      const a = bias1[j]! + scale1[j]! * h[j]!;
      if (a <= 0) continue;
      for (let l = 0; l < n; l++) out[l]! += a * w2[j * n + l]!;
    }
    return out;
  }

  /** The labels a message holds, in rank order. */
  read(text: string, names: { pet: string; owner: string }): ReaderLabel[] {
    const s = this.scores(text, names);
    return READER_LABELS.filter((_, l) => s[l]! > 0);
  }
}

/** Writes a reader file: the header, then the first layer's int8 weights. */
export function readerFileBytes(header: ReaderHeader, weights: Int8Array): Uint8Array {
  const head = new TextEncoder().encode(JSON.stringify(header));
  const out = new Uint8Array(8 + head.length + weights.length);
  out.set([...MAGIC].map((c) => c.charCodeAt(0)));
  new DataView(out.buffer).setUint32(4, head.length, true);
  out.set(head, 8);
  out.set(new Uint8Array(weights.buffer, weights.byteOffset, weights.length), 8 + head.length);
  return out;
}
