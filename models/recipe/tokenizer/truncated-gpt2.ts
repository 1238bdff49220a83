/**
 * GPT-2's byte-level BPE cut to its first K tokens, as Hugging Face tokenizer files.
 * GPT-2 numbers tokens in merge order, so ids 0..K-1 plus <|endoftext|> at id K form a valid BPE with GPT-2's own ids.
 */
import gpt2 from 'js-tiktoken/ranks/gpt2';
import { bytesToByteLevel } from '../../../src/brain/byte-level.ts';

const END_OF_TEXT = '<|endoftext|>';
/** GPT-2's context length. */
const MODEL_MAX_LENGTH = 1024;

/** GPT-2's tokens by rank (= id), decoded from js-tiktoken's compressed bpe_ranks exactly as its Tiktoken constructor does. */
export function readGpt2Tokens(): Uint8Array[] {
  const tokens: Uint8Array[] = [];
  for (const line of gpt2.bpe_ranks.split('\n').filter(Boolean)) {
    // Each line: a label, the rank of its first token, then base64 tokens of consecutive ranks.
    const [, offsetText, ...encoded] = line.split(' ');
    const offset = Number.parseInt(offsetText!, 10);
    encoded.forEach((b64, i) => {
      tokens[offset + i] = new Uint8Array(Buffer.from(b64, 'base64'));
    });
  }
  for (let id = 0; id < tokens.length; id++) {
    if (!tokens[id])
      throw new Error(`js-tiktoken's gpt2 ranks have no token with rank ${id}; the package format changed`);
    if (id < 256 !== (tokens[id]!.length === 1))
      throw new Error(`GPT-2 rank ${id} is ${tokens[id]!.length} bytes; expected ranks 0..255 to be the single bytes`);
  }
  if (gpt2.special_tokens[END_OF_TEXT] !== tokens.length)
    throw new Error(
      `expected ${END_OF_TEXT} right after the ${tokens.length} ranks, got ${gpt2.special_tokens[END_OF_TEXT]}`,
    );
  return tokens;
}

/**
 * The pair each token id >= 256 below k was merged from: BPE on its bytes with only lower ranks, stopped at two parts.
 * Returned in id order, so merge i makes token 256 + i as in GPT-2.
 */
function deriveMerges(tokens: readonly string[], k: number): [string, string][] {
  const rankOf = new Map(tokens.slice(0, k).map((t, id) => [t, id]));
  const merges: [string, string][] = [];
  for (let id = 256; id < k; id++) {
    const parts = [...tokens[id]!];
    while (parts.length > 2) {
      let best = id;
      let at = -1;
      for (let i = 0; i + 1 < parts.length; i++) {
        const rank = rankOf.get(parts[i]! + parts[i + 1]!);
        if (rank !== undefined && rank < best) [best, at] = [rank, i];
      }
      if (at < 0)
        throw new Error(
          `token ${id} ${JSON.stringify(tokens[id])} cannot be built from lower ranks (stuck at ${JSON.stringify(parts)})`,
        );
      parts.splice(at, 2, parts[at]! + parts[at + 1]!);
    }
    merges.push([parts[0]!, parts[1]!]);
  }
  return merges;
}

/** tokenizer.json in the Hugging Face `tokenizers` format, laid out as GPT-2's; vocab written by hand to keep id order. */
function tokenizerJson(tokens: readonly string[], merges: readonly [string, string][]): string {
  const k = tokens.length;
  const head = {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: [
      {
        id: k,
        content: END_OF_TEXT,
        single_word: false,
        lstrip: false,
        rstrip: false,
        normalized: false,
        special: true,
      },
    ],
    normalizer: null,
    pre_tokenizer: { type: 'ByteLevel', add_prefix_space: false, trim_offsets: true, use_regex: true },
    post_processor: { type: 'ByteLevel', add_prefix_space: false, trim_offsets: false, use_regex: true },
    decoder: { type: 'ByteLevel', add_prefix_space: true, trim_offsets: true, use_regex: true },
  };
  const model = {
    type: 'BPE',
    dropout: null,
    unk_token: null,
    continuing_subword_prefix: null,
    end_of_word_suffix: null,
    fuse_unk: false,
    byte_fallback: false,
    ignore_merges: false,
  };
  // JSON.stringify would move integer-like keys ("0", "10") ahead of the rest; write the vocab in id order instead.
  const vocab = tokens.map((t, id) => `      ${JSON.stringify(t)}: ${id}`).join(',\n');
  const mergeLines = merges.map(([a, b]) => `      ${JSON.stringify(`${a} ${b}`)}`).join(',\n');
  const headText = JSON.stringify(head, null, 2).slice(0, -2);
  const modelText = JSON.stringify(model, null, 2).slice(0, -2).replaceAll('\n', '\n  ');
  return `${headText},\n  "model": ${modelText},\n    "vocab": {\n${vocab}\n    },\n    "merges": [\n${mergeLines}\n    ]\n  }\n}\n`;
}

/** tokenizer_config.json: what transformers(.js) needs to pick GPT-2's tokenizer class and special tokens. */
function tokenizerConfig(k: number): string {
  const config = {
    add_bos_token: false,
    add_prefix_space: false,
    added_tokens_decoder: {
      [k]: { content: END_OF_TEXT, lstrip: false, normalized: false, rstrip: false, single_word: false, special: true },
    },
    bos_token: END_OF_TEXT,
    clean_up_tokenization_spaces: false,
    eos_token: END_OF_TEXT,
    errors: 'replace',
    model_max_length: MODEL_MAX_LENGTH,
    tokenizer_class: 'GPT2Tokenizer',
    unk_token: END_OF_TEXT,
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** The two files of a truncated GPT-2 tokenizer, as the text to write. */
export interface TokenizerFiles {
  'tokenizer.json': string;
  'tokenizer_config.json': string;
}

/** Builds the files for GPT-2's first k tokens (256..50256) plus <|endoftext|> at id k. Deterministic. */
export function truncatedGpt2Files(k: number): TokenizerFiles {
  const gpt2Tokens = readGpt2Tokens();
  if (!Number.isInteger(k) || k < 256 || k > gpt2Tokens.length)
    throw new Error(`k = ${k}: give a whole number of tokens from 256 to ${gpt2Tokens.length}`);
  const tokens = gpt2Tokens.slice(0, k).map((bytes) => bytesToByteLevel(bytes));
  return {
    'tokenizer.json': tokenizerJson(tokens, deriveMerges(tokens, k)),
    'tokenizer_config.json': tokenizerConfig(k),
  };
}
