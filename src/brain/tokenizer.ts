/**
 * The one tokenizer of tokenling (browser, node and the training-data generator): GPT-2's byte-level BPE,
 * read from a Hugging Face tokenizer.json. No DOM and no Node APIs, so it runs anywhere.
 */
import { byteLevelToBytes } from './byte-level.ts';
import { MergeTable, mergePairs } from './bpe.ts';

/** GPT-2's pre-tokenizer: contractions, letters, digits, other symbols, each with at most one leading space; then runs of whitespace. */
const GPT2_SPLIT = /'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+/gu;
const END_OF_TEXT = '<|endoftext|>';
/** Cached pre-tokens before the cache starts forgetting its oldest; chat text has a few thousand distinct words. */
const CACHE_LIMIT = 50_000;
/** Longer pre-tokens (runs of spaces, pasted blobs) are rare and not worth keeping. */
const CACHE_MAX_PIECE = 64;

/** The parts of tokenizer.json this tokenizer reads. */
export interface TokenizerJson {
  model: { type: string; vocab: Record<string, number>; merges: (string | [string, string])[] };
  added_tokens?: { id: number; content: string }[];
}

/** tokenizer.json is not a byte-level BPE this tokenizer can read. */
export class TokenizerFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenizerFormatError';
  }
}

export class Tokenizer {
  /** Id of <|endoftext|>: it ends a document; encode() never produces it from text. */
  readonly eot: number;
  /** Number of ids, <|endoftext|> included; ids are 0..vocabSize-1. */
  readonly vocabSize: number;
  private readonly bytesById: Uint8Array[];
  private readonly idOfByte: Int32Array;
  private readonly merges: MergeTable;
  private readonly cache = new Map<string, readonly number[]>();
  private readonly utf8 = new TextEncoder();
  /** One decoder for whole decodes (a call without { stream } starts afresh); streams make their own. */
  private readonly utf8Decoder = newUtf8Decoder();
  /** piece(id)'s texts, filled as they are asked for. */
  private readonly pieces: (string | undefined)[] = [];

  private constructor(bytesById: Uint8Array[], eot: number, merges: MergeTable, idOfByte: Int32Array) {
    this.bytesById = bytesById;
    this.vocabSize = bytesById.length;
    this.eot = eot;
    this.merges = merges;
    this.idOfByte = idOfByte;
  }

  /** Builds the tokenizer from a parsed tokenizer.json (GPT-2 layout: ByteLevel pre-tokenizer, BPE model, <|endoftext|> added). */
  static fromJSON(json: unknown): Tokenizer {
    const { model, added_tokens: added = [] } = json as TokenizerJson;
    if (model?.type !== 'BPE' || typeof model.vocab !== 'object' || !Array.isArray(model.merges)) {
      throw new TokenizerFormatError(
        `expected tokenizer.json with model.type "BPE", a vocab and merges; got model.type ${JSON.stringify(model?.type)}`,
      );
    }
    const eotToken = added.find((t) => t.content === END_OF_TEXT);
    if (!eotToken)
      throw new TokenizerFormatError(
        `tokenizer.json has no added token ${END_OF_TEXT}; regenerate it with models/recipe/tokenizer/make-tokenizer.ts`,
      );
    const idOf = new Map(Object.entries(model.vocab));
    const bytesById: Uint8Array[] = [];
    for (const [token, id] of idOf) bytesById[id] = byteLevelToBytes(token);
    bytesById[eotToken.id] = new TextEncoder().encode(END_OF_TEXT);
    const hole = Array.from({ length: bytesById.length }, (_, id) => id).find((id) => !bytesById[id]);
    if (hole !== undefined)
      throw new TokenizerFormatError(
        `tokenizer.json has no token with id ${hole}; ids must run 0..${bytesById.length - 1} without gaps`,
      );

    const idOfByte = new Int32Array(256).fill(-1);
    bytesById.forEach((bytes, id) => {
      if (bytes.length === 1 && id !== eotToken.id) idOfByte[bytes[0]!] = id;
    });
    const missingByte = idOfByte.indexOf(-1);
    if (missingByte >= 0)
      throw new TokenizerFormatError(
        `tokenizer.json has no token for byte ${missingByte}; a byte-level BPE needs all 256`,
      );

    const merges = new MergeTable(bytesById.length);
    for (const merge of model.merges) {
      const [left, right] = typeof merge === 'string' ? merge.split(' ') : merge;
      const ids = [idOf.get(left!), idOf.get(right!), idOf.get(`${left}${right}`)];
      if (ids.some((id) => id === undefined))
        throw new TokenizerFormatError(`merge ${JSON.stringify(merge)} joins or makes a token not in the vocab`);
      merges.add(ids[0]!, ids[1]!, ids[2]!);
    }
    return new Tokenizer(bytesById, eotToken.id, merges, idOfByte);
  }

  /**
   * Token ids of text. "<|endoftext|>" written in the text is plain text here (transformers.js would make it eot);
   * a lone surrogate has no UTF-8 form and is encoded as U+FFFD.
   */
  encode(text: string): number[] {
    const ids: number[] = [];
    for (const [piece] of text.matchAll(GPT2_SPLIT)) {
      for (const id of this.encodePiece(piece)) ids.push(id);
    }
    return ids;
  }

  /** How many tokens text takes. */
  count(text: string): number {
    let n = 0;
    for (const [piece] of text.matchAll(GPT2_SPLIT)) n += this.encodePiece(piece).length;
    return n;
  }

  /** Text of ids; a byte sequence that is not valid UTF-8 (a cut-off character) decodes to U+FFFD. */
  decode(ids: readonly number[]): string {
    const parts = ids.map((id) => this.tokenBytes(id));
    const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      bytes.set(p, at);
      at += p.length;
    }
    return this.utf8Decoder.decode(bytes);
  }

  /**
   * The text of one token, as decode([id]) gives it (U+FFFD for part of a character), remembered: the sampler's
   * mask asks for the pieces of its 40 candidates on every step, and decoding them afresh each time cost more
   * than the grammar itself (a TextDecoder per call is slow in Chromium).
   */
  piece(id: number): string {
    let text = this.pieces[id];
    if (text === undefined) {
      text = this.utf8Decoder.decode(this.tokenBytes(id));
      this.pieces[id] = text;
    }
    return text;
  }

  /** The raw bytes of one token: a token may hold part of a character, so stream with decodeStream(), not decode([id]). */
  tokenBytes(id: number): Uint8Array {
    const bytes = this.bytesById[id];
    if (bytes === undefined)
      throw new RangeError(`token id ${id} is not in the vocabulary (ids 0..${this.vocabSize - 1})`);
    return bytes;
  }

  /** A decoder for tokens arriving one at a time: push(id) returns the text completed so far, holding back a partial character. */
  decodeStream(): TokenStreamDecoder {
    const utf8 = newUtf8Decoder();
    return {
      push: (id) => utf8.decode(this.tokenBytes(id), { stream: true }),
      flush: () => utf8.decode(),
    };
  }

  /** One pre-token's ids, through the cache. */
  private encodePiece(piece: string): readonly number[] {
    const cached = this.cache.get(piece);
    if (cached) return cached;
    const bytes = this.utf8.encode(piece);
    const ids = mergePairs(
      Array.from(bytes, (b) => this.idOfByte[b]!),
      this.merges,
    );
    if (piece.length <= CACHE_MAX_PIECE) {
      if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(piece, ids);
    }
    return ids;
  }
}

/** Text from tokens as they arrive. */
export interface TokenStreamDecoder {
  /** Adds a token; returns the newly completed text (may be '' while a character is split across tokens). */
  push(id: number): string;
  /** Ends the stream; a dangling partial character comes out as U+FFFD. */
  flush(): string;
}

/** UTF-8 decoding as GPT-2 does it (errors="replace"), keeping a leading U+FEFF as text rather than dropping it as a BOM. */
function newUtf8Decoder(): TextDecoder {
  return new TextDecoder('utf-8', { ignoreBOM: true });
}
