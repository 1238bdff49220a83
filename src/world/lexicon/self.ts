/** The words by which the owner speaks of themselves and of the pet. Every reader of the owner's words takes them from here. */

/** "I" as the one who does: "i have", "i'm 8", "i've got". */
const I_WORDS = ['i', "i'm", "i've"];
/** What is the owner's own: "my dog", "myself". */
const MY_WORDS = ['my', 'myself'];
/** The owner with others: "we're going to the zoo", "our cat". */
const WE_WORDS = ['we', "we're", 'our'];
/** Words that speak of the owner ("i'm so tired", "give me"). */
export const OWNER_SELF = [...I_WORDS, ...MY_WORDS, 'me', 'mine'];
/** Words that speak to the pet ("r u tired", "ur tummy"). */
export const TO_PET = ['u', 'you', 'ur', 'your', "you're", 'youre', 'ya', 'yourself', 'urself'];
/** The owner speaking of their own doing, alone or with others ("i have a dance show", "we sing at school"); "me" asks ("dance for me"). */
export const OWNER_DOING = [...I_WORDS, ...MY_WORDS, ...WE_WORDS];
/** The owner speaking of themselves or their own, alone or with others, typos too ("were going" for "we're going"). */
export const OWNER_AND_OURS = [...OWNER_SELF, "i'll", 'ive', ...WE_WORDS, 'were', 'us'];
/** The owner as the subject of a clause, which a fact writes as the owner's name with its own verb ("i have": "Sam has"). */
export const SELF_SUBJECT = [...I_WORDS, "i'd", "i'll"];
/** The owner as an object or owner of a thing, which a fact writes as the owner's name ("riding my scooter": "riding Sam's scooter"). */
export const SELF_OBJECT = [...MY_WORDS, 'me', 'mine', 'our', 'us'];
