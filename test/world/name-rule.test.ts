/**
 * The names rule, one for the hatch form and for imports: no invisible, blank, control, look-alike or
 * contract-token names, each refusal saying why in words; an older export whose names break it opens
 * with a rename, never a refusal.
 */
import { describe, expect, it } from 'vitest';
import { applyPetLine, namesProblem, newPet, say } from '../../src/sim/index.ts';
import { validateTranscript } from '../../src/world/index.ts';
import { exportLife, readExport } from '../../src/store/export.ts';

describe('the names rule', () => {
  const refused: [string, string, string, RegExp][] = [
    ['a pet name with an invisible character beside the same owner name', 'Sam\u200b', 'Sam', /invisible/],
    ['a Hangul filler for a name (shows blank)', '\u3164', 'Sam', /invisible|blank/],
    ['a zero-width space for a name', '\u200b', 'Sam', /invisible|blank/],
    ['a name of spaces only', '\u00a0\u3000', 'Sam', /blank|space/],
    ['the stop token as a name', '<|endoftext|>', 'Sam', /<\|/],
    ['the separator as a name', '---', 'Sam', /---/],
    ['a header separator in a name', 'Pip;Sam', 'Sam', /;/],
    ['names that differ only in case', 'Pip', 'pip', /look alike|looks like/],
    ['a Cyrillic look-alike of the other name', 'Ѕam', 'Sam', /look alike|looks like/],
  ];
  it.each(refused)('refuses %s, saying why', (_, pet, owner, why) => {
    const problem = namesProblem(pet, owner);
    expect(problem).toMatch(why);
    expect(problem).toMatch(/^(The pet's name|Your name|The pet's name and yours) .+\.$/);
  });

  it('accepts names in any script, with a space or an emoji', () => {
    for (const [pet, owner] of [
      ['Mochi', 'Sam'],
      ['Zoë', 'Ana María'],
      ['ミケ', 'Ola'],
      ['Pip 🐸', 'Lee'],
    ] as [string, string][])
      expect(namesProblem(pet, owner)).toBeNull();
  });
});

describe('an older export whose names break the rule', () => {
  const T0 = Date.UTC(2026, 10, 30, 10, 0);
  /** An export written by an app whose rule let "Pip" and "pip" be a pair. */
  function oldExport(name: string, owner: string): string {
    const pet = { ...newPet({ name: 'Mochi', owner: 'Sam', now: T0, seed: 3 }), name, owner, chat: [] as string[] };
    let p = say(pet, 'hello friend').pet;
    p = applyPetLine(p, `hi ${owner}! [remember:${owner} says hello]`, p.now).pet;
    return exportLife({ pet: p, pages: [] });
  }

  it('opens "Pip" and "pip" with the pet renamed, the chat still valid, and a note saying so', () => {
    const { life, notes } = readExport(oldExport('Pip', 'pip'), T0 + 60_000);
    const pet = life.pet!;
    expect(namesProblem(pet.name, pet.owner)).toBeNull();
    expect(pet.owner).toBe('pip');
    expect(validateTranscript({ pet: pet.name, owner: pet.owner, asleep: false }, pet.chat).valid).toBe(true);
    expect(notes.join(' ')).toMatch(new RegExp(`"Pip" .*"${pet.name}"`));
  });

  it.each([
    ['Sam\u200b', 'Sam'],
    ['<|endoftext|>', 'Sam'],
    ['\u3164', 'Sam'],
  ])('opens a pet called %j beside %j with names it can use', (name, owner) => {
    const { life } = readExport(oldExport(name, owner), T0 + 60_000);
    expect(namesProblem(life.pet!.name, life.pet!.owner)).toBeNull();
  });
});
