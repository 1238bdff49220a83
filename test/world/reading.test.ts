import { describe, expect, it } from 'vitest';
import { HEART_LEADS, INTENTS, KEEPS, leadFor, keepScore, lookupsAsked, readMessage } from '../../src/world/index.ts';
import type { ReaderLabel } from '../../src/world/reader.ts';
import type { Heart } from '../../src/world/kindness.ts';

const names = { pet: 'Mochi', owner: 'Sam' };
/** The table's reading of a message the reader hears with the given labels (the learned reader's own tests: reader.test.ts). */
const heard = (...labels: ReaderLabel[]) => ({ read: () => labels });
const read = (text: string, ...labels: ReaderLabel[]) =>
  readMessage([`Sam: ${text}`], names, undefined, heard(...labels))!;

describe('the intent table', () => {
  it('has one row for every intent a reading holds', () => {
    const { names: _, lookups: __, ...intents } = read('hi', 'greeted');
    expect(INTENTS.map((r) => r.intent).sort()).toEqual(Object.keys(intents).sort());
  });

  it('ranks the name asked above an act asked beside it, in the lead and the score alike', () => {
    const r = read('night night, but first whats my name', 'name:owner', 'act:sleep');
    expect(r.acts).toEqual(['sleep']);
    expect(leadFor(r)).toBe(' your name is Sam');
    expect(keepScore(r, 'your name is Sam! [sleep]')).toBe(1);
    expect(keepScore(r, '[sleep]')).toBe(0);
  });

  it('reads a row below a held one only when the held one lets it (besides)', () => {
    // A greeting beside the time is greeted back; a feeling beside a body question is not answered in kind.
    expect(read('hi! what time is it', 'time', 'greeted').greeted).toBe(true);
    expect(read('im sad, r u hungry', 'body:snack', 'heart:down').hearts).toEqual([]);
  });
});

describe('reading a fact the owner tells (a [remember:] keeps it)', () => {
  it('takes the words of the clauses that tell it, not those that ask, greet or say how the owner feels', () => {
    expect(read('hi! i got a hamster!! his name is crumbs', 'told').told).toEqual(['hamster', 'crumbs']);
    expect(read('my favourite colour is purple, whats yours?', 'told').told).toEqual(['favourite', 'colour', 'purple']);
    expect(read('my dog rex ran away, im so sad', 'told').told).toEqual(['dog', 'rex', 'ran', 'away']);
  });

  it('reads no fact the reader does not hear told', () => {
    expect(read('i have a dog, r u hungry?', 'body:snack').told).toEqual([]);
  });

  it('scores a reply by the share of the fact it remembers', () => {
    const r = read('I have a dog called Biscuit', 'told');
    expect(keepScore(r, '[remember:Sam has a dog called Biscuit] ok!')).toBe(1);
    expect(keepScore(r, 'ok [remember:Sam has a dog]')).toBe(0.5);
    expect(keepScore(r, 'cool!! [emote:happy]')).toBe(0);
    expect(keepScore(r, 'ok [remember:Sam has a dog]') >= KEEPS).toBe(true);
    expect(keepScore(r, 'cool!! [emote:happy]') >= KEEPS).toBe(false);
  });
});

describe('reading a memory question (a [recall:] answers it)', () => {
  it('keeps a reply that looks the memory up, not one that does not', () => {
    const r = read('whats my dogs name again?', 'recall');
    expect(keepScore(r, '[recall:dog]{Sam has a dog called Rex} Rex!')).toBe(1);
    expect(keepScore(r, 'your dog is the best!')).toBe(0);
  });
});

describe('reading an act the owner asks for', () => {
  it('gives each act label the acts that do it, and the gift the words name', () => {
    expect(read('dance for me!', 'act:dance').acts).toEqual(['emote:dance', 'emote:spin']);
    expect(read('go left!', 'act:walk:left').acts).toEqual(['walk:left']);
    expect(read('can i have a shell?', 'act:gift').acts).toEqual(['gift:shell']);
    expect(read('can i have a present?', 'act:gift').acts).toEqual(['gift']);
    expect(read('draw me a cat', 'act:drawing').acts).toEqual(['gift:drawing']);
  });

  it('keeps a reply that does the act, any one of those asked', () => {
    expect(keepScore(read('can u do a twirl', 'act:spin'), 'wheee [emote:spin]')).toBe(1);
    expect(keepScore(read('can u do a twirl', 'act:spin'), "I'm a dancing star!! [emote:dance]")).toBe(0);
    expect(keepScore(read('dance for me!', 'act:dance'), 'wheee [emote:spin]')).toBe(1);
    expect(keepScore(read('go left!', 'act:walk:left'), '[walk:right]')).toBe(0);
    expect(keepScore(read('go left!', 'act:walk:left'), 'ok! [walk:left]')).toBe(1);
    expect(keepScore(read('can i have a present?', 'act:gift'), 'here! [gift:shell]')).toBe(1);
    expect(keepScore(read('i want a flower from u', 'act:gift'), 'here! [gift:shell]')).toBe(0);
    expect(keepScore(read('sing me a song', 'act:sing'), 'la la la [emote:happy]')).toBe(1);
    expect(keepScore(read('sing me a song', 'act:sing'), 'hi! [emote:happy]')).toBe(0);
  });
});

describe('a memory looked up unasked', () => {
  it('does not keep to a message that asks no memory when the lookup finds nothing, and does when it finds one', () => {
    expect(keepScore(read('can u call my mom', 'outside'), '[recall:mom]{nothing} tell me?')).toBe(0);
    expect(keepScore(read('can u call my mom', 'outside'), "I can't, I'm just a little pet!")).toBe(1);
    expect(keepScore(read('tell me about my dog', 'recall'), '[recall:dog]{Sam has a dog called Rex} Rex!!')).toBe(1);
    expect(keepScore(read('whats my dogs name?', 'recall'), '[recall:dog]{nothing} you never told me!')).toBe(1);
  });
});

describe('a greeting greeted back', () => {
  it('keeps a reply that greets, waves or names the owner', () => {
    const r = read('heyyy', 'greeted');
    expect(r.greeted).toBe(true);
    expect(keepScore(r, 'hi hi! [emote:happy]')).toBe(1);
    expect(keepScore(r, '[emote:wave]')).toBe(1);
    // A greeting word with its marks ("hi!") greets too.
    expect(keepScore(r, 'hi!')).toBe(1);
    expect(keepScore(r, 'Sam!! you came back')).toBe(1);
    expect(keepScore(r, "you're braver than you think")).toBe(0);
  });
});

describe('thanks, praise and feelings answered in kind', () => {
  it('keeps a reply that answers in kind, not one that talks of something else', () => {
    const thanks = read('thank u for the flower', 'heart:thanks');
    expect(keepScore(thanks, "you're welcome!! [emote:happy]")).toBe(1);
    expect(keepScore(thanks, "I've been saving it!! [gift:leaf]")).toBe(0);
    expect(keepScore(read('ur so cute', 'heart:praise'), 'hehe [emote:blush]')).toBe(1);
    expect(keepScore(read('ur so cute', 'heart:praise'), "I'm not even a little sleepy!")).toBe(0);
    expect(keepScore(read('my hamster died today', 'heart:down'), "I'm so sorry, Sam [emote:sad]")).toBe(1);
    expect(keepScore(read('my hamster died today', 'heart:down'), 'hooray, I played catch!')).toBe(0);
    const test = read('i have a spelling test tomorrow', 'told', 'heart:worried');
    expect(keepScore(test, 'good luck!! you got this')).toBe(0.5);
    expect(keepScore(test, '[remember:Sam has a spelling test tomorrow] good luck!')).toBe(1);
    expect(keepScore(test, '[remember:Sam has a spelling test tomorrow] ok!')).toBe(0.5);
    expect(keepScore(test, 'ooh, food!')).toBe(0);
    // "not sorry" is no comfort; another gift is no welcome ("for you" alone, not "anything for you").
    expect(keepScore(read('im so sad', 'heart:down'), "I'm not sorry")).toBe(0);
    expect(keepScore(read('aww thank u for the gift', 'heart:thanks'), "it's for you, Sam!! [gift:leaf]")).toBe(0);
    expect(keepScore(read('aww thank u for the gift', 'heart:thanks'), 'hehe, anything for you!')).toBe(1);
    // A phrase with an 's in it still reads ("it's okay").
    expect(keepScore(read('im so sad', 'heart:down'), "it's okay, Sam")).toBe(1);
  });

  it('leads a reply with words that answer each heart in kind', () => {
    const hearts: Heart[] = ['thanks', 'praise', 'down', 'scared', 'tired', 'ill', 'worried', 'proud', 'bored'];
    for (const heart of hearts) {
      const r = read('…', `heart:${heart}`);
      expect(r.hearts).toEqual([heart]);
      expect(leadFor(r)).toBe(` ${HEART_LEADS[heart]}`);
      expect(keepScore(r, `${HEART_LEADS[heart]}!`), heart).toBe(1);
    }
  });
});

describe('a lookup the words do not speak of', () => {
  it('reads the lookups a message speaks of', () => {
    expect(lookupsAsked('wat time is it')).toContain('clock');
    expect(lookupsAsked('is it lunchtime?')).toContain('clock');
    expect(lookupsAsked('long time no see!!')).not.toContain('clock');
    expect(lookupsAsked('who won the football last night')).not.toContain('clock');
    expect(lookupsAsked('is it raining')).toContain('look');
    expect(lookupsAsked('did u poop')).toContain('look');
    expect(lookupsAsked('what did u do yesterday')).toContain('yesterday');
  });

  it('does not keep a reply that checks the clock, looks around or recalls yesterday unasked', () => {
    expect(keepScore(read('how long have u been alive'), '[clock]{15:10 afternoon} afternoon!!')).toBe(0);
    expect(keepScore(read('how long have u been alive'), "hmm, I don't know!")).toBe(1);
    expect(keepScore(read('whats the time', 'time'), '[clock]{15:10 afternoon} afternoon!!')).toBe(1);
    expect(keepScore(read('whats 2+2', 'outside'), '[look]{shelf: flower · toy: ball · window: sunny} found it!')).toBe(
      0,
    );
    expect(
      keepScore(read('is it sunny out', 'look'), '[look]{shelf: flower · toy: ball · window: sunny} so sunny!'),
    ).toBe(1);
  });

  it('lets a look heard in words the lookup table does not list be answered by the look ("whats in ur hands?")', () => {
    const r = read('whats in ur hands?', 'look');
    expect(keepScore(r, '[look]{shelf: flower · toy: ball · window: sunny} my ball!')).toBe(1);
    expect(keepScore(read('any nightmares?', 'dream'), '[yesterday]{It rained.} it rained!')).toBe(1);
  });
});

describe("a question outside the pet's world", () => {
  it('keeps an honest "I don\'t know" without a lookup', () => {
    const r = read('why is the sky blue', 'outside');
    expect(keepScore(r, "I don't know! let's wonder about it together!")).toBe(1);
    expect(keepScore(r, 'play with me!! [want:play]')).toBe(0);
    expect(keepScore(r, 'dunno!')).toBe(1);
    expect(
      keepScore(read('who won the football last night', 'outside'), "[clock]{15:10 afternoon} hmm, I don't know"),
    ).toBe(0);
  });
});

describe('the time, a look, yesterday and a dream asked', () => {
  it('keeps a reply that looks it up, and leads with the lookup', () => {
    expect(keepScore(read('TIME?? quick', 'time'), '[clock]{15:10 afternoon} afternoon!!')).toBe(1);
    expect(keepScore(read('TIME?? quick', 'time'), 'I want to play more!!')).toBe(0);
    expect(keepScore(read('is it raining?', 'look'), '[look]{shelf: flower · toy: ball · window: rainy} rainy!!')).toBe(
      1,
    );
    expect(keepScore(read('is it raining?', 'look'), 'I love rain!!')).toBe(0);
    expect(leadFor(read('what did u do yday', 'yesterday'))).toBe(' [yesterday]');
    expect(leadFor(read('what did u dream about?', 'dream'))).toBe(' I dreamed');
  });
});

describe('how the pet is, asked of a pet with a pressing need', () => {
  it('reads the need as the body topic the reply talks of, as the generator answers "how are you"', () => {
    const sick = {
      name: 'Mochi',
      stage: 'kid' as const,
      day: 1,
      traits: [],
      tummy: 60,
      fun: 60,
      energy: 60,
      clean: 60,
      asleep: false,
      sick: true,
    };
    const r = readMessage(['Sam: u look a bit green, u ok?'], names, sick, heard())!;
    expect(r.topics).toEqual(['medicine']);
    expect(keepScore(r, 'I feel poorly [want:medicine]')).toBe(1);
    expect(keepScore(r, "I'm a bit bouncy!! [emote:spin]")).toBe(0);
    // A pet with no pressing need, or a message that asks something else, reads no topic.
    expect(readMessage(['Sam: u ok?'], names, { ...sick, sick: false }, heard())!.topics).toEqual([]);
    expect(readMessage(['Sam: whats ur name'], names, sick, heard('name:pet'))!.topics).toEqual([]);
  });
});
