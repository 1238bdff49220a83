import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { RATES, wakeChance } from '../../src/sim/index.ts';

const doc = readFileSync(new URL('../../docs/simulation.md', import.meta.url), 'utf8');
const source = readFileSync(new URL('../../src/sim/rates.ts', import.meta.url), 'utf8');

/**
 * A rate's comment in rates.ts: after its value on the line, or, where that line would be too long, the comment lines
 * right above it (joined by spaces; a section's heading above them starts with a capital). Null when it has none.
 */
function reasonOf(name: string): string | null {
  const trailing = new RegExp(`^\\s+${name}: [\\d.]+, // (.+)$`, 'm').exec(source);
  if (trailing) return trailing[1]!;
  const above = new RegExp(`((?:^\\s+// [^A-Z\\n].*\\n)+)\\s+${name}: [\\d.]+,$`, 'm').exec(source);
  return above
    ? above[1]!
        .split('\n')
        .map((l) => l.trim().replace(/^\/\/ /, ''))
        .filter(Boolean)
        .join(' ')
    : null;
}

/** name → [value, reason] from the markdown rows "| `name` | value | reason |". */
function docRows(): Map<string, [number, string]> {
  const rows = new Map<string, [number, string]>();
  for (const m of doc.matchAll(/^\| `(\w+)` \| ([\d.]+) \| (.+) \|$/gm)) rows.set(m[1]!, [Number(m[2]), m[3]!]);
  return rows;
}

describe('RATES and docs/simulation.md', () => {
  it('documents every rate with its value, and nothing else', () => {
    const rows = docRows();
    expect([...rows.keys()].sort()).toEqual(Object.keys(RATES).sort());
    for (const [name, value] of Object.entries(RATES)) expect(rows.get(name)?.[0], name).toBe(value);
  });

  it('gives each rate the reason its comment in rates.ts gives', () => {
    const rows = docRows();
    for (const name of Object.keys(RATES)) expect(rows.get(name)?.[1], name).toBe(reasonOf(name));
  });
});

describe('wakeChance', () => {
  it('rises with energy and is ordered message < pat < lights on', () => {
    expect(wakeChance('message', 0)).toBeCloseTo(0.1);
    expect(wakeChance('message', 100)).toBeCloseTo(0.6);
    expect(wakeChance('pat', 100)).toBeCloseTo(0.8);
    expect(wakeChance('lightsOn', 100)).toBeCloseTo(0.95);
    expect(wakeChance('message', 50)).toBeLessThan(wakeChance('pat', 50));
    expect(wakeChance('pat', 50)).toBeLessThan(wakeChance('lightsOn', 50));
  });

  it('the lights wake even a tired pet most of the time', () => {
    expect(wakeChance('lightsOn', 0)).toBeGreaterThan(0.5);
    expect(wakeChance('lightsOn', 40)).toBeGreaterThanOrEqual(0.74);
  });
});
