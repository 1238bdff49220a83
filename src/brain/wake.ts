/**
 * Wakes onnxruntime-web before the model arrives: its WASM runtime compiles and starts on the first
 * session, so a session of a tiny model, made the moment the runtime's bytes are in, does that work
 * while the model (the larger download) is still coming. The model's own session then starts at once.
 */
import type * as Ort from 'onnxruntime-web';

/**
 * The smallest ONNX model: one Identity of a float[1] (68 bytes, opset 13), written by
 *   onnx.helper.make_model(make_graph([make_node('Identity', ['x'], ['y'])], 'wake', [x], [y]), opset 13, ir_version 8)
 */
const WAKE_MODEL = 'CAg6OgoQCgF4EgF5IghJZGVudGl0eRIEd2FrZVoPCgF4EgoKCAgBEgQKAggBYg8KAXkSCgoICAESBAoCCAFCBAoAEA0=';

/** Starts the runtime with a throwaway session; resolves once it is running (or failed: the real load then reports why). */
export async function wakeRuntime(ort: typeof Ort): Promise<void> {
  const bytes = Uint8Array.from(atob(WAKE_MODEL), (c) => c.charCodeAt(0));
  const session = await ort.InferenceSession.create(bytes, { executionProviders: ['wasm'] });
  await session.release();
}
