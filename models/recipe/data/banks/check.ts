/**
 * Checks a phrase-bank file of banks/: known intents and situations, enough
 * lines, no characters that would break the prompt, only the placeholders a
 * bank may use.
 *
 *   npx tsx models/recipe/data/banks/check.ts GROUP     (banks/GROUP.ts)
 */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { NEW_INTENTS, NEW_SITUATIONS } from '../taxonomy.ts';
import { BASE_INTENTS as OWNER_INTENTS, BASE_SITUATIONS as PET_SITUATIONS, type Bank } from '../phrases.ts';
import { STAGES } from '../../../../src/world/index.ts';
import { PERSONA_PLACEHOLDERS } from '../persona-vars.ts';

export const OWNER_PLACEHOLDERS = ['pet', 'owner', 'part', 'thing'];
export const PET_PLACEHOLDERS = ['pet', 'owner', 'part', 'weather', 'stage', 'dream', 'thing', 'food', 'aFood', ...PERSONA_PLACEHOLDERS];
export const MIN_NEW_OWNER = 60;
export const MIN_OLD_OWNER = 35;
export const MIN_PET = 20;

/** Problems of one line in words. */
export function lineProblems(text: string, allowed: readonly string[], who: 'owner' | 'pet'): string[] {
  const out: string[] = [];
  if (/[\n\r]/.test(text)) out.push('has a line break');
  if (/[[\]*]/.test(text)) out.push('has [ ] or *');
  for (const m of text.matchAll(/\{([^}]*)\}/g)) if (!allowed.includes(m[1]!)) out.push(`placeholder {${m[1]}} is not one of ${allowed.join(', ')}`);
  if (/[{}]/.test(text.replace(/\{[a-zA-Z]+\}/g, ''))) out.push('has a stray { or }');
  if (/(^|\s)[\p{L}{}]+:(\s|$)/u.test(text)) out.push('looks like a speaker prefix "Word: "');
  if (text.trim() !== text || !text) out.push('is empty or starts/ends with a space');
  if (who === 'pet' && text.length > 110) out.push('is longer than 110 characters');
  return out;
}

export async function checkGroup(group: string): Promise<string[]> {
  const mod = (await import(pathToFileURL(join(import.meta.dirname, `${group}.ts`)).href)) as { OWNER?: Record<string, string[]>; PET?: Record<string, Bank> };
  const problems: string[] = [];
  for (const [intent, lines] of Object.entries(mod.OWNER ?? {})) {
    const isNew = intent in NEW_INTENTS;
    if (!isNew && !(OWNER_INTENTS as readonly string[]).includes(intent)) problems.push(`OWNER.${intent}: not an intent`);
    const min = isNew ? MIN_NEW_OWNER : MIN_OLD_OWNER;
    if (new Set(lines).size < min) problems.push(`OWNER.${intent}: ${new Set(lines).size} distinct phrasings, needs ${min}`);
    if (new Set(lines).size !== lines.length) problems.push(`OWNER.${intent}: has duplicates`);
    for (const l of lines) for (const p of lineProblems(l, OWNER_PLACEHOLDERS, 'owner')) problems.push(`OWNER.${intent} "${l}": ${p}`);
    if (intent === 'askMemory') for (const l of lines) if (!l.includes('{thing}')) problems.push(`OWNER.askMemory "${l}": must hold {thing}`);
  }
  for (const [sit, bank] of Object.entries(mod.PET ?? {})) {
    const isNew = sit in NEW_SITUATIONS;
    if (!isNew && !(PET_SITUATIONS as readonly string[]).includes(sit)) problems.push(`PET.${sit}: not a situation`);
    const all = Object.values(bank).flat() as string[];
    if (isNew && new Set(all).size < MIN_PET) problems.push(`PET.${sit}: ${new Set(all).size} lines, needs ${MIN_PET}`);
    for (const k of Object.keys(bank)) if (!['any', ...STAGES].includes(k)) problems.push(`PET.${sit}: "${k}" is not any/baby/kid/teen/adult`);
    if (!bank.any?.length) problems.push(`PET.${sit}: needs "any" lines`);
    for (const l of all) for (const p of lineProblems(l, PET_PLACEHOLDERS, 'pet')) problems.push(`PET.${sit} "${l}": ${p}`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await checkGroup(process.argv[2]!);
  process.stdout.write(problems.length ? `${problems.join('\n')}\n${problems.length} problems\n` : 'ok\n');
  process.exit(problems.length ? 1 : 0);
}
