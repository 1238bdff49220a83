/** Loading the brain in node (command line, tests, benchmarks): the same model files and runtime as the browser. */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as ort from 'onnxruntime-web';
import type { LearnedReader } from '../world/reader.ts';
import { loadReaderNode } from './reader-node.ts';
import { CausalLm, type LmConfig } from './lm.ts';
import { loadTokenizer } from './tokenizer-node.ts';
import type { Tokenizer } from './tokenizer.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The shipped model folder. */
export const DEFAULT_MODEL_DIR = 'models/tokenling-mini';

export interface Brain {
  lm: CausalLm;
  tok: Tokenizer;
  /** The learned reader of the owner's words (reader.bin), which turns read with where they are told to (turn.ts). */
  reader: LearnedReader;
  dir: string;
  file: string;
}

/**
 * Loads a model folder: config.json, tokenizer.json, reader.bin (the shipped one where the folder has none) and
 * onnx/model_quantized.onnx (or model.onnx with quantized false).
 */
export async function loadBrainNode(dir = DEFAULT_MODEL_DIR, quantized = true, inPlace = true): Promise<Brain> {
  const abs = isAbsolute(dir) ? dir : join(root, dir);
  ort.env.wasm.numThreads = 1;
  const config = JSON.parse(readFileSync(join(abs, 'config.json'), 'utf8')) as LmConfig;
  const file = join(abs, 'onnx', quantized ? 'model_quantized.onnx' : 'model.onnx');
  const lm = await CausalLm.load(ort, file, readFileSync(file), config, {}, inPlace);
  // A folder the recipe just exported has no reader of its own: it reads with the shipped one.
  const reader = loadReaderNode(existsSync(join(abs, 'reader.bin')) ? abs : DEFAULT_MODEL_DIR);
  return { lm, tok: loadTokenizer(abs), reader, dir: abs, file };
}
