/**
 * tokenling's command line: `npm run tokenling -- <command> FILE …`.
 * Reads a scenario file (see docs/scenario.md) and prints what the world makes of it.
 */
import { readFileSync } from 'node:fs';
import {
  LookupError,
  LOOKUP_TAGS,
  parseScenarioText,
  renderChatPrompt,
  renderDiaryPrompt,
  ScenarioError,
  lookup,
  validateTranscript,
  type Scenario,
} from '../world/index.ts';

const USAGE = `usage: npm run tokenling -- <command> FILE [options]
  prompt FILE [--json]   print the prompt exactly as the model sees it
  validate FILE          check the scenario's lines as a transcript; JSON out, exit 1 when invalid
  say FILE [--samples N] [--seed S] [--trace] [--model DIR] [--fp32] [--no-grammar] [--reader hand|learned]
                         generate the pet's next line (chat, idle) or a diary page (diary) with the brain,
                         resampling invalid lines (3 tries) and falling back to a safe line; one JSON object
                         per sample: the line to apply, its verdict, the first try's own verdict, tries, fallback;
                         --reader: read the owner's words with the hand-written rows or the learned reader
  lookup FILE TAG        print a lookup's result (TAG: ${LOOKUP_TAGS.map((t) => `[${t}]`).join(', ')}, e.g. "[recall:frogs]")`;

/** A command-line mistake: printed as one line, exit 2. */
class UsageError extends Error {}

function readScenario(path: string | undefined): Scenario {
  if (!path) throw new UsageError('missing FILE: the scenario JSON to read');
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  try {
    return parseScenarioText(text);
  } catch (e) {
    if (e instanceof ScenarioError) throw new UsageError(`${path}: ${e.message}`);
    throw e;
  }
}

/** The prompt for the scenario's mode. */
export function scenarioPrompt(s: Scenario): string {
  return s.mode === 'diary' ? renderDiaryPrompt(s.state) : renderChatPrompt(s.state, s.lines);
}

/** Reads --name VALUE from args, or the fallback. */
function option(args: string[], name: string, fallback: string): string {
  const i = args.indexOf(name);
  if (i === -1) return fallback;
  const v = args[i + 1];
  if (v === undefined || v.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return v;
}

function wholeNumber(text: string, name: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`${name} must be a whole number, got "${text}"`);
  return n;
}

async function sayCommand(file: string | undefined, rest: string[]): Promise<number> {
  const s = readScenario(file);
  const samples = wholeNumber(option(rest, '--samples', '1'), '--samples');
  const seed = wholeNumber(option(rest, '--seed', '1'), '--seed');
  const trace = rest.includes('--trace');
  const { loadBrainNode } = await import('../brain/node.ts');
  const { APP_READER, generateTurn } = await import('../brain/turn.ts');
  const readWith = option(rest, '--reader', APP_READER);
  if (readWith !== 'hand' && readWith !== 'learned')
    throw new UsageError(`--reader must be hand or learned, got "${readWith}"`);
  const { PromptCache } = await import('../brain/prompt-cache.ts');
  const brain = await loadBrainNode(option(rest, '--model', 'models/tokenling-mini'), !rest.includes('--fp32'));
  const start = { pet: s.state.pet.name, owner: s.state.owner, asleep: s.state.pet.asleep };
  const cache = new PromptCache(brain.lm);
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    const r = await generateTurn(
      brain.lm,
      brain.tok,
      { mode: s.mode, state: s.state, lines: s.lines, start, seed: seed + i },
      { cache, reader: brain.reader, readWith, grammar: !rest.includes('--no-grammar') },
    );
    const verdict = s.mode === 'diary' ? r.last.verdict : { valid: true, violations: [] };
    const out: Record<string, unknown> = {
      sample: i,
      seed: seed + i,
      mode: s.mode,
      line: r.line,
      valid: verdict.valid,
      violations: verdict.violations,
      firstTry: {
        line: r.tries[0]!.line,
        valid: r.tries[0]!.violations.length === 0,
        violations: r.tries[0]!.violations,
      },
      tries: r.tries.length,
      fallback: r.fallback,
      promptTokens: r.spent.promptTokens,
      reusedTokens: r.spent.reusedTokens,
      ms: Math.round(performance.now() - t0),
    };
    if (s.mode === 'diary') out.endedWithEot = r.last.endedWithEot;
    if (trace) {
      out.trace = {
        tries: r.tries,
        hops: r.last.hops.map((h) => ({ ...h, tokens: h.newTokens.map((id) => brain.tok.decode([id])) })),
      };
    }
    process.stdout.write(`${JSON.stringify(out)}\n`);
  }
  await brain.lm.release();
  return 0;
}

async function run(argv: string[]): Promise<number> {
  const [command, file, ...rest] = argv;
  switch (command) {
    case 'prompt': {
      const s = readScenario(file);
      const prompt = scenarioPrompt(s);
      if (rest.includes('--json'))
        process.stdout.write(`${JSON.stringify({ mode: s.mode, prompt, characters: prompt.length })}\n`);
      else process.stdout.write(prompt);
      return 0;
    }
    case 'validate': {
      const s = readScenario(file);
      const verdict = validateTranscript(
        { pet: s.state.pet.name, owner: s.state.owner, asleep: s.state.pet.asleep },
        s.lines,
      );
      process.stdout.write(`${JSON.stringify(verdict, null, 2)}\n`);
      return verdict.valid ? 0 : 1;
    }
    case 'say':
      return sayCommand(file, rest);
    case 'lookup': {
      const s = readScenario(file);
      const tag = rest[0];
      const m = tag ? /^\[([a-z]+)(?::([^\]\n]*))?\]$/.exec(tag) : null;
      if (!m)
        throw new UsageError(
          `lookup needs a TAG like "[clock]" or "[recall:frogs]", got ${tag === undefined ? 'nothing' : `"${tag}"`}`,
        );
      try {
        process.stdout.write(`${lookup(s.state, m[1]!, m[2])}\n`);
      } catch (e) {
        if (e instanceof LookupError) throw new UsageError(e.message);
        throw e;
      }
      return 0;
    }
    case undefined:
    case 'help':
    case '--help':
      process.stdout.write(`${USAGE}\n`);
      return command === undefined ? 2 : 0;
    default:
      throw new UsageError(`unknown command "${command}"\n${USAGE}`);
  }
}

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    if (e instanceof UsageError) {
      process.stderr.write(`tokenling: ${e.message}\n`);
      process.exitCode = 2;
    } else if (e instanceof Error && e.name === 'ModelLoadError') {
      process.stderr.write(`tokenling: ${e.message}\n`);
      process.exitCode = 3;
    } else {
      throw e;
    }
  },
);
