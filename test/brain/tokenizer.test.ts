import { getEncoding } from 'js-tiktoken';
import { describe, expect, it } from 'vitest';
import { Tokenizer, TokenizerFormatError } from '../../src/brain/tokenizer.ts';
import { loadTokenizer } from '../../src/brain/tokenizer-node.ts';
import { truncatedGpt2Files } from '../../models/recipe/tokenizer/truncated-gpt2.ts';

/** Tokens kept from GPT-2 in models/tokenling-mini. */
const K = 8192;
const tokenizer = loadTokenizer();
const gpt2 = getEncoding('gpt2');

/** Ordinary pet chat whose full-GPT-2 tokens are all below K, so the truncated vocab must give the very same ids. */
const COMMON_CHAT = [
  'I love you so much!',
  'I had a bad day at school.',
  'You are my best friend.',
  'We played ball in the park.',
  'My mom said we can have a party.',
  'I think it is time to go to bed now.',
  'The dog is very happy and wants to play.',
  'and then we had some food and it was so good',
  'We can go out and play? I want to run!',
  ' yes, I know. It was a long day.',
  'I feel bad, my head is hot.\nI need water.',
  'it was fun!! let me try again :D',
  "I don't like it when you leave. I want you back soon.",
  'You look good today! Is it your big day?',
  'one, two, three... 10 20 100',
];

/** Words beyond GPT-2's first 8192 tokens: the truncated vocab spells them from smaller pieces. */
const RARE_CHAT = [
  'Mochi is sleepy and hungry',
  'Sam likes frogs; Sam has a cat named Bo',
  'ate a cookie; played catch (4 stars); had a bath',
  'Zephyrine the axolotl practises onomatopoeia',
  'Good night, sleep well!',
  "[clock]{21:40 night} it's so late!! [emote:sleepy] [want:snack]",
];

describe('Tokenizer (GPT-2 cut to 8192 tokens)', () => {
  it('has <|endoftext|> at id 8192 and 8193 ids in all', () => {
    expect(tokenizer.eot).toBe(8192);
    expect(tokenizer.vocabSize).toBe(8193);
    expect(tokenizer.decode([tokenizer.eot])).toBe('<|endoftext|>');
  });

  it("gives GPT-2's own ids for text whose GPT-2 tokens are all below 8192", () => {
    for (const text of COMMON_CHAT) {
      const full = gpt2.encode(text);
      expect(
        full.every((id) => id < K),
        `precondition: ${JSON.stringify(text)} → ${full}`,
      ).toBe(true);
      expect(tokenizer.encode(text), text).toEqual(full);
    }
  });

  it('spells rare words from kept tokens only and decodes them back exactly', () => {
    for (const text of RARE_CHAT) {
      expect(
        gpt2.encode(text).some((id) => id >= K),
        `precondition: ${JSON.stringify(text)} uses a token ≥ ${K} in full GPT-2`,
      ).toBe(true);
      const ids = tokenizer.encode(text);
      expect(
        ids.every((id) => Number.isInteger(id) && id >= 0 && id < K),
        `${text} → ${ids}`,
      ).toBe(true);
      expect(tokenizer.decode(ids)).toBe(text);
    }
  });

  it.each([
    ['emoji (with ZWJ sequences and variation selectors)', 'Mochi 🐸🐱‍👤 👩‍👩‍👧 ❤️ 🫠'],
    ['CJK', '我的宠物叫麻糬。今日は雨です。오늘 비가 와요'],
    ['right-to-left Arabic', 'مرحبا، كيف حالك؟ أنا جائع'],
    ['control characters', 'a\u0000b\u0001\t\r\n\u001b[0m\u007f\u0085 end'],
    ['a leading byte-order mark', '\uFEFFhello'],
    ['combining marks', 'cafe\u0301 n\u0303'],
    ['runs of spaces and newlines', 'a  b   \n\n\n    c \t\t d    '],
    ['a long run that goes past the pre-token cache', `${'ha'.repeat(500)} ${' '.repeat(300)}!`],
  ])('round-trips %s', (_, text) => {
    const ids = tokenizer.encode(text);
    expect(ids.every((id) => id < K)).toBe(true);
    expect(tokenizer.decode(ids)).toBe(text);
  });

  it('encodes a lone surrogate as U+FFFD (UTF-8 cannot hold it), so it decodes to U+FFFD', () => {
    expect(tokenizer.encode('a\uD83Db')).toEqual(tokenizer.encode('a\uFFFDb'));
    expect(tokenizer.decode(tokenizer.encode('x\uDC00'))).toBe('x\uFFFD');
  });

  it('decodes a token holding part of a character to U+FFFD, and the stream decoder waits for the rest', () => {
    const ids = tokenizer.encode('🐸');
    expect(ids.length).toBeGreaterThan(1);
    expect(tokenizer.decode(ids.slice(0, 1))).toBe('\uFFFD');
    const stream = tokenizer.decodeStream();
    const pieces = ids.map((id) => stream.push(id));
    expect(pieces.slice(0, -1).join('')).toBe('');
    expect(pieces.join('') + stream.flush()).toBe('🐸');
  });

  it("gives each token's piece as decode([id]) does, part of a character included, asked once or twice", () => {
    for (let id = 0; id <= K; id++) expect(tokenizer.piece(id)).toBe(tokenizer.decode([id]));
    const partial = tokenizer.encode('🐸')[0]!;
    expect(tokenizer.piece(partial)).toBe('\uFFFD');
    expect(tokenizer.piece(partial)).toBe('\uFFFD');
    // A whole decode right after a cut-off one is not left holding its bytes (the shared decoder starts afresh).
    expect(tokenizer.decode([partial])).toBe('\uFFFD');
    expect(tokenizer.decode(tokenizer.encode(' frog'))).toBe(' frog');
    expect(() => tokenizer.piece(K + 1)).toThrow(/8193 is not in the vocabulary/);
  });

  it('gives the bytes of a token', () => {
    expect([...tokenizer.tokenBytes(tokenizer.encode(' the')[0]!)]).toEqual([0x20, 0x74, 0x68, 0x65]);
    expect(() => tokenizer.tokenBytes(K + 1)).toThrow(/8193 is not in the vocabulary \(ids 0\.\.8192\)/);
  });

  it('treats "<|endoftext|>" in text as plain text: only eot is the special id', () => {
    const ids = tokenizer.encode('bye<|endoftext|>');
    expect(ids).not.toContain(tokenizer.eot);
    expect(tokenizer.decode(ids)).toBe('bye<|endoftext|>');
  });

  it('counts tokens as encode does', () => {
    for (const text of [...COMMON_CHAT, ...RARE_CHAT])
      expect(tokenizer.count(text)).toBe(tokenizer.encode(text).length);
  });

  it('tokenizes "Mochi:" at a line start differently from " Mochi:" after a space', () => {
    const atStart = tokenizer.encode('Mochi:');
    const afterSpace = tokenizer.encode(' Mochi:');
    // Shown so the difference is visible in the test report: 'M och i :' vs ' Mo ch i :'.
    expect({ atStart, afterSpace }).toEqual({ atStart: [44, 5374, 72, 25], afterSpace: [4270, 354, 72, 25] });
    expect(atStart).not.toEqual(afterSpace);
  });

  it('keeps GPT-2\'s merged "][" token (id 7131), so "[look][gift:star]" closes the lookup mid-token', () => {
    expect(gpt2.encode('][')).toEqual([7131]);
    expect(tokenizer.encode('][')).toEqual([7131]);
    expect(tokenizer.encode('[look][gift:star]')).toContain(7131);
  });

  it('refuses a tokenizer.json that is not a byte-level BPE with <|endoftext|>, saying what is missing', () => {
    expect(() => Tokenizer.fromJSON({ model: { type: 'WordPiece' } })).toThrow(TokenizerFormatError);
    const json = JSON.parse(truncatedGpt2Files(300)['tokenizer.json']);
    expect(() => Tokenizer.fromJSON({ ...json, added_tokens: [] })).toThrow(/no added token <\|endoftext\|>/);
  });

  it('splits "][" into two tokens at K = 4096, where the merge is beyond the cut', () => {
    const narrower = Tokenizer.fromJSON(JSON.parse(truncatedGpt2Files(4096)['tokenizer.json']));
    expect(narrower.encode('][')).toEqual([60, 58]);
    expect(narrower.eot).toBe(4096);
  });
});
