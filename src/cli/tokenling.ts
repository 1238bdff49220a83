/**
 * tokenling's command line: `npm run tokenling -- <command> FILE …`.
 * Reads a scenario file (see docs/scenario.md) and prints what the world makes of it.
 */
import { readFileSync } from 'node:fs';
import {
  LookupError, LOOKUP_TAGS, parseScenarioText, renderChatPrompt, renderDiaryPrompt, ScenarioError,
  lookup, validateTranscript, type Scenario,
} from '../world/index.ts';

const USAGE = `usage: npm run tokenling -- <command> FILE [options]
  prompt FILE [--json]   print the prompt exactly as the model sees it
  validate FILE          check the scenario's lines as a transcript; JSON out, exit 1 when invalid
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

function run(argv: string[]): number {
  const [command, file, ...rest] = argv;
  switch (command) {
    case 'prompt': {
      const s = readScenario(file);
      const prompt = scenarioPrompt(s);
      if (rest.includes('--json')) process.stdout.write(`${JSON.stringify({ mode: s.mode, prompt, characters: prompt.length })}\n`);
      else process.stdout.write(prompt);
      return 0;
    }
    case 'validate': {
      const s = readScenario(file);
      const verdict = validateTranscript({ pet: s.state.pet.name, owner: s.state.owner, asleep: s.state.pet.asleep }, s.lines);
      process.stdout.write(`${JSON.stringify(verdict, null, 2)}\n`);
      return verdict.valid ? 0 : 1;
    }
    case 'lookup': {
      const s = readScenario(file);
      const tag = rest[0];
      const m = tag ? /^\[([a-z]+)(?::([^\]\n]*))?\]$/.exec(tag) : null;
      if (!m) throw new UsageError(`lookup needs a TAG like "[clock]" or "[recall:frogs]", got ${tag === undefined ? 'nothing' : `"${tag}"`}`);
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

try {
  process.exitCode = run(process.argv.slice(2));
} catch (e) {
  if (e instanceof UsageError) {
    process.stderr.write(`tokenling: ${e.message}\n`);
    process.exitCode = 2;
  } else {
    throw e;
  }
}
