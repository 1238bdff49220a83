/** The validator's rules: an id per rule of the contract and what it asks, in one line. */
export const RULES = {
  'line-form': 'a line is an owner line "OWNER: text", a pet line "PET: text" or an app event "* … *"',
  'empty-line': 'a pet line says or does something',
  'broken-character':
    'a new pet line or diary page holds only whole characters (no "\ufffd" from a token cut inside a letter or emoji)',
  'event-unknown': 'event lines are only those the app writes',
  'pet-event': 'the pet never writes an event line; only the app does',
  'pet-speaker': 'the pet speaks only for itself, never as another speaker',
  'tag-syntax': 'tags are [name] or [name:argument], lookup results {…} only right after a lookup',
  'tag-unknown': 'only the tags of the tool table exist',
  'tag-arg': 'each tag takes its own argument: a listed value, free text up to 80 characters, or none',
  'lookup-result': "a lookup tag in a finished line is followed by the app's {result}",
  'recall-keyword': '[recall:KEYWORD] takes one or two words',
  'recall-plain': '[recall:KEYWORD] is plain words: letters and an apostrophe, no digits, marks or other signs',
  'answer-count': "the pet's next line after an offer holds exactly one [yes] or [no]",
  'answer-outside': '[yes] and [no] only answer an offer',
  'offer-interrupted': 'the app never writes an event between an offer and its answer',
  'catch-unasked': 'a game of catch is played only after [yes] to "asked to play catch"',
  'asleep-dream': 'while asleep each pet line has exactly one [dream:X]',
  'asleep-mumble': 'a sleeping pet mumbles at most four words',
  'asleep-tags': 'while asleep no tags but the dream (and [no] to an offer it sleeps through)',
  'asleep-yes': 'a sleeping pet accepts with short words and [yes] only',
  'wake-after-yes': "a sleeping pet's [yes] is followed immediately by the app's woke-up line",
  'dream-awake': '[dream] only while asleep',
  'sleep-asleep': '[sleep] only while awake',
  'wake-awake': 'only a sleeping pet wakes up',
  'instant-wake': 'a wake right after [sleep] comes from an owner message or pat, which follows it',
  'walk-count': 'at most one [walk] per line',
  'silent-run': 'at most two silent (tag-only) lines in a row',
  'remember-owner': '[remember:FACT] names the owner',
  'remember-pronoun': '[remember:FACT] uses no gendered pronouns',
  'diary-tags': 'a diary page uses only [doodle:NAME] stickers, on its last line',
  'diary-end': 'a diary page is prose, with no headers or chat lines',
  // Grounding (src/world/grounding.ts): lines must not contradict what is true now.
  'self-name': 'the pet calls itself only by its own name',
  'owner-name': "the pet calls the owner only by the owner's name",
  'owner-name-unasked':
    "the pet tells the owner their own name (\"your name is Sam\") only when the owner's message is not about another's name (the pet's, a pet's, a brother's)",
  'empty-name':
    'a name lead ("my name is", "your name is", "I\'m called") is followed by a name, not by nothing, a number or punctuation',
  'want-off-topic':
    "a wordless reply to the owner's words holds a [want:X] only when the words touch that want (hungry for a snack, tired for sleep)",
  'walk-away': "a reply to the owner's words walks only when the owner asked the pet to move",
  'remember-unsaid': "[remember:FACT] keeps to what the owner said since the pet's last line",
  'remember-copy':
    '[remember:FACT] is words (spaces, commas, apostrophes and hyphens between them, no other signs but the owner\'s name\'s; no "my", "I" or "you": the owner\'s name instead, but never as what another is called unless the owner said it), uses each of the owner\'s words no more often than the owner said it, at most five little words in a row and at most two the owner did not say',
  'remember-case':
    '[remember:FACT] writes each word in lowercase, with only its first letter a capital (not a little word such as "by" or "was"), or as the owner typed it',
  'remember-order':
    "[remember:FACT] copies the owner's words in the order the owner said them: after one of the owner's words (not a little one) comes the owner's next word, or the fact ends, never on a little word",
  'recall-unasked': "[recall:KEYWORD] takes its keyword from the owner's question",
  'note-repeat': '[diary:NOTE] adds a note the day log does not already hold',
  'needs-contradiction': 'what the pet says of its body agrees with the header (needs, sick)',
  appetite: 'an offer gets the answer the appetite table demands, where it demands one',
  'answer-words': 'a [yes] to an offer does not say no in words',
  'unknown-word':
    "a new pet line uses only the pet's own words and the words of its prompt (names, what the owner said, memories)",
  'diary-name': 'a diary page names only the pet and the owner',
  'diary-weather': "a diary page tells the header's weather, no other",
  'diary-stars': "a diary page's star counts are the day log's",
  'diary-food': 'a diary page mentions only foods the day log holds',
  'diary-gift': 'a diary page mentions only gifts the day log holds',
} as const;

export type RuleId = keyof typeof RULES;

/** One broken rule: where (1-based line), which rule, and what to do about it. */
export interface Violation {
  line: number;
  rule: RuleId;
  message: string;
}

export interface Verdict {
  valid: boolean;
  violations: Violation[];
}
