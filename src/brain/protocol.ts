/** The brain worker's message vocabulary: {id, action} in, events for that id out. */
import type { Violation } from '../world/index.ts';
import type { GenerateRequest, Hop } from './generate.ts';
import type { Try } from './turn.ts';
import type { WarmRequest, WarmResult } from './warm.ts';

/** Where the model's files are, relative to the page or absolute. */
export interface ModelSource {
  /** The folder URL, ending with "/": config.json, tokenizer.json and onnx/model_quantized.onnx live under it. */
  base: string;
  /** Where onnxruntime-web's .wasm/.mjs files are served from (the app's own origin, never a CDN). */
  wasmBase: string;
  /** Threads for the WASM backend; 1 unless the page is crossOriginIsolated. */
  threads: number;
  /** model.json: each file's size, so one progress bar has its whole total from the start (compressed transfers hide it). */
  manifest: string;
  /** A service worker controls the page (it checks and stores what the brain downloads); when not (a first visit), the brain worker does. */
  controlled?: boolean;
  /** One-token steps run at load so the first lines decode at full speed (default JIT_WARM_STEPS; the bench sets 0 to measure without). */
  warmSteps?: number;
}

export type BrainRequest =
  | { id: number; action: 'load'; source: ModelSource }
  | { id: number; action: 'generate'; request: GenerateRequest }
  | { id: number; action: 'warm'; request: WarmRequest }
  | { id: number; action: 'cancel'; target: number }
  | { id: number; action: 'release' }
  | { id: number; action: 'status' }
  | { id: number; action: 'readSerious'; text: string; names: { pet: string; owner: string } };

/** Speeds measured on this device, for the settings screen and the benchmark. */
export interface BrainStatus {
  loaded: boolean;
  threads: number;
  loadMs: number | null;
  /** Of loadMs, the one-token steps run to get the decode path compiled (CausalLm.warmUp). */
  warmUpMs: number;
  /** Prompt tokens processed per second, over the turns so far. */
  prefillTokensPerSecond: number | null;
  /** Tokens generated per second, over the turns so far. */
  decodeTokensPerSecond: number | null;
  turns: number;
  /** The KV cache stays in place (a model with step outputs, src/brain/lm.ts); false: the joined cache is copied every run. */
  cacheInPlace: boolean;
  /** Prompt tokens run ahead of turns by warm-ups, and the time they took (between turns, not waited on). */
  warmTokens: number;
  warmMs: number;
}

/**
 * Receives a turn's text as it is written. `restart`: this piece starts the text over, since a later try replaced one
 * the validator refused (what streamed before it is to be dropped).
 */
export type OnText = (piece: string, restart?: boolean) => void;

/** A finished turn, as it crosses the worker boundary. */
export interface TurnMessage {
  body: string;
  line: string;
  tries: Try[];
  fallback: boolean;
  /** The diary page's own verdict (chat lines are always valid by then). */
  violations: Violation[];
  endedWithEot: boolean;
  hops: Hop[];
  promptTokens: number;
  reusedTokens: number;
  prefillMs: number;
  decodeMs: number;
  decodeTokens: number;
}

export type BrainEvent =
  | { id: number; type: 'progress'; file: string; loaded: number; total: number | null }
  | { id: number; type: 'ready'; loadMs: number; threads: number }
  | { id: number; type: 'text'; piece: string; restart?: boolean }
  | { id: number; type: 'done'; turn: TurnMessage }
  | { id: number; type: 'warmed'; result: WarmResult }
  /** After a load that kept its downloads in the model cache itself (no service worker controlled the page). */
  | { id: number; type: 'kept'; files: number }
  | { id: number; type: 'released' }
  | { id: number; type: 'status'; status: BrainStatus }
  | { id: number; type: 'readSerious'; serious: boolean }
  | { id: number; type: 'error'; name: string; message: string; file?: string };
