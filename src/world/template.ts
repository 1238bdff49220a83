/** Templates with named placeholders ("{owner} waved at {pet}"), shared by prompts, events and the day log. */

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** A template that uses a placeholder it has no value for, or lacks one it must have. */
class TemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateError';
  }
}

/** The placeholder names a template uses, in order of first use. */
export function placeholders(template: string): string[] {
  const names: string[] = [];
  for (const m of template.matchAll(PLACEHOLDER)) if (!names.includes(m[1]!)) names.push(m[1]!);
  return names;
}

/** Fills every {name} from values; a missing value is an error naming the template and placeholder. */
export function fill(template: string, values: Readonly<Record<string, string | number>>, where = 'template'): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const v = values[name];
    if (v === undefined) throw new TemplateError(`${where} "${template}" needs a value for {${name}}`);
    return String(v);
  });
}

/** Throws unless the template uses each required placeholder and no unknown one. */
export function checkTemplate(
  where: string,
  template: string,
  required: readonly string[],
  allowed: readonly string[] = required,
): void {
  const used = placeholders(template);
  for (const name of required) {
    if (!used.includes(name)) throw new TemplateError(`${where} "${template}" is missing the placeholder {${name}}`);
  }
  for (const name of used) {
    if (!allowed.includes(name)) {
      throw new TemplateError(
        `${where} "${template}" uses {${name}}, which it may not (allowed: ${allowed.map((a) => `{${a}}`).join(', ')})`,
      );
    }
  }
}

/** Cuts text to max characters (UTF-16 units), ending with "…" when cut; never inside an emoji's surrogate pair. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text.charAt(max - 2)) ? max - 2 : max - 1;
  return `${text.slice(0, end)}…`;
}

/** Escapes text for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Turns a template into an anchored RegExp: literal text is escaped and each
 * placeholder becomes a named group matching its given source pattern.
 */
export function templatePattern(template: string, groups: Readonly<Record<string, string>>): RegExp {
  let src = '';
  let last = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    src += escapeRegExp(template.slice(last, m.index));
    const g = groups[m[1]!];
    if (g === undefined) throw new TemplateError(`template "${template}" has no pattern for {${m[1]}}`);
    src += `(?<${m[1]}>${g})`;
    last = m.index! + m[0].length;
  }
  src += escapeRegExp(template.slice(last));
  return new RegExp(`^${src}$`);
}
