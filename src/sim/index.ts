/** tokenling's sim: the pet's body. Pure: the clock and the RNG state are passed in. */
export * from './time.ts';
export { createRng, type Rng } from '../world/rng.ts';
export * from './rates.ts';
export * from './state.ts';
export * from './daylog.ts';
export * from './chat.ts';
export * from './advance.ts';
export * from './actions.ts';
export * from './petline.ts';
export * from './needs.ts';
