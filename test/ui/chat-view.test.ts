import { describe, expect, it } from 'vitest';
import { TAGS, TAG_NAMES, eventLine, ownerLine, petLine } from '../../src/world/index.ts';
import {
  chatItem,
  chatItems,
  sayText,
  settledBody,
  streamingItem,
  tagChip,
  type ChatItem,
} from '../../src/ui/chat-view.ts';

const names = { pet: 'Mochi', owner: 'Sam' };

/** The chips of a pet item, failing the test for any other kind. */
function chipsOf(item: ChatItem) {
  if (item.kind !== 'pet') throw new Error(`expected a pet line, got ${item.kind}`);
  return item.parts.flatMap((p) => (p.kind === 'chip' ? [p.chip] : []));
}

describe('chatItems', () => {
  it('every world tag maps to a chip with a label and no brackets', () => {
    for (const name of TAG_NAMES) {
      const spec = TAGS[name].arg;
      const arg = spec.kind === 'word' ? spec.values[0] : spec.kind === 'text' ? 'Sam likes frogs' : undefined;
      const chip = tagChip(name, arg);
      expect(chip.tag).toBe(name);
      expect(chip.label.length, name).toBeGreaterThan(0);
      expect(`${chip.icon} ${chip.label}`).not.toMatch(/[[\]{}]/);
      expect(chip.lookup).toBe(TAGS[name].lookup);
    }
  });

  it('reads the example chips as words', () => {
    expect(tagChip('emote', 'happy')).toMatchObject({ icon: '😊', label: 'happy' });
    expect(tagChip('gift', 'flower')).toMatchObject({ sprite: 'flower', label: 'gave a flower' });
    expect(tagChip('want', 'snack').label).toBe('wants a snack');
    expect(tagChip('yes').icon).toBe('✓');
    expect(tagChip('no').icon).toBe('✗');
    expect(tagChip('sleep').label).toBe('fell asleep 💤');
    expect(tagChip('dream', 'moon').label).toBe('dreams of a moon');
    expect(tagChip('walk', 'left').label).toBe('← walks');
    expect(tagChip('remember', 'Sam likes frogs').label).toBe('will remember: Sam likes frogs');
    expect(tagChip('diary', 'rainy day').label).toBe('writes in the diary: “rainy day”');
    expect(tagChip('clock').label).toBe('checks the clock');
    expect(tagChip('clock', '', '21:40 night').label).toBe("checks the clock: it's 21:40");
  });

  it('gives a sprite only for a word of the tag’s own list', () => {
    expect(tagChip('gift', 'spaceship').sprite).toBeUndefined();
  });

  it("keeps a lookup result and the tag as written, for the brain's tags switch", () => {
    const [chip] = chipsOf(chatItem(petLine('Mochi', '[clock]{21:40 night} so late!'), names));
    expect(chip).toMatchObject({ tag: 'clock', lookup: true, result: '21:40 night', raw: '[clock]{21:40 night}' });
  });

  it('a recall reads as the pet trying to remember, and what came back', () => {
    const [nothingFound] = chipsOf(chatItem(petLine('Mochi', '[recall:dog]{nothing} hmm'), names));
    expect(nothingFound!.label).toBe('tries to remember “dog”… nothing comes to mind');
    const [found] = chipsOf(chatItem(petLine('Mochi', '[recall:dog]{Sam has a dog called Biscuit} yes!'), names));
    expect(found!.label).toBe('Mochi remembers: Biscuit the dog');
  });

  it('a recall of two memories says both in words, a named one by its name', () => {
    const line = petLine('Mochi', "[recall:dog]{Sam's dog is called Peanut; Sam likes dogs} yes!");
    const [found] = chipsOf(chatItem(line, names));
    expect(found!.label).toBe('Mochi remembers: Peanut the dog and Sam likes dogs');
  });

  it('a remembered fact says who will remember it, and keeps the raw tag for the switch', () => {
    const [chip] = chipsOf(chatItem(petLine('Mochi', "ooh [remember:Sam's dog is called Biscuit]"), names));
    expect(chip).toMatchObject({
      label: "Mochi will remember: Sam's dog is called Biscuit",
      raw: "[remember:Sam's dog is called Biscuit]",
    });
  });

  it('a pet line is words and chips in order, without brackets', () => {
    const item = chatItem(petLine('Mochi', 'yum! [emote:happy] thank you'), names);
    expect(item.kind).toBe('pet');
    if (item.kind !== 'pet') return;
    expect(item.speaker).toBe('Mochi');
    expect(item.silent).toBe(false);
    expect(item.parts.map((p) => p.kind)).toEqual(['words', 'chip', 'words']);
    expect(item.parts.map((p) => (p.kind === 'words' ? p.text : p.chip.label)).join('')).toBe('yum! happy thank you');
  });

  it('a pet line of tags only is silent', () => {
    const item = chatItem(petLine('Mochi', '[emote:love] [gift:star]'), names);
    expect(item).toMatchObject({ kind: 'pet', silent: true });
    expect(chipsOf(item)).toHaveLength(2);
  });

  it('unknown tags and stray brackets stay as plain words', () => {
    const item = chatItem(petLine('Mochi', 'hmm [fly:away] ok ]'), names);
    expect(chipsOf(item)).toEqual([]);
    if (item.kind === 'pet')
      expect(item.parts.map((p) => (p.kind === 'words' ? p.text : '')).join('')).toContain('[fly:away]');
  });

  it('recognises event lines and drops their stars', () => {
    const line = eventLine({ kind: 'offerFood', food: 'strawberry' }, names);
    expect(chatItem(line, names)).toEqual({
      kind: 'event',
      text: 'Sam offered Mochi a strawberry',
      icon: '🍽',
      event: 'offerFood',
    });
  });

  it('shows a malformed event as an unlabelled note without stars', () => {
    expect(chatItem('* something odd *', names)).toMatchObject({ kind: 'event', text: 'something odd', event: null });
  });

  it('an owner line with brackets is plain owner text', () => {
    expect(chatItem(ownerLine('Sam', 'say [emote:happy] please'), names)).toEqual({
      kind: 'owner',
      speaker: 'Sam',
      text: 'say [emote:happy] please',
    });
  });

  it('a line from nobody known is unknown', () => {
    expect(chatItems(['Bob: hi'], names)).toEqual([{ kind: 'unknown', text: 'Bob: hi' }]);
  });
});

describe('streaming', () => {
  it('hides a half-written tag or result', () => {
    expect(settledBody('hi [emo')).toBe('hi ');
    expect(settledBody('[clock]{21:4')).toBe('[clock]');
    expect(settledBody('hi [emote:happy] ok')).toBe('hi [emote:happy] ok');
  });

  it('shows finished tags as chips while the line is still coming', () => {
    const item = streamingItem('yay [emote:happy] and [gi', 'Mochi');
    expect(chipsOf(item).map((c) => c.tag)).toEqual(['emote']);
  });
});

describe('sayText', () => {
  it('trims and leaves the rest to the world (no clipping here, so no emoji is cut in half)', () => {
    expect(sayText('  hi\nthere  ')).toBe('hi\nthere');
    expect(sayText('🐸'.repeat(200))).toBe('🐸'.repeat(200));
  });

  it('is null for whitespace', () => {
    expect(sayText(' \n\t ')).toBeNull();
  });
});
