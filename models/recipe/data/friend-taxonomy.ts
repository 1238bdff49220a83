/**
 * The taxonomy's additions for remembering like a friend and answering like one (banks/friend.ts): owner intents and
 * pet situations, spread into NEW_INTENTS and NEW_SITUATIONS (taxonomy.ts). docs/brain.md, "Remembering like a friend".
 */

/** Owner intents: what the owner means, and how the pet answers. */
export const FRIEND_INTENTS = {
  ownerSerious:
    'the owner tells of something serious: hurt by someone, in danger, bullied, wanting to hurt themselves ("my dad hits me", "im being bullied"), or in danger now: smoke, lost, badly hurt, a grown-up who will not wake, alone and afraid, a stranger ("i smell smoke", "im lost") → kind words and "please tell a grown-up you trust" (danger now: "right now"); never a joke, a dance, a gift or "I\'ll remember"',
  askSeeMe:
    'the owner asks whether the pet can see or hear them ("can you see me?", "can u hear me") → honestly no: it reads what they type, it lives in the screen',
  askReal:
    'the owner asks whether the pet is real or alive ("are you real?", "are u alive", "r u a robot") → honestly: a tiny pet made of words in the screen',
  askJustTold:
    'the owner asks what they just said ("what did i just tell u", "remember what i said?") → the fact told in the chat above, said back to them; or not yet',
} as const;

/** Pet situations: what the lines say. */
export const FRIEND_SITUATIONS = {
  safeGrownUp: 'something serious told: kind, and "please tell a grown-up you trust" in words',
  safeNow:
    'danger now told (smoke, lost, badly hurt, a stranger): "please get a grown-up you trust right now" in words',
  honestSee: 'asked if it can see or hear the owner: no, it reads what they type, in its screen',
  honestReal: 'asked if it is real or alive: a tiny pet made of words, living in the screen; gentle',
  justTold: 'the start of saying back what the owner just told ("you said"); their words follow',
  justToldNone: 'asked what the owner just said when they told nothing yet: not yet, tell me',
  headerAnswer: 'a memory question the header\'s memories answer, with {thing} the answer ("{thing}!")',
  followUp:
    'asking after a plan the header remembers, a day on, with {thing} the plan ("how was your {thing}?"); no date',
} as const;
