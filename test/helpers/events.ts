/** Every kind of app event, with each argument value. */
import { EVENT_KINDS, FOODS, GROWN_STAGES, MAX_STARS, type WorldEvent } from '../../src/world/index.ts';

/** One or more example events of every kind, covering every argument value. */
export function everyEvent(): WorldEvent[] {
  const out: WorldEvent[] = [];
  for (const kind of EVENT_KINDS) {
    if (kind === 'offerFood') for (const food of FOODS) out.push({ kind, food });
    else if (kind === 'playedCatch') for (let stars = 0; stars <= MAX_STARS; stars++) out.push({ kind, stars });
    else if (kind === 'cameBack') for (const hours of [1, 2, 3, 9, 10, 25, 100, 8760]) out.push({ kind, hours });
    else if (kind === 'grew') for (const stage of GROWN_STAGES) out.push({ kind, stage });
    else out.push({ kind } as WorldEvent);
  }
  return out;
}
