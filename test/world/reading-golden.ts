/**
 * The recorded readings of every probe message (the probe set and the blind sets) and every generator phrasing of
 * the owner (OWNER_SAYS): readMessage, leadFor and keepScore against a fixed set of candidate replies. The reading
 * layer is refactored against it: reading-golden.test.ts recomputes it and compares it byte for byte with the fixture.
 * `npx tsx test/world/reading-golden.ts` writes the fixture again (only when a change in reading is meant).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { keepScore, ownerMessageLine, readMessage, type MessageReading, type PetView } from '../../src/world/index.ts';
import { leadFor } from '../../src/world/index.ts';
import { OWNER_SAYS, PET_SAYS } from '../../models/recipe/data/phrases.ts';
import { defaultState, loadProbes, PROBE_FILES, probeScenario } from '../../models/recipe/probe/probes.ts';

export const GOLDEN_FILE = fileURLToPath(new URL('../fixtures/reading-golden.json.gz', import.meta.url));

const NAMES = { pet: 'Mochi', owner: 'Sam' };
/** Values for the generator's phrase slots ({pet}, {food}, ...); a slot not listed is filled with its own name. */
const SLOTS: Record<string, string> = {
  ...NAMES,
  part: 'afternoon',
  food: 'cookie',
  aFood: 'a cookie',
  dream: 'the moon',
  gift: 'shell',
  thing: 'ball',
  weather: 'rainy',
  stage: 'kid',
  stars: '3',
  hours: '2',
  min: '10',
};
const fillSlots = (text: string) => text.replace(/\{(\w*)\}/gu, (_, k: string) => SLOTS[k] ?? k);

/** Replies that show each thing keepScore looks for: tags, lookups with results, greetings, hurt, comfort, a name. */
const TAGGED_REPLIES = [
  'my name is Mochi!',
  'your name is Sam!',
  "I'm Mochi!",
  'hi! [emote:wave]',
  'hello Sam',
  'hey that was mean [emote:cry]',
  'hmph',
  "[clock]{15:10} it's the afternoon",
  '[look]{sunny, a flower on the shelf} so sunny!',
  '[yesterday]{I played with my ball} I played!',
  'I dreamed of the moon',
  '[dream:cat]',
  '[recall:dog]{Sam has a dog called Rex} Rex!',
  '[recall:mom]{nothing} tell me?',
  '[remember:Sam has a dog] ok!',
  '[emote:dance]',
  '[emote:spin] wheee',
  '[walk:left]',
  '[walk:right]',
  '[gift:shell] here!',
  '[gift:drawing]',
  '[sleep]',
  'la la la',
  "I don't know, I'm just a little pet",
  'idk!',
  '[want:play]',
  "[want:snack] I'm hungry",
  "I'm full!",
  "I'm stinky",
  'I feel sick',
  "I'm wide awake",
  'so sleepy [emote:sleepy]',
  "you're welcome!",
  'aww [emote:blush]',
  'oh no, hugs [emote:love]',
  "don't worry, I'll keep you safe",
  'good luck! you can do it',
  'yay! so proud [emote:happy]',
  "let's play a game!",
  'get well soon',
  'cool!! [emote:happy]',
  'ok',
  '[emote:sad]',
];
/** The first line of every fourth pet situation the generator writes (the pet's own words, untagged). */
const BANK_REPLIES = Object.values(PET_SAYS as Record<string, { any: readonly string[] }>)
  .filter((_, i) => i % 4 === 0)
  .map((b) => fillSlots(b.any[0]!));
/** Replies that remember the message's told words, all of them and the first half: keepScore's share. */
const rememberReplies = (r: MessageReading | null) =>
  r && r.told.length > 0
    ? [
        `[remember:Sam ${r.told.join(' ')}]`,
        `ok [remember:Sam ${r.told.slice(0, Math.ceil(r.told.length / 2)).join(' ')}]`,
      ]
    : [];

/** The pet states a generator phrasing is read with, in turn: calm, then each pressing need. */
const calm = defaultState(NAMES.pet, NAMES.owner, 'kid').pet;
const PETS: readonly PetView[] = [
  calm,
  { ...calm, sick: true },
  { ...calm, tummy: 10 },
  { ...calm, energy: 10 },
  { ...calm, clean: 10 },
];

/** A score as few characters: 0 and 1 as they are, others in brackets. */
const scoreText = (s: number) => (s === 0 || s === 1 ? String(s) : `(${s})`);

/** One recorded message: its text, pet state, reading (names left out), lead and scores. */
function record(
  id: string,
  lines: readonly string[],
  names: { pet: string; owner: string },
  pet: PetView,
  replies: readonly string[],
) {
  const r = readMessage(lines, names, pet);
  // What else is asked, as the intents of its sentences (their readings show in the lead and the scores).
  const { names: _, also, ...reading } = r ?? { names, also: [] };
  return {
    id,
    said: lines.at(-1) ?? '',
    reading: r ? { ...reading, ...(also.length ? { also: also.map((a) => a.intent) } : {}) } : null,
    lead: leadFor(r, pet),
    scores: [...replies, ...rememberReplies(r)].map((b) => scoreText(keepScore(r, b))).join(''),
  };
}

/** Every recorded message, in a fixed order. */
export function goldenRecords() {
  const out: ReturnType<typeof record>[] = [];
  for (const path of PROBE_FILES) {
    const file = loadProbes(path);
    for (const p of file.probes) {
      const sc = probeScenario(p, file);
      const names = { pet: p.pet, owner: p.owner };
      const fill = (t: string) => t.replaceAll('Mochi', p.pet).replaceAll('Sam', p.owner);
      out.push(record(p.id, sc.lines, names, sc.state.pet, [...TAGGED_REPLIES, ...BANK_REPLIES].map(fill)));
    }
  }
  let n = 0;
  for (const [intent, phrasings] of Object.entries(OWNER_SAYS)) {
    phrasings.forEach((raw, i) => {
      const line = ownerMessageLine(fillSlots(raw), NAMES);
      if (line)
        out.push(
          record(`${intent}-${i}`, [line], NAMES, PETS[n++ % PETS.length]!, [...TAGGED_REPLIES, ...BANK_REPLIES]),
        );
    });
  }
  return out;
}

/** The records as the fixture holds them: one JSON line each. */
export const goldenText = () =>
  `${goldenRecords()
    .map((r) => JSON.stringify(r))
    .join('\n')}\n`;

export const readGolden = () => gunzipSync(readFileSync(GOLDEN_FILE)).toString('utf8');

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(GOLDEN_FILE, gzipSync(goldenText(), { level: 9 }));
  console.log(`wrote ${GOLDEN_FILE}`);
}
