/** GPT-2's byte-level alphabet: every byte has a printable character, so a token's bytes can be a JSON string. */

/** Bytes that GPT-2 keeps as their own character: printable Latin-1 ('!'..'~', '¡'..'¬', '®'..'ÿ'). */
function isPrintableLatin1(byte: number): boolean {
  return (byte >= 0x21 && byte <= 0x7e) || (byte >= 0xa1 && byte <= 0xac) || (byte >= 0xae && byte <= 0xff);
}

/** The character each byte is written as in tokenizer.json (space is 'Ġ', newline 'Ċ'), as in GPT-2's bytes_to_unicode(). */
const BYTE_TO_CHAR: readonly string[] = (() => {
  const chars: string[] = [];
  let shifted = 0;
  for (let byte = 0; byte < 256; byte++) {
    // Unprintable bytes move, in order, to U+0100 and up.
    chars.push(String.fromCharCode(isPrintableLatin1(byte) ? byte : 256 + shifted++));
  }
  return chars;
})();

/** The byte each byte-level character stands for. */
const CHAR_TO_BYTE: ReadonlyMap<string, number> = new Map(BYTE_TO_CHAR.map((c, byte) => [c, byte]));

/** Writes bytes as a byte-level string (the form of tokenizer.json's vocab keys). */
export function bytesToByteLevel(bytes: Iterable<number>): string {
  let s = '';
  for (const b of bytes) s += BYTE_TO_CHAR[b]!;
  return s;
}

/** Reads a byte-level string back to bytes; throws on a character outside the alphabet. */
export function byteLevelToBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const byte = CHAR_TO_BYTE.get(text[i]!);
    if (byte === undefined)
      throw new Error(
        `${JSON.stringify(text)} is not a byte-level token: ${JSON.stringify(text[i])} at ${i} stands for no byte`,
      );
    bytes[i] = byte;
  }
  return bytes;
}
