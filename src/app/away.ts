/**
 * What changed while the owner was away, in one sentence for the notice banner: the needs
 * that started, the poops that landed, and days that ended (their diary pages come to 📖).
 * The title and badge (call-back.ts) already name the needs; this says what happened.
 */
import { HOUR_MS, needsOf, type Need, type PetState } from '../sim/index.ts';

/** What each new need looks like to someone coming back. */
const NEWS: Record<Need, (pet: string) => string> = {
  sick: (pet) => `${pet} fell ill (medicine helps)`,
  hungry: (pet) => `${pet} got hungry`,
  dirty: () => 'the room needs a clean',
  lonely: (pet) => `${pet} got lonely`,
};

function listOf(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** "While you were away (5 hours): Pip got hungry, pooped twice and a day ended: its diary page is in 📖." or null when nothing changed. */
export function awayNews(before: PetState, after: PetState): string | null {
  const hours = Math.floor((after.now - before.now) / HOUR_MS);
  if (hours < 1) return null;
  const had = new Set(needsOf(before));
  const news = needsOf(after)
    .filter((n) => !had.has(n))
    .map((n) => NEWS[n](after.name));
  const pooped = Math.max(0, after.poop - before.poop);
  if (pooped)
    news.push(
      pooped === 1 ? `${after.name} pooped` : `${after.name} pooped ${pooped === 2 ? 'twice' : `${pooped} times`}`,
    );
  const days = after.finishedDays.length - before.finishedDays.length;
  if (days > 0)
    news.push(days === 1 ? `a day ended: its diary page is in 📖` : `${days} days ended: their diary pages are in 📖`);
  if (after.stage !== before.stage)
    news.push(`${after.name} grew into ${after.stage === 'adult' ? 'an adult' : `a ${after.stage}`}`);
  if (!news.length) return null;
  return `While you were away (${hours === 1 ? 'an hour' : `${hours} hours`}): ${listOf(news)}.`;
}
