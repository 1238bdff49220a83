import { describe, expect, it } from 'vitest';
import { STAGES } from '../../src/world/index.ts';
import type { LcdScene } from '../../src/ui/scene.ts';
import { LCD_WIDTH } from '../../src/ui/scene.ts';
import { IDLE_BEAT_MS, idleBeat, petPose, renderFrame, stageColumn, type IdleMove } from '../../src/ui/lcd/frame.ts';
import { FLOOR_Y } from '../../src/ui/lcd/layout.ts';
import { PET_SPRITES, spriteHeight, spriteWidth, type Sprite } from '../../src/ui/lcd/sprites.ts';
import { anim, scene } from './lcd-helpers.ts';

/** Times from t0 for `ms`, every `step` ms. */
function times(t0: number, ms: number, step: number): number[] {
  return Array.from({ length: Math.floor(ms / step) }, (_, i) => t0 + i * step);
}

/** How many different pictures nine snapshots 10 s apart, from t0, show. */
function distinctSnapshots(over: Partial<LcdScene>, t0: number): number {
  const s = scene(over);
  const a = anim();
  return new Set(times(t0, 90_000, 10_000).map((t) => renderFrame(s, a, t).join(','))).size;
}

const IDLE = anim();

/** The pet's bottom row plus one: FLOOR_Y when it stands on the floor. */
const feet = (over: Partial<LcdScene>, t: number): number => {
  const p = petPose(scene(over), IDLE, t);
  return p.y + spriteHeight(p.sprite);
};

/** Ink pixels of the face (eyes and mouth): ink in the frame that the faceless back view does not have. */
function facePixels(s: Sprite, back: Sprite): [number, number][] {
  const out: [number, number][] = [];
  s.forEach((row, y) => [...row].forEach((c, x) => c === '#' && back[y]![x] !== '#' && out.push([x, y])));
  return out;
}

/** The eye pixels: the face pixels in its top two rows (the eyes are two pixels tall, above the mouth). */
function eyes(s: Sprite, back: Sprite): string[] {
  const face = facePixels(s, back);
  const top = Math.min(...face.map(([, y]) => y));
  return face
    .filter(([, y]) => y < top + 2)
    .map(([x, y]) => `${x},${y}`)
    .sort();
}

/** The first idle beat after `from` that plays `move`. */
function firstBeat(move: IdleMove, from = 0): { start: number; end: number } {
  for (let t = from; t < from + 3_600_000; t += IDLE_BEAT_MS / 4) {
    const b = idleBeat(t);
    if (b.move === move) return b;
  }
  throw new Error(`no ${move} beat within an hour of ${from}`);
}

const GLANCES = [
  ['lookLeft', -1, 0],
  ['lookRight', 1, 0],
  ['lookUp', 0, -1],
  ['lookUpLeft', -1, -1],
  ['lookUpRight', 1, -1],
] as const;

describe('idle motion', () => {
  it('nine snapshots 10 s apart show at least six different pictures, at several phases', () => {
    for (const t0 of [0, 60_000, 3_600_000]) {
      for (let phase = 0; phase < 10_000; phase += 1250) {
        expect(distinctSnapshots({}, t0 + phase), `from t=${t0 + phase}`).toBeGreaterThanOrEqual(6);
      }
    }
  });

  it('over a day, nearly every run of nine snapshots looks alive, and none looks frozen', () => {
    // 200 runs, starts at odd offsets
    const counts = times(0, 86_400_000, 432_011).map((t0) => distinctSnapshots({}, t0));
    expect(counts.filter((n) => n >= 6).length / counts.length).toBeGreaterThanOrEqual(0.8);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(4);
  });

  it('every glance moves the eyes by one pixel and changes nothing else, standing and squashed', () => {
    for (const stage of STAGES) {
      const f = PET_SPRITES[stage];
      const dropped = f.idle[0].findIndex(
        (_, i) => f.idle[0].filter((_, j) => j !== i).join('/') === f.idle[1].join('/'),
      );
      expect(dropped, `${stage}: the bob drops one row`).toBeGreaterThanOrEqual(0);
      const backs = [f.back, f.back.filter((_, j) => j !== dropped)];
      for (const [name, dx, dy] of GLANCES) {
        f[name].forEach((look, i) => {
          const where = `${stage}.${name}[${i}]`;
          const idle = f.idle[i]!;
          const idleEyes = eyes(idle, backs[i]!);
          const moved = idleEyes
            .map((p) => p.split(',').map(Number))
            .map(([x, y]) => `${x! + dx},${y! + dy}`)
            .sort();
          expect(eyes(look, backs[i]!), where).toEqual(moved);
          const touched = new Set([...idleEyes, ...moved]);
          const other: string[] = [];
          look.forEach((row, y) =>
            [...row].forEach((c, x) => touched.has(`${x},${y}`) || c === idle[y]![x] || other.push(`${x},${y}`)),
          );
          expect(other, `${where}: pixels besides the eyes changed`).toEqual([]);
        });
      }
    }
  });

  it('the look-left frame has the eyes one pixel left of the idle frame, and look-right one pixel right', () => {
    const f = PET_SPRITES.kid;
    const x = (s: Sprite) => eyes(s, f.back).map((p) => Number(p.split(',')[0]));
    const idle = x(f.idle[0]);
    expect(x(f.lookLeft[0])).toEqual(idle.map((v) => v - 1));
    expect(x(f.lookRight[0])).toEqual(idle.map((v) => v + 1));
  });

  it('a look beat shows the glance (or a blink) for its whole beat, a second or two, on the spot', () => {
    const f = PET_SPRITES.kid;
    for (const [name] of GLANCES) {
      const beat = firstBeat(name);
      expect(beat.end - beat.start, name).toBeGreaterThanOrEqual(IDLE_BEAT_MS / 2);
      expect(beat.end - beat.start, name).toBeLessThanOrEqual((IDLE_BEAT_MS * 3) / 2);
      const off = times(beat.start, beat.end - beat.start, 20).filter((t) => {
        const p = petPose(scene(), anim(), t);
        return (
          ![...f[name], f.blink].includes(p.sprite) ||
          p.x !== petPose(scene(), anim(true), t).x ||
          p.y + spriteHeight(p.sprite) !== FLOOR_Y
        );
      });
      expect(off, name).toEqual([]);
      expect(
        new Set(times(beat.start, beat.end - beat.start, 20).map((t) => petPose(scene(), anim(), t).sprite)).has(
          f[name][0],
        ),
        name,
      ).toBe(true);
    }
  });

  it('now and then the pet hops: up two pixels for at most 600 ms, then back on the floor', () => {
    const samples = times(0, 600_000, 20);
    const hops: { from: number; to: number; top: number }[] = [];
    const sunk: number[] = [];
    for (const t of samples) {
      const rise = FLOOR_Y - feet({}, t);
      if (rise < 0) sunk.push(t);
      if (rise <= 0) continue;
      const last = hops.at(-1);
      if (last && last.to === t - 20) Object.assign(last, { to: t, top: Math.max(last.top, rise) });
      else hops.push({ from: t, to: t, top: rise });
    }
    expect(sunk, 'below the floor').toEqual([]);
    expect(hops.length).toBeGreaterThanOrEqual(10); // at least one a minute
    expect(hops.length).toBeLessThanOrEqual(60); // occasional: not a tic
    for (const h of hops) {
      expect(h.top, `hop at ${h.from}`).toBe(2); // a couple of pixels
      expect(h.to - h.from, `hop at ${h.from}`).toBeLessThanOrEqual(600);
      expect(feet({}, h.to + 20), `after the hop at ${h.from}`).toBe(FLOOR_Y);
    }
  });

  it('a happy wiggle sways the pet at most a pixel either way, with a happy face', () => {
    const beat = firstBeat('wiggle');
    const xs = times(beat.start, 800, 20).map((t) => petPose(scene(), anim(), t));
    const rest = petPose(scene(), anim(true), beat.start).x;
    expect(new Set(xs.map((p) => p.x - rest))).toEqual(new Set([-1, 0, 1]));
    xs.forEach((p) => expect(p.sprite).toBe(PET_SPRITES.kid.happy));
  });

  it('with reduced motion every moment is the same still picture', () => {
    const a = anim(true);
    const hop = firstBeat('hop');
    const look = firstBeat('lookLeft');
    const wiggle = firstBeat('wiggle');
    for (const over of [{}, { stage: 'adult' as const, x: 12 }, { stage: 'baby' as const, x: 51 }]) {
      const s = scene(over);
      const still = renderFrame(s, a, 0).join(',');
      const ts = [
        ...times(0, 120_000, 50),
        ...times(hop.start, 600, 20),
        ...times(look.start, 1000, 50),
        ...times(wiggle.start, 800, 20),
      ];
      const differs = ts.filter((t) => renderFrame(s, a, t).join(',') !== still);
      expect(differs, JSON.stringify(over)).toEqual([]);
    }
  });

  it('an asleep or sick pet keeps its own frames on the floor: no hops, glances or wiggles', () => {
    for (const stage of STAGES) {
      const f = PET_SPRITES[stage];
      for (const [over, own] of [
        [{ asleep: true }, f.asleep],
        [{ sick: true }, f.sick],
      ] as const) {
        const s = scene({ stage, ...over });
        const a = anim();
        const x = petPose(s, anim(true), 0).x;
        const wrong = times(0, 300_000, 20).filter((t) => {
          const p = petPose(s, a, t);
          return !own.includes(p.sprite) || p.y + spriteHeight(p.sprite) !== FLOOR_Y || p.x !== x;
        });
        expect(wrong, `${stage} ${JSON.stringify(over)}`).toEqual([]);
      }
    }
  });

  it('every stage stays whole on the screen and on its spot at both walk edges', () => {
    for (const stage of STAGES) {
      for (const x of [12, 51]) {
        const s = scene({ stage, x });
        const a = anim();
        const outside = times(0, 300_000, 20).filter((t) => {
          const p = petPose(s, a, t);
          const w = spriteWidth(p.sprite);
          const inside = p.x >= 0 && p.x + w <= LCD_WIDTH && p.y >= 0 && p.y + spriteHeight(p.sprite) <= FLOOR_Y;
          // the sim owns the spot: a wiggle sways a pixel at most
          return !inside || Math.abs(p.x + Math.floor(w / 2) - stageColumn(s, x)) > 1;
        });
        expect(outside, `${stage} x=${x}`).toEqual([]);
      }
    }
  });

  it('is a pure function of t: a fresh animation state draws the same idle frame', () => {
    const a = anim();
    const changed = times(0, 120_000, 97).filter(
      (t) => renderFrame(scene(), a, t).join() !== renderFrame(scene(), anim(), t).join(),
    );
    expect(changed).toEqual([]);
  });
});
