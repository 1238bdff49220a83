/** A later word on a plan the pet knows of is asked after, from a memory or the day log, and a feeling comforted first. */
import { describe, expect, it } from 'vitest';
import { followUpOf } from '../../src/world/follow-up.ts';
import { KEEPS, keepScore, leadFor, readMessage } from '../../src/world/index.ts';

const names = { pet: 'Pip', owner: 'Lena' };
const memories = ['Lena likes cats', 'Lena has a maths test tomorrow'];
const read = (text: string, mems = memories, today: string[] = []) =>
  readMessage([`Lena: ${text}`], names, undefined, mems, undefined, undefined, today)!;

describe('followUpOf', () => {
  it('finds the remembered plan the words come back to, as the plan names it', () => {
    expect(followUpOf('i did my test!!', 'Lena', memories)).toEqual({ thing: 'test', said: 'your test' });
    expect(followUpOf('im back from the dentist', 'Lena', ['Lena is going to the dentist on monday'])).toEqual({
      thing: 'dentist',
      said: 'the dentist',
    });
  });

  it('finds a plan told today in the day log', () => {
    const today = ['ate a cookie', 'Lena said: i have swimming later'];
    expect(followUpOf('swimming was sooo cold', 'Lena', [], today)?.thing).toBe('swimming');
  });

  it('reads no follow-up where the words tell of a plan still to come', () => {
    expect(followUpOf('i have another test tomorrow', 'Lena', memories)).toBeNull();
  });

  it('reads no plan in "next to me", and no pronoun as the thing asked after', () => {
    const today = ['Lena said: my best friend is named priya she sits next to me in class'];
    expect(followUpOf('she lives really really far away', 'Lena', [], today)).toBeNull();
    expect(followUpOf('she went home today', 'Lena', [], ['Lena said: she is coming tomorrow'])).toBeNull();
  });

  it('reads none from a memory that holds no plan', () => {
    expect(followUpOf('i drew some cats today', 'Lena', memories)).toBeNull();
  });
});

describe('the follow-up row', () => {
  it('leads by asking after the plan and keeps a reply that names it over one that does not', () => {
    const r = read('i did my test!!');
    expect(leadFor(r)).toBe(' ooh, your test! how did it go?');
    expect(keepScore(r, 'ooh your test! was it hard? [emote:wow]')).toBe(1);
    expect(keepScore(r, 'I love snacks! [emote:happy]')).toBe(0);
  });

  it('lets comfort lead when the plan comes back with a sad feeling', () => {
    const r = read('i did my test and i feel really sad');
    expect(r.followUp?.thing).toBe('test');
    expect(leadFor(r)).not.toContain('how did it go');
  });
});

describe('a plan asked after when the owner comes back', () => {
  const back = '* Lena came back after 5 hours *';
  const readBack = (text: string, lines: string[], mems: string[] = [], today: string[] = []) =>
    readMessage([...lines, `Lena: ${text}`], names, undefined, mems, undefined, undefined, today)!;

  it('asks how a remembered plan for today went, though the words name none of it', () => {
    const r = readBack('hi im back from school', [back], ['Lena has a spelling test today']);
    expect(r.followUp).toEqual({ thing: 'test', said: 'your spelling test', back: true });
    expect(leadFor(r)).toBe(' ooh, how was your spelling test?');
    expect(keepScore(r, 'yay you are back!')).toBe(0);
    expect(keepScore(r, 'how was your spelling test?')).toBe(1);
  });

  it('names a place gone to as the plan names it', () => {
    expect(readBack('ok we r home now', [back], ['Lena is taking the dog Rex to the vet today']).followUp?.said).toBe(
      'the vet',
    );
    expect(
      readBack('guess where i just was', [back], ["Lena is going to Ava's birthday party today"]).followUp?.said,
    ).toBe("Ava's birthday party");
  });

  it('finds a plan said on the way out in the chat above', () => {
    const chat = ['Lena: im going swimming brb', 'Pip: splash! [emote:wow]', back];
    expect(readBack('back', chat).followUp?.said).toBe('swimming');
    const party = ['Lena: i have a birthday party at 3', 'Pip: a party!! have fun', back];
    expect(readBack('hiiii im home', party).followUp?.said).toBe('your birthday party');
  });

  it('asks nothing of a plan still to come, of no plan, or of one asked after since', () => {
    expect(readBack('im back', [back], [], ['Lena said: i have a test tomorrow']).followUp).toBeNull();
    expect(readBack('im back', ['Lena: i have a dog', 'Pip: a dog!', back]).followUp).toBeNull();
    const asked = [back, 'Lena: hi', 'Pip: how was your spelling test?'];
    expect(readBack('im back again', asked, ['Lena has a spelling test today']).followUp).toBeNull();
  });

  it("asks after a plan of the day log in the owner's own words, which the pet heard", () => {
    const r = readBack('im home!!', [back], [], ["Lena said: we're going to the zoo today"]);
    expect(r.followUp?.thing).toBe('zoo');
    expect(leadFor(r)).toBe(' ooh, how was the zoo?');
  });
  it('asks after a thing of the day said with no time ("i have a doctor appointment"), not a thing owned', () => {
    expect(readBack('back home now', [back], [], ['Lena said: i have a doctor appointment']).followUp?.said).toBe(
      'your doctor appointment',
    );
    expect(readBack('back home now', [back], [], ['Lena said: i have a dog']).followUp).toBeNull();
  });
  it('takes no plan from the message itself, though the day log already holds it', () => {
    const said = 'i have a math test tomorow and im worried';
    expect(readBack(said, [], [], [`Lena said: ${said}`]).followUp).toBeNull();
    const friend = 'my best friend is named priya she sits next to me in class';
    expect(readBack(friend, [], [], [`Lena said: ${friend}`]).followUp).toBeNull();
  });
  it('asks after it at a bare hello that opens the chat, but not once the owner has talked', () => {
    const plan = ['Lena said: we are going to the aquarium today'];
    expect(readBack('heyyy', [], [], plan).followUp?.thing).toBe('aquarium');
    expect(readBack('heyyy', ['Lena: i like fish', 'Pip: fish!'], [], plan).followUp).toBeNull();
  });
});

describe('plans said in other ways', () => {
  it('asks whether someone coming came, and after a thing had at an hour of today', () => {
    const cousin = read('im backkk that took forever', [], ['Lena said: my cousin is coming to sleep over tonight!!']);
    expect(cousin.followUp).toMatchObject({ thing: 'cousin', visitor: true, back: true });
    expect(leadFor(cousin)).toBe(' ooh, did your cousin come?');
    const fairy = read('gooood morning', ['Lena lost a tooth and the tooth fairy is coming tonight']);
    expect(leadFor(fairy)).toBe(' ooh, did the tooth fairy come?');
    const recital = read("hello hello i'm home", [], ['Lena said: i got my piano recital at 4 im so nervous']);
    expect(leadFor(recital)).toBe(' ooh, how was your piano recital?');
    const match = read('hey bestie', ['Lena has a big match against the Tigers on Saturday']);
    expect(leadFor(match)).toBe(' ooh, how was your big match?');
    // Told today of a day named, it is still to come: "i won 2nd place" is no word of the grandma's visit.
    const today = ['Lena said: my grandma is coming on saturday and she always brings cookies'];
    expect(read('i won 2nd place at the spelling bee!!!!', [], today).followUp).toBeNull();
  });
});

describe('told how the plan went', () => {
  const back = '* Lena came back after 4 hours *';
  it('is glad of a win and sorry of a hard one, naming the plan', () => {
    const won = readMessage([back, 'Lena: we WON!!! ⚽'], names, undefined, ['Lena has a soccer game on Saturday'])!;
    expect(won.followUp?.said).toBe('your soccer game');
    expect(won.told).toEqual([]);
    expect(leadFor(won)).toBe(' yay! your soccer game!');
    const chat = [
      'Lena: i have a math test after lunch',
      'Pip: you can do it!!',
      back,
      'Lena: the test was so hard 😭',
    ];
    const hard = readMessage(chat, names)!;
    expect(leadFor(hard)).toBe(' oh no, your test...');
    // Comfort alone leaves the plan unnamed: below a keep, so a led candidate asks after it too.
    expect(keepScore(hard, "I'm sorry you're sad")).toBeLessThan(KEEPS);
    expect(keepScore(hard, 'oh no, your test... I am here')).toBe(1);
  });
  it('names a scary plan before the comfort, and hears no asking in "that\'s how it is"', () => {
    const scary = readMessage([back, 'Lena: that was sooo scary'], names, undefined, [], undefined, undefined, [
      "Lena said: I'm going to the dentist",
    ])!;
    expect(scary.hearts).toContain('scared');
    expect(leadFor(scary)).toBe(' oh no, the dentist...');
    const r = readMessage([back, 'Lena: guess where i was'], names, undefined, ['Lena has a party today'])!;
    expect(keepScore(r, "that's how it is in here")).toBe(0);
    // Back from it, a "how was it?" that leaves the plan unnamed draws a led candidate that names it.
    expect(keepScore(r, 'how was it?')).toBeLessThan(KEEPS);
    expect(keepScore(r, 'how was it?')).toBeGreaterThan(keepScore(r, "that's how it is in here"));
    expect(keepScore(r, 'ooh, how was your party?')).toBe(1);
  });
});

describe("a plan's name", () => {
  it('ends before the words of leaving and finds a plan of today told in the day log', () => {
    const chat = [
      'Lena: going to the dentist now bye',
      'Pip: bye!',
      '* Lena came back after 2 hours *',
      'Lena: im back!!',
    ];
    expect(readMessage(chat, names)!.followUp?.said).toBe('the dentist');
    const today = ['Lena said: I have a math test today'];
    expect(followUpOf('the test was so hard 😩', 'Lena', [], today)?.thing).toBe('test');
  });
});

describe('plans told in few words', () => {
  it('asks after a thing named with its time and no verb, back at a bare hello', () => {
    const r = readMessage(['Lena: hiii'], names, undefined, [], undefined, undefined, [
      'Lena said: spelling test today 😬 wish me luck',
      'ate a pancake',
    ])!;
    expect(r.followUp).toEqual({ thing: 'test', said: 'your spelling test', back: true });
    expect(leadFor(r)).toBe(' ooh, how was your spelling test?');
  });

  it('asks whether a thing fetched was got, not how it was', () => {
    const r = readMessage(['Lena: hi hi hi'], names, undefined, [], undefined, undefined, [
      "Lena said: we're picking up our new puppy after lunch!!",
    ])!;
    expect(leadFor(r)).toBe(' ooh, did you get your new puppy?');
    expect(keepScore(r, 'ooh, did you get your new puppy? [emote:wow]')).toBe(1);
  });
});

describe('plans gone on and worried about', () => {
  it('asks after a trip gone on and a play worried about, back at a hello', () => {
    const trip = readMessage(['Lena: hello hello'], names, undefined, [], undefined, undefined, [
      "Lena said: we're going on a school trip to the zoo today!",
    ])!;
    expect(leadFor(trip)).toBe(' ooh, how was your school trip?');
    const play = readMessage(['Lena: hey hey hey'], names, undefined, ['Lena was nervous about the school play'])!;
    expect(leadFor(play)).toBe(' ooh, how was the school play?');
  });
});
