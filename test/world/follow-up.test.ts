/** A later word on a plan the pet knows of is asked after, from a memory or the day log, and a feeling comforted first. */
import { describe, expect, it } from 'vitest';
import { followUpOf } from '../../src/world/follow-up.ts';
import { keepScore, leadFor, readMessage } from '../../src/world/index.ts';

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
