import { describe, expect, it } from 'vitest';
import { EMOTES, GIFTS } from '../../src/world/index.ts';
import type { LcdCue } from '../../src/ui/scene.ts';
import { AnimState, CUE_MS, MAX_QUEUED_CUES, progress } from '../../src/ui/lcd/anim.ts';
import { EMOTE_ANIMS } from '../../src/ui/lcd/frame-cues.ts';
import { describeScene, petCenter, petPose, renderFrame, stageColumn } from '../../src/ui/lcd/frame.ts';
import { FLOOR_Y, SHELF_Y, shelfSlotX } from '../../src/ui/lcd/layout.ts';
import { LCD_HEIGHT } from '../../src/ui/scene.ts';
import { anim, diff, frame, ink, inkCentroidX, scene, topInk } from './lcd-helpers.ts';

const T0 = 10_000;

/** An animation state with the given cues pushed at T0. */
function playing(...cues: LcdCue[]): AnimState {
  const a = anim();
  for (const c of cues) a.push(c, T0);
  return a;
}

describe('AnimState', () => {
  it('plays cues one after another', () => {
    const a = playing({ kind: 'walk', from: 10, to: 30 }, { kind: 'emote', emote: 'happy' });
    const [walk, emote] = a.queue;
    expect(walk!.start).toBe(T0);
    expect(emote!.start).toBe(walk!.end);
    expect(a.active(T0 + 10)).toBe(walk);
    expect(a.active(walk!.end + 10)).toBe(emote);
    expect(a.pending(T0 + 10)).toEqual([emote]);
    expect(a.busy(emote!.end - 1)).toBe(true);
    expect(a.busy(emote!.end)).toBe(false);
    expect(progress(walk!, T0 + CUE_MS.walk / 2)).toBeCloseTo(0.5);
  });

  it('a cue pushed after the queue ran dry starts at once', () => {
    const a = playing({ kind: 'pat' });
    const later = a.push({ kind: 'bath' }, T0 + 5000);
    expect(later.start).toBe(T0 + 5000);
  });

  it('hands back finished cues once, oldest first', () => {
    const a = playing({ kind: 'gift', gift: 'star' }, { kind: 'pat' });
    expect(a.takeFinished(T0 + 10)).toEqual([]);
    const done = a.takeFinished(T0 + 60_000);
    expect(done.map((c) => c.cue.kind)).toEqual(['gift', 'pat']);
    expect(a.takeFinished(T0 + 60_000)).toEqual([]);
    expect(a.queue).toHaveLength(0);
  });

  it('keeps the queue short, dropping waiting emotes first', () => {
    const a = playing({ kind: 'walk', from: 0, to: 20 });
    for (let i = 0; i < MAX_QUEUED_CUES; i++) a.push({ kind: 'emote', emote: 'happy' }, T0);
    a.push({ kind: 'gift', gift: 'leaf' }, T0);
    expect(a.queue).toHaveLength(MAX_QUEUED_CUES);
    expect(a.queue[0]!.cue.kind).toBe('walk');
    expect(a.queue.at(-1)!.cue.kind).toBe('gift');
    for (let i = 1; i < a.queue.length; i++) expect(a.queue[i]!.start).toBe(a.queue[i - 1]!.end);
  });
});

describe('cue animations', () => {
  it('walk moves the pet by whole pixels from `from` and ends at `to`', () => {
    const a = playing({ kind: 'walk', from: 0, to: 63 });
    const s = scene({ x: 63 }); // the sim has already moved the pet
    const xs = [0, 250, 500, 750, 1200].map((dt) => petCenter(s, a, T0 + dt));
    expect(xs[0]).toBe(stageColumn(s, 0));
    expect(xs.at(-1)).toBe(stageColumn(s, 63));
    xs.forEach((x) => expect(Number.isInteger(x)).toBe(true));
    for (let i = 1; i < xs.length; i++) expect(xs[i]!).toBeGreaterThan(xs[i - 1]!);
    const cx = [0, 500, 1200].map((dt) => inkCentroidX(renderFrame(s, a, T0 + dt), 0, FLOOR_Y));
    expect(cx[1]! - cx[0]!).toBeGreaterThan(3);
    expect(cx[2]! - cx[1]!).toBeGreaterThan(3);
    expect(renderFrame(s, a, T0 + 1200)).toEqual(renderFrame(s, anim(), T0 + 1200));
  });

  it('a walk waiting behind another cue keeps the pet at `from`', () => {
    const a = playing({ kind: 'emote', emote: 'wave' }, { kind: 'walk', from: 50, to: 20 });
    expect(petCenter(scene({ x: 20 }), a, T0 + 100)).toBe(stageColumn(scene(), 50));
    expect(petCenter(scene({ x: 20 }), a, T0 + CUE_MS.emote + CUE_MS.walk + 1)).toBe(stageColumn(scene(), 20));
  });

  it('with reduced motion a walk jumps straight to `to`', () => {
    const a = anim(true);
    a.push({ kind: 'walk', from: 10, to: 40 }, T0);
    expect(petCenter(scene({ x: 40 }), a, T0 + 1)).toBe(stageColumn(scene(), 40));
  });

  it('every emote changes the picture while it plays, then stops', () => {
    expect(Object.keys(EMOTE_ANIMS).sort()).toEqual([...EMOTES].sort());
    for (const emote of EMOTES) {
      const a = playing({ kind: 'emote', emote });
      const changed = [100, 300, 600, 900].some(
        (dt) => diff(renderFrame(scene(), a, T0 + dt), renderFrame(scene(), anim(), T0 + dt)) > 0,
      );
      expect(changed, emote).toBe(true);
      expect(renderFrame(scene(), a, T0 + CUE_MS.emote + 1)).toEqual(
        renderFrame(scene(), anim(), T0 + CUE_MS.emote + 1),
      );
    }
  });

  it('happy bounces; love floats hearts above the pet; wow shows a bang', () => {
    const happy = playing({ kind: 'emote', emote: 'happy' });
    const tops = [0, 80, 160, 240].map((dt) => petPose(scene(), happy, T0 + dt).y);
    expect(Math.min(...tops)).toBeLessThan(Math.max(...tops) - 1);
    const rest = petPose(scene(), anim(), T0 + 300);
    const love = renderFrame(scene(), playing({ kind: 'emote', emote: 'love' }), T0 + 300);
    expect(diff(love, frame({}, T0 + 300), 0, rest.y)).toBeGreaterThan(5);
    const wow = renderFrame(scene(), playing({ kind: 'emote', emote: 'wow' }), T0 + 800);
    expect(diff(wow, frame({}, T0 + 800), 0, rest.y)).toBeGreaterThan(3);
  });

  it('a gift falls from the pet onto the shelf, then stays there', () => {
    const s = scene({ shelf: ['star', 'leaf'] });
    const a = playing({ kind: 'gift', gift: 'leaf' });
    const slot = (f: Uint8Array) => {
      let n = 0;
      for (let y = SHELF_Y; y < SHELF_Y + 7; y++)
        for (let x = shelfSlotX(1); x < shelfSlotX(1) + 7; x++) n += f[y * 64 + x]! >= 2 ? 1 : 0;
      return n;
    };
    expect(slot(renderFrame(s, a, T0 + 10))).toBe(0); // still in the air
    expect(diff(renderFrame(s, a, T0 + 500), frame({ shelf: ['star'] }, T0 + 500), 0, FLOOR_Y)).toBeGreaterThan(10);
    expect(slot(renderFrame(s, a, T0 + CUE_MS.gift + 1))).toBeGreaterThan(10);
    expect(slot(renderFrame(s, a, T0 + CUE_MS.gift - 1))).toBeGreaterThan(10); // landed
  });

  it('eating shows the food beside the pet, getting smaller', () => {
    const a = playing({ kind: 'eat', food: 'cookie' });
    const pose = petPose(scene(), anim(), T0);
    const right = pose.x + pose.sprite[0]!.length;
    const food = (f: Uint8Array) => {
      let n = 0;
      for (let y = 0; y < FLOOR_Y; y++) for (let x = right; x < right + 7; x++) n += f[y * 64 + x]! > 0 ? 1 : 0;
      return n;
    };
    expect(food(frame({}, T0 + 100))).toBe(0);
    const sizes = [100, 700, 1300].map((dt) => food(renderFrame(scene(), a, T0 + dt)));
    expect(sizes[0]!).toBeGreaterThan(15);
    expect(sizes[1]!).toBeLessThan(sizes[0]!);
    expect(sizes[2]!).toBeLessThan(sizes[1]!);
  });

  it('bath, medicine, pat and refuse each draw something', () => {
    for (const c of [{ kind: 'bath' }, { kind: 'medicine' }, { kind: 'pat' }, { kind: 'refuse' }] as LcdCue[]) {
      const a = playing(c);
      const changed = [50, 200, 400, 700].some((dt) => diff(renderFrame(scene(), a, T0 + dt), frame({}, T0 + dt)) > 5);
      expect(changed, c.kind).toBe(true);
    }
  });

  it('hatching shows an egg first, then the pet', () => {
    const a = playing({ kind: 'hatch' });
    const baby = scene({ stage: 'baby' });
    expect(petPose(baby, a, T0 + 100).visible).toBe(false);
    const egg = renderFrame(baby, a, T0 + 100);
    expect(ink(egg, 0, FLOOR_Y)).toBeGreaterThan(20);
    expect(diff(egg, frame({ stage: 'baby' }, T0 + 100))).toBeGreaterThan(10);
    expect(petPose(baby, a, T0 + CUE_MS.hatch - 10).visible).toBe(true);
    expect(renderFrame(baby, a, T0 + CUE_MS.hatch)).toEqual(frame({ stage: 'baby' }, T0 + CUE_MS.hatch));
  });

  it('marks stay on the screen', () => {
    for (const emote of EMOTES) {
      for (const dt of [0, 400, 1200]) {
        const f = renderFrame(scene({ stage: 'adult', x: 60 }), playing({ kind: 'emote', emote }), T0 + dt);
        expect(f).toHaveLength(64 * LCD_HEIGHT);
        expect(topInk(f)).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('describeScene', () => {
  it('says what the pet is doing in one short sentence', () => {
    expect(describeScene(scene({ asleep: true, dream: 'moon' }))).toBe(
      'Mochi the kid is asleep and dreaming of a moon.',
    );
    expect(describeScene(scene({ asleep: true, dream: 'apple' }))).toContain('dreaming of an apple');
    expect(describeScene(scene({ want: 'snack' }))).toBe('Mochi the kid is awake and wants a snack.');
    expect(describeScene(scene({ sick: true, want: 'medicine', stage: 'adult' }))).toBe(
      'Mochi the adult is sick and wants medicine.',
    );
    expect(describeScene(scene({ lightsOff: true, asleep: true, poop: 2 }))).toBe(
      'Mochi the kid is asleep. The lights are off. There are 2 poops on the floor.',
    );
  });

  it('describes the cue that is playing', () => {
    const a = playing({ kind: 'eat', food: 'apple' }, { kind: 'gift', gift: GIFTS[0] });
    expect(describeScene(scene(), a, T0 + 10)).toBe('Mochi the kid is eating an apple.');
    expect(describeScene(scene(), a, T0 + CUE_MS.eat + 10)).toContain(`giving you a ${GIFTS[0]}`);
    expect(describeScene(scene(), a, T0 + 60_000)).toBe('Mochi the kid is awake.');
  });
});
