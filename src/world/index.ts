/** tokenling's world: the contract between the app and the weights. Pure: no DOM, no clock, no I/O. */
export * from './words.ts';
export * from './template.ts';
export * from './state.ts';
export * from './style.ts';
export * from './prompt.ts';
export * from './fit.ts';
export * from './events.ts';
export * from './tags.ts';
export * from './lookups.ts';
export * from './rules.ts';
export * from './validator.ts';
export * from './names.ts';
export * from './scenario.ts';
export * from './rng.ts';
export * from './fallback.ts';
export * from './owner-text.ts';
export * from './grounding.ts';
