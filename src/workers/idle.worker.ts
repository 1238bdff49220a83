/** The idle worker: a timer that asks the page for the pet's idle turns (see IdleSchedule). */
import { IdleSchedule, type IdleIn, type IdleOut } from './idle-schedule.ts';

const post = (msg: IdleOut) => (self as unknown as Worker).postMessage(msg);
const schedule = new IdleSchedule(
  { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as number) },
  Math.random,
  () => post({ type: 'idle' }),
);
self.onmessage = (ev: MessageEvent<IdleIn>) => schedule.receive(ev.data);
