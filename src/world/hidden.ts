/** Characters no stored or shown text may hold: they break lines or steer its direction invisibly. */

/** Characters that would steer the text's direction invisibly (LRE…RLO, LRI…PDI, LRM/RLM, ALM). */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;
/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
export const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u0085]/g;

const BIDI = new RegExp(BIDI_CONTROLS.source);
const CONTROL = new RegExp(CONTROLS.source);

/** Whether text holds a direction mark. */
export function hasDirectionMarks(text: string): boolean {
  return BIDI.test(text);
}

/** Whether text holds a control character or a direction mark; `lineBreaks` lets "\n" through (multi-line text: diary pages). */
export function hasHiddenCharacters(text: string, lineBreaks = false): boolean {
  const t = lineBreaks ? text.replace(/\r?\n/g, '') : text;
  return CONTROL.test(t) || BIDI.test(t);
}
