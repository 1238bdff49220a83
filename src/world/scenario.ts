/**
 * Scenario files: a state and a transcript in JSON, as the command line and
 * tests read them. parseScenario() checks every field and names the bad one.
 */
import { STAGES, WEATHERS, isOneOf } from './words.ts';
import { clockOf } from './prompt.ts';
import { MODES, type Mode, type WorldState } from './state.ts';
import { nameProblem } from './names.ts';
import { ownerMessageLine } from './owner-text.ts';

/** A scenario: the mode to render, the state, and the transcript (oldest first). */
export interface Scenario {
  mode: Mode;
  state: WorldState;
  lines: string[];
}

/** A scenario field that is missing, of the wrong type or out of range. */
export class ScenarioError extends Error {
  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(`${field}: ${problem}`);
    this.name = 'ScenarioError';
  }
}

/** Defaults for optional pet fields; a new pet hatches at 50s. */
const SCENARIO_DEFAULTS = { stage: 'baby', day: 1, stat: 50, weather: 'sunny' } as const;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function str(o: Obj, key: string, field: string, required: boolean): string | undefined {
  const v = o[key];
  if (v === undefined) {
    if (required) throw new ScenarioError(field, 'is required');
    return undefined;
  }
  if (typeof v !== 'string') throw new ScenarioError(field, `must be a string, got ${JSON.stringify(v)}`);
  return v;
}

function strList(o: Obj, key: string, field: string): string[] {
  const v = o[key];
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw new ScenarioError(field, `must be a list of strings, got ${JSON.stringify(v)}`);
  v.forEach((x, i) => {
    if (typeof x !== 'string') throw new ScenarioError(`${field}[${i}]`, `must be a string, got ${JSON.stringify(x)}`);
    if (x.includes('\n')) throw new ScenarioError(`${field}[${i}]`, 'must be one line (no newline)');
  });
  return v as string[];
}

function int(o: Obj, key: string, field: string, lo: number, hi: number, fallback: number): number {
  const v = o[key];
  if (v === undefined) return fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) {
    throw new ScenarioError(field, `must be a whole number from ${lo} to ${hi}, got ${JSON.stringify(v)}`);
  }
  return v;
}

function bool(o: Obj, key: string, field: string): boolean {
  const v = o[key];
  if (v === undefined) return false;
  if (typeof v !== 'boolean') throw new ScenarioError(field, `must be true or false, got ${JSON.stringify(v)}`);
  return v;
}

function name(o: Obj, key: string, field: string): string {
  const v = str(o, key, field, true)!;
  const problem = nameProblem(v);
  if (problem) throw new ScenarioError(field, problem);
  return v;
}

/** Reads scenario JSON text; throws ScenarioError naming the field at fault. */
export function parseScenarioText(text: string): Scenario {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new ScenarioError('file', `is not JSON (${(e as Error).message})`);
  }
  return parseScenario(data);
}

/** Checks a parsed scenario object and fills the defaults. */
export function parseScenario(data: unknown): Scenario {
  if (!isObj(data)) throw new ScenarioError('file', 'must hold a JSON object');
  const mode = str(data, 'mode', 'mode', true)!;
  if (!isOneOf(MODES, mode)) throw new ScenarioError('mode', `must be one of ${MODES.join(', ')}, got "${mode}"`);
  const now = str(data, 'now', 'now', true)!;
  try {
    clockOf(now);
  } catch {
    throw new ScenarioError('now', `must be a local time like "2026-11-30T21:40", got "${now}"`);
  }
  const weather = str(data, 'weather', 'weather', false) ?? SCENARIO_DEFAULTS.weather;
  if (!isOneOf(WEATHERS, weather))
    throw new ScenarioError('weather', `must be one of ${WEATHERS.join(', ')}, got "${weather}"`);
  const p = data.pet;
  if (!isObj(p)) throw new ScenarioError('pet', p === undefined ? 'is required' : 'must be an object');
  const stage = str(p, 'stage', 'pet.stage', false) ?? SCENARIO_DEFAULTS.stage;
  if (!isOneOf(STAGES, stage))
    throw new ScenarioError('pet.stage', `must be one of ${STAGES.join(', ')}, got "${stage}"`);
  const stat = (k: string) => int(p, k, `pet.${k}`, 0, 100, SCENARIO_DEFAULTS.stat);
  const toy = data.toy === undefined || data.toy === null ? null : str(data, 'toy', 'toy', false)!;
  const state: WorldState = {
    now,
    weather,
    owner: name(data, 'owner', 'owner'),
    pet: {
      name: name(p, 'name', 'pet.name'),
      stage,
      day: int(p, 'day', 'pet.day', 1, 100000, SCENARIO_DEFAULTS.day),
      traits: strList(p, 'traits', 'pet.traits'),
      tummy: stat('tummy'),
      fun: stat('fun'),
      energy: stat('energy'),
      clean: stat('clean'),
      asleep: bool(p, 'asleep', 'pet.asleep'),
      sick: bool(p, 'sick', 'pet.sick'),
    },
    memories: strList(data, 'memories', 'memories'),
    today: strList(data, 'today', 'today'),
    shelf: strList(data, 'shelf', 'shelf'),
    toy,
    poop: int(data, 'poop', 'poop', 0, 99, 0),
    diary: strList(data, 'diary', 'diary'),
  };
  if (state.pet.name === state.owner) throw new ScenarioError('owner', `must differ from pet.name ("${state.owner}")`);
  const lines = strList(data, 'lines', 'lines');
  // "say": raw owner text, sent through the app's own owner-message path and appended as the newest line.
  const said = str(data, 'say', 'say', false);
  if (said !== undefined) {
    const line = ownerMessageLine(said, { pet: state.pet.name, owner: state.owner });
    if (line !== null) lines.push(line);
  }
  return { mode, state, lines };
}
