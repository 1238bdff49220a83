import { describe, expect, it } from 'vitest';
import { GROUNDING_RULES } from './grounding.test.ts';
import {
  RULES,
  validateDiaryPage,
  validateNext,
  validateTranscript,
  type RuleId,
  type TranscriptStart,
} from '../../src/world/index.ts';

const awake: TranscriptStart = { pet: 'Mochi', owner: 'Sam', asleep: false };
const asleep: TranscriptStart = { ...awake, asleep: true };

interface Case {
  rule: RuleId;
  start?: TranscriptStart;
  good: string[];
  bad: string[];
}

/** For every rule: a transcript it accepts and one it rejects (naming that rule). */
const CASES: Case[] = [
  { rule: 'line-form', good: ['Sam: hi', 'Mochi: hi!'], bad: ['Sam: hi', 'Bob: hi'] },
  { rule: 'empty-line', good: ['Mochi: hm'], bad: ['Mochi:'] },
  { rule: 'event-unknown', good: ['* Sam patted Mochi *'], bad: ['* Sam fed Mochi a cookie *'] },
  { rule: 'pet-event', good: ['Mochi: yay [emote:happy]'], bad: ['Mochi: * Mochi pooped *'] },
  { rule: 'pet-speaker', good: ['Mochi: hi Sam'], bad: ['Mochi: hi Sam: hello'] },
  { rule: 'tag-syntax', good: ['Mochi: yay [emote:happy]'], bad: ['Mochi: yay [emote:happy'] },
  { rule: 'tag-unknown', good: ['Mochi: [emote:wow]'], bad: ['Mochi: [jump]'] },
  { rule: 'tag-arg', good: ['Mochi: [gift:star] for you'], bad: ['Mochi: [gift:car] for you'] },
  { rule: 'tag-arg', good: [`Mochi: [diary:${'a'.repeat(80)}] ok`], bad: [`Mochi: [diary:${'a'.repeat(81)}] ok`] },
  { rule: 'tag-arg', good: ['Mochi: [sleep]'], bad: ['Mochi: [sleep:now]'] },
  { rule: 'lookup-result', good: ['Mochi: [clock]{21:40 night} late!'], bad: ['Mochi: [clock] late!'] },
  {
    rule: 'recall-keyword',
    good: ['Mochi: [recall:frogs]{Sam likes frogs} ribbit'],
    bad: ['Mochi: [recall:the big green frog]{nothing} hm'],
  },
  {
    rule: 'recall-plain',
    good: ["Mochi: [recall:dog's name]{nothing} hm"],
    bad: ['Mochi: [recall:before!!]{nothing} hm'],
  },
  {
    rule: 'recall-plain',
    good: ['Mochi: [recall:told]{nothing} hm'],
    bad: ['Mochi: [recall:told\u{34122}]{nothing} hm'],
  },
  {
    rule: 'answer-count',
    good: ['* Sam offered Mochi a cookie *', 'Sam: here', 'Mochi: yum [yes]'],
    bad: ['* Sam offered Mochi a cookie *', 'Mochi: yum [yes] [no]'],
  },
  {
    rule: 'answer-count',
    good: ['* Sam offered Mochi a bath *', 'Mochi: no thanks [no]'],
    bad: ['* Sam offered Mochi a bath *', 'Mochi: splash'],
  },
  { rule: 'answer-outside', good: ['Sam: hi', 'Mochi: hi'], bad: ['Sam: hi', 'Mochi: [yes]'] },
  {
    rule: 'offer-interrupted',
    good: ['* Sam offered Mochi medicine *', 'Mochi: ok [yes]', '* Mochi pooped *'],
    bad: ['* Sam offered Mochi medicine *', '* Mochi pooped *', 'Mochi: ok [yes]'],
  },
  {
    rule: 'catch-unasked',
    good: ['* Sam asked Mochi to play catch *', 'Mochi: yes! [yes]', '* Sam played catch with Mochi (4 stars) *'],
    bad: ['* Sam played catch with Mochi (4 stars) *'],
  },
  { rule: 'asleep-dream', start: asleep, good: ['Mochi: zzz [dream:frog]'], bad: ['Mochi: zzz'] },
  { rule: 'asleep-dream', start: asleep, good: ['Mochi: [dream:moon]'], bad: ['Mochi: [dream:moon] [dream:sun]'] },
  {
    rule: 'asleep-mumble',
    start: asleep,
    good: ['Mochi: mm more cookies please [dream:cookie]'],
    bad: ['Mochi: mm more cookies please now [dream:cookie]'],
  },
  {
    rule: 'asleep-tags',
    start: asleep,
    good: ['* Sam offered Mochi a bath *', 'Mochi: zzz [dream:rain] [no]'],
    bad: ['Mochi: zzz [dream:rain] [emote:happy]'],
  },
  {
    rule: 'asleep-yes',
    start: asleep,
    good: ['* Sam offered Mochi a cookie *', 'Mochi: mm cookie [yes]', '* Mochi woke up *'],
    bad: ['* Sam offered Mochi a cookie *', 'Mochi: mm cookie [dream:cookie] [yes]', '* Mochi woke up *'],
  },
  {
    rule: 'wake-after-yes',
    start: asleep,
    good: ['* Sam offered Mochi a cookie *', 'Mochi: mm [yes]', '* Mochi woke up *', 'Mochi: yum'],
    bad: ['* Sam offered Mochi a cookie *', 'Mochi: mm [yes]', 'Mochi: yum'],
  },
  { rule: 'dream-awake', good: ['Mochi: [sleep]', 'Mochi: [dream:frog]'], bad: ['Mochi: [dream:frog]'] },
  {
    rule: 'sleep-asleep',
    start: asleep,
    good: ['* Mochi woke up *', 'Sam: hi', 'Mochi: [sleep]'],
    bad: ['Mochi: [dream:moon] [sleep]'],
  },
  { rule: 'wake-awake', start: asleep, good: ['* Mochi woke up *'], bad: ['* Mochi woke up *', '* Mochi woke up *'] },
  {
    rule: 'instant-wake',
    good: ['Mochi: [sleep]', '* Mochi woke up *', 'Sam: hey'],
    bad: ['Mochi: [sleep]', '* Mochi woke up *', 'Mochi: hi'],
  },
  { rule: 'walk-count', good: ['Mochi: [walk:left] [emote:happy]'], bad: ['Mochi: [walk:left] [walk:right]'] },
  {
    rule: 'silent-run',
    good: ['Mochi: [walk:left]', 'Mochi: [emote:happy]', 'Mochi: la la'],
    bad: ['Mochi: [walk:left]', 'Mochi: [emote:happy]', 'Mochi: [want:pats]'],
  },
  {
    rule: 'remember-owner',
    good: ['Mochi: ok! [remember:Sam has a cat named Bo]'],
    bad: ['Mochi: ok! [remember:has a cat named Bo]'],
  },
  {
    rule: 'remember-pronoun',
    good: ["Mochi: [remember:Sam loves Sam's bike] cool"],
    bad: ['Mochi: [remember:Sam loves his bike] cool'],
  },
];

const rulesOf = (start: TranscriptStart, lines: string[]) =>
  validateTranscript(start, lines).violations.map((v) => v.rule);

describe('validator', () => {
  it('has accepted and rejected cases for every transcript rule', () => {
    const covered = new Set(CASES.map((c) => c.rule));
    // The grounding rules need the header's state: grounding.test.ts has their cases.
    // broken-character is checked on new lines only (validateNext): its cases are below.
    const transcriptRules = (Object.keys(RULES) as RuleId[]).filter(
      (r) => !r.startsWith('diary-') && !GROUNDING_RULES.includes(r) && r !== 'broken-character',
    );
    expect(transcriptRules.filter((r) => !covered.has(r))).toEqual([]);
  });

  describe.each(CASES.map((c, i) => [`${c.rule} #${i}`, c] as const))('%s', (_, c) => {
    it('accepts the good transcript', () => {
      expect(validateTranscript(c.start ?? awake, c.good)).toEqual({ valid: true, violations: [] });
    });
    it('rejects the bad one, naming the rule and the line', () => {
      const v = validateTranscript(c.start ?? awake, c.bad);
      expect(v.valid).toBe(false);
      expect(v.violations.map((x) => x.rule)).toContain(c.rule);
      const hit = v.violations.find((x) => x.rule === c.rule)!;
      expect(hit.line).toBeGreaterThanOrEqual(1);
      expect(hit.line).toBeLessThanOrEqual(c.bad.length);
      expect(hit.message.length).toBeGreaterThan(10);
    });
  });

  it("accepts the seed's example exchange", () => {
    expect(
      rulesOf(awake, [
        'Sam: what time is it?',
        "Mochi: [clock]{21:40 night} it's so late!! [emote:sleepy] [want:snack]",
      ]),
    ).toEqual([]);
  });

  it('accepts the trimmed merged "][" after a lookup', () => {
    expect(rulesOf(awake, ['Mochi: [look]{shelf: empty · toy: ball · window: sunny} [gift:star]'])).toEqual([]);
  });

  it('treats an owner line between offer and answer as allowed', () => {
    expect(
      rulesOf(awake, ['* Sam offered Mochi an apple *', 'Sam: eat it!', 'Sam: please?', 'Mochi: ok [yes]']),
    ).toEqual([]);
  });

  it('lets a sleeping pet sleep through an offer with a dream and [no]', () => {
    expect(rulesOf(asleep, ['* Sam offered Mochi medicine *', 'Mochi: mmh [dream:ghost] [no]'])).toEqual([]);
  });

  it('allows [sleep] then dreams on the following lines, not the same one', () => {
    expect(rulesOf(awake, ['Mochi: so tired [sleep]', 'Mochi: [dream:cloud]', 'Mochi: zz [dream:sun]'])).toEqual([]);
    expect(rulesOf(awake, ['Mochi: [sleep] [dream:cloud]'])).toContain('dream-awake');
  });

  it('checks only the candidate line with validateNext', () => {
    const lines = ['Mochi: [jump]', '* Sam offered Mochi a cookie *'];
    expect(validateNext(awake, lines, 'Mochi: yum [yes]')).toEqual({ valid: true, violations: [] });
    expect(validateNext(awake, lines, 'Mochi: yum').violations.map((v) => v.rule)).toEqual(['answer-count']);
  });

  it('reports several violations of one line together', () => {
    const rules = rulesOf(awake, ['Mochi: [dream:frog] [yes] [walk:left] [walk:up]']);
    expect(rules).toEqual(expect.arrayContaining(['dream-awake', 'answer-outside', 'walk-count', 'tag-arg']));
  });
});

describe('diary page validation', () => {
  const names = { pet: 'Mochi', owner: 'Sam' };
  it('accepts prose with doodles on the last line', () => {
    expect(validateDiaryPage('\nSam gave me a cookie. It was yummy!\n[doodle:cookie] [doodle:star]', names).valid).toBe(
      true,
    );
  });
  it('rejects a doodle before the last line, chat tags, and chat lines', () => {
    expect(validateDiaryPage('\n[doodle:cookie] yum\nthe end', names).violations.map((v) => v.rule)).toEqual([
      'diary-tags',
    ]);
    expect(validateDiaryPage('\nyum [emote:happy]', names).violations.map((v) => v.rule)).toEqual(['diary-tags']);
    expect(validateDiaryPage('\nyum\nSam: hi', names).violations.map((v) => v.rule)).toEqual(['diary-end']);
    expect(validateDiaryPage('  ', names).violations.map((v) => v.rule)).toEqual(['diary-end']);
    expect(validateDiaryPage('\nSam gave me a \ufffd cookie.', names).violations.map((v) => v.rule)).toEqual([
      'broken-character',
    ]);
  });
});

describe('broken characters (U+FFFD)', () => {
  const rules = (v: { violations: { rule: RuleId }[] }) => v.violations.map((x) => x.rule);
  it('make a new pet line invalid, but not an owner line', () => {
    expect(rules(validateNext(awake, ['Sam: hi'], 'Mochi: hi! \ufffd [emote:happy]'))).toEqual(['broken-character']);
    expect(validateNext(awake, ['Sam: hi'], 'Mochi: hi! 🐸 [emote:happy]').valid).toBe(true);
    expect(validateNext(awake, [], 'Sam: hi \ufffd').valid).toBe(true);
  });
  it('leave a stored chat from before the rule valid, so the pet still opens', () => {
    expect(validateTranscript(awake, ['Sam: hi', 'Mochi: hi! \ufffd', 'Sam: ok']).valid).toBe(true);
  });
});
