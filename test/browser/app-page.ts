/**
 * The real app with a scripted brain, for browser tests that must decide the
 * pet's answer (an offer's [yes] or [no]). Playwright sets window.script.
 */
import '../../src/styles.css';
import { boot } from '../../src/app/boot.ts';
import { ScriptedBrain } from '../helpers/scripted-brain.ts';

const brain = new ScriptedBrain(() => (window as unknown as { script: string }).script ?? 'hello!');
(window as unknown as { script: string; brain: ScriptedBrain }).script = 'hello!';
(window as unknown as { brain: ScriptedBrain }).brain = brain;
await boot(document.getElementById('app')!, {
  brain,
  base: new URL('/', location.href).href,
  dbName: 'tokenling-scripted',
});
