/** Builds the app (with its test pages) once, before any test file runs, so browser tests never build it concurrently. */
import { buildApp } from './browser.ts';

export default async function setup(): Promise<void> {
  await buildApp();
}
