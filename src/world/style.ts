/**
 * The prompt style: tokenling's prompt formats and generation settings as data.
 * Templates name their placeholders; loadStyle() rejects a template that lacks
 * a required one, naming the template and the placeholder.
 */
import { checkTemplate } from './template.ts';
import type { Mode } from './state.ts';

/** A header line: a template, and whether it is left out when its value is empty. */
interface HeaderLine {
  key: string;
  template: string;
  optional?: boolean;
}

/** How a mode's generation stops. */
interface StopRules {
  /** Stop at the first newline (chat lines are one line). */
  newline: boolean;
  /** Stop after a completed lookup tag so the app can append {result}. */
  lookupClose: boolean;
  /** Stop when the text generated so far contains one of these. */
  strings: string[];
  /** Stop at a run of this many blank lines (0: never). */
  blankLines: number;
}

/** Sampling and budget settings of one mode. */
export interface GenerationSettings {
  /** New tokens allowed per hop (a hop ends at a lookup or a stop). */
  maxNewTokens: number;
  /** Header + lines + prefix + maxNewTokens must fit this many tokens. */
  contextTokens: number;
  temperature: number;
  topK: number;
  topP: number;
  stop: StopRules;
}

/** A prompt format: title, header lines, separator, message lines and where the model takes over. */
export interface PromptFormat {
  title: string;
  header: HeaderLine[];
  separator: string;
  ownerLine: string;
  petLine: string;
  /** The prompt ends with this; the model writes what follows. */
  responsePrefix: string;
}

export interface PromptStyle {
  chat: PromptFormat;
  diary: PromptFormat;
  settings: Record<Mode, GenerationSettings>;
}

const chatStop: StopRules = { newline: true, lookupClose: true, strings: [], blankLines: 0 };

/** Header lines and message lines both prompts share, written once. */
const SHARED = {
  pet: { key: 'pet', template: 'pet: {name} · {stage} · day {day}{traits}' },
  owner: { key: 'owner', template: 'owner: {owner}' },
  remembers: { key: 'remembers', template: 'remembers: {memories}', optional: true },
  today: { key: 'today', template: 'today: {today}', optional: true },
  separator: '---',
  ownerLine: '{owner}: {text}',
  petLine: '{pet}: {text}',
} as const;

/** tokenling's prompt style, as the contract specifies it. */
export const PROMPT_STYLE: PromptStyle = {
  chat: {
    title: '## tokenling chat',
    header: [
      SHARED.pet,
      SHARED.owner,
      { key: 'now', template: 'now: {time} {partOfDay}, {weather}{conditions}' },
      { key: 'needs', template: 'needs: tummy {tummy}, fun {fun}, energy {energy}, {clean}' },
      SHARED.remembers,
      SHARED.today,
    ],
    separator: SHARED.separator,
    ownerLine: SHARED.ownerLine,
    petLine: SHARED.petLine,
    responsePrefix: '{pet}:',
  },
  diary: {
    title: '## tokenling diary',
    header: [
      SHARED.pet,
      SHARED.owner,
      { key: 'weather', template: 'weather: {weather}' },
      SHARED.remembers,
      SHARED.today,
    ],
    separator: SHARED.separator,
    ownerLine: SHARED.ownerLine,
    petLine: SHARED.petLine,
    responsePrefix: 'dear diary,',
  },
  settings: {
    // Chat: one line, 64 tokens a hop, the full GPT-2 context.
    chat: { maxNewTokens: 64, contextTokens: 1024, temperature: 0.85, topK: 40, topP: 0.92, stop: chatStop },
    // Idle: shorter lines and half the context, since an idle turn's cost is mostly prompt processing.
    idle: { maxNewTokens: 40, contextTokens: 512, temperature: 0.85, topK: 40, topP: 0.92, stop: chatStop },
    // Diary: a page of up to 220 tokens that ends itself with <|endoftext|>.
    diary: {
      maxNewTokens: 220,
      contextTokens: 1024,
      temperature: 0.85,
      topK: 40,
      topP: 0.92,
      stop: { newline: false, lookupClose: false, strings: ['\n##'], blankLines: 2 },
    },
  },
};

/** Placeholders each header line must use, by key. */
const REQUIRED_PLACEHOLDERS: Record<string, readonly string[]> = {
  pet: ['name', 'stage', 'day', 'traits'],
  owner: ['owner'],
  now: ['time', 'partOfDay', 'weather', 'conditions'],
  needs: ['tummy', 'fun', 'energy', 'clean'],
  weather: ['weather'],
  remembers: ['memories'],
  today: ['today'],
};

/** A style that cannot render prompts correctly. */
export class StyleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StyleError';
  }
}

function checkFormat(name: string, f: PromptFormat): void {
  for (const line of f.header) {
    const required = REQUIRED_PLACEHOLDERS[line.key];
    if (!required)
      throw new StyleError(
        `${name} header line "${line.key}" is not a known header (known: ${Object.keys(REQUIRED_PLACEHOLDERS).join(', ')})`,
      );
    checkTemplate(`${name} header "${line.key}"`, line.template, required);
  }
  checkTemplate(`${name} ownerLine`, f.ownerLine, ['owner', 'text']);
  checkTemplate(`${name} petLine`, f.petLine, ['pet', 'text']);
  checkTemplate(`${name} responsePrefix`, f.responsePrefix, [], ['pet']);
}

function checkSettings(mode: string, s: GenerationSettings): void {
  const fail = (what: string) => {
    throw new StyleError(`${mode} settings: ${what}`);
  };
  if (!(s.maxNewTokens > 0 && s.maxNewTokens < s.contextTokens))
    fail(`maxNewTokens ${s.maxNewTokens} must be above 0 and below contextTokens ${s.contextTokens}`);
  if (!(s.temperature > 0)) fail(`temperature ${s.temperature} must be above 0`);
  if (!(s.topK >= 1)) fail(`topK ${s.topK} must be at least 1`);
  if (!(s.topP > 0 && s.topP <= 1)) fail(`topP ${s.topP} must be in (0, 1]`);
}

/** Checks a style and returns it; throws StyleError (naming template and placeholder) when it is unusable. */
export function loadStyle(style: PromptStyle): PromptStyle {
  try {
    checkFormat('chat', style.chat);
    checkFormat('diary', style.diary);
  } catch (e) {
    if (e instanceof Error && !(e instanceof StyleError)) throw new StyleError(e.message);
    throw e;
  }
  for (const [mode, s] of Object.entries(style.settings)) checkSettings(mode, s);
  return style;
}

/** The checked style every part of the app uses. */
export const STYLE = loadStyle(PROMPT_STYLE);
