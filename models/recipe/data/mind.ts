/**
 * The pet's mind in the training data: what a pet in this state says after
 * this line. Every rule of behaviour the model should learn is written here.
 */
import type { PetState, Rng } from '../../../src/sim/index.ts';
import {
  appetiteFor,
  DREAMS,
  pressingBody,
  type BodyWant,
  escapeRegExp,
  FOODS,
  GIFTS,
  loggedNote,
  RECALL_NOTHING,
  WALKS,
  partOfDay,
  clockOf,
  recall,
  seriousIn,
  statWord,
  withArticle,
  type Dream,
  type Emote,
  type Heart,
  type Want,
} from '../../../src/world/index.ts';
import { worldState } from '../../../src/sim/index.ts';
import { DIARY_NOTES, PET_SAYS, SLEEP_MUMBLES, SLEEPY_YES, type OwnerIntent, type PetSituation } from './phrases.ts';
import { fillPhrase, speak, type Vars } from './voice.ts';
import { COMFORT_SITUATIONS } from './friend.ts';
import { idleWords, isNewborn, pickTopic, type IdleTopic, type IdleVoice } from './idle.ts';
import { lifeReply } from './mind-life.ts';

/** A piece of a planned pet line. */
export type PetPart =
  | { kind: 'text'; text: string }
  | { kind: 'tag'; name: string; arg?: string }
  | { kind: 'lookup'; name: string; arg?: string };

const text = (t: string): PetPart => ({ kind: 'text', text: t });
const tag = (name: string, arg?: string): PetPart =>
  arg === undefined ? { kind: 'tag', name } : { kind: 'tag', name, arg };
const lookupTag = (name: string, arg?: string): PetPart =>
  arg === undefined ? { kind: 'lookup', name } : { kind: 'lookup', name, arg };

/** Share of memory questions answered by a recall that found the answer where the pet says it too ("Peanut!"). */
const ANSWER_SAID = 0.9;
/** Share of feelings told with a fact where the fact is kept beside the comfort. */
const KEPT_WITH_FEELING = 0.5;

/**
 * Lines said without a trait's flourish ("I'm thinking about cookies."): a grown-up to tell, an honest answer, words
 * said back, an answer, a plan asked after.
 */
const PLAIN_SITUATIONS = new Set<PetSituation>([
  'safeGrownUp',
  'safeNow',
  'honestSee',
  'honestReal',
  'justTold',
  'headerAnswer',
  'followUp',
]);

/** Emotes that suit each kind of moment. */
const MOOD_EMOTES: Record<string, readonly Emote[]> = {
  happy: ['happy', 'giggle', 'dance', 'spin'],
  love: ['love', 'blush', 'happy'],
  sad: ['sad', 'cry'],
  sleepy: ['sleepy'],
  wow: ['wow', 'happy'],
  grumpy: ['grumpy', 'sad'],
  hello: ['wave', 'happy'],
  blush: ['blush', 'giggle'],
};

/** What the pet feels and wants for each pressing body need (pressingBody). */
const BODY_NEEDS = {
  medicine: { feel: 'feel.sick', want: 'medicine', mood: 'sad' },
  snack: { feel: 'feel.starving', want: 'snack', mood: 'sad' },
  sleep: { feel: 'feel.exhausted', want: 'sleep', mood: 'sleepy' },
  bath: { feel: 'feel.stinky', want: 'bath', mood: 'grumpy' },
} as const satisfies Record<BodyWant, { feel: PetSituation; want: Want; mood: keyof typeof MOOD_EMOTES }>;

/** The pet's most pressing need, as a feel.* situation and a want. */
export function pressingNeed(pet: PetState): { feel: PetSituation; want: Want | null; mood: keyof typeof MOOD_EMOTES } {
  const s = pet.stats;
  // The body's pressing needs first, in the world's order (the app's reply preference reads the same: world/reading.ts).
  const body = pressingBody({ sick: pet.sick, ...s });
  if (body) return BODY_NEEDS[body];
  const tummy = statWord('tummy', s.tummy);
  const energy = statWord('energy', s.energy);
  const fun = statWord('fun', s.fun);
  if (fun === 'sad') return { feel: 'feel.sad', want: 'pats', mood: 'sad' };
  if (tummy === 'hungry') return { feel: 'feel.hungry', want: 'snack', mood: 'sad' };
  if (energy === 'sleepy') return { feel: 'feel.sleepy', want: 'sleep', mood: 'sleepy' };
  if (fun === 'bored') return { feel: 'feel.bored', want: 'play', mood: 'grumpy' };
  if (tummy === 'stuffed') return { feel: 'feel.stuffed', want: null, mood: 'happy' };
  if (energy === 'hyper') return { feel: 'feel.hyper', want: 'play', mood: 'happy' };
  if (fun === 'giddy') return { feel: 'feel.giddy', want: null, mood: 'happy' };
  if (fun === 'happy') return { feel: 'feel.happy', want: null, mood: 'happy' };
  return { feel: 'feel.okay', want: null, mood: 'happy' };
}

/** A day-log entry as the words of "today I …", or null for entries a pet would not retell. */
export function todayWords(entry: string): string | null {
  const catchStars = /^played catch \((\d+ stars?)\)$/.exec(entry);
  if (catchStars) return `played catch and got ${catchStars[1]}`;
  if (/^(ate an? \w+|had a bath|took medicine|dreamed of \w+|gave .+ an? \w+)$/.test(entry)) return entry;
  return null;
}

/** True when a pet in this state is glad of company and treats (gifts come from happy pets). */
function isHappy(pet: PetState): boolean {
  return !pet.sick && pet.stats.fun >= 61 && pet.stats.tummy > 40;
}

/** Everything the phrases may mention about the pet right now. */
export function varsFor(pet: PetState, extra: Vars = {}): Vars {
  const w = worldState(pet);
  return {
    owner: pet.owner,
    pet: pet.name,
    stage: pet.stage,
    weather: pet.weather,
    part: partOfDay(clockOf(w.now).hour),
    food: 'snack',
    aFood: 'a snack',
    ...extra,
  };
}

/** Share of idle turns that are silent lines (never more than two in a row): the rest say something. */
const IDLE_SILENT = 0.45;
/** How many of the pet's last worded idle topics the next one differs from. */
const IDLE_NO_REPEAT = 2;

/** Planner: turns a situation into a line's parts, with the right tags. */
export class Mind {
  constructor(private readonly rng: Rng) {}

  /** The topics of the pet's last worded idle lines, newest last, and whose they are (a new pet starts afresh). */
  private idleRecent: { pet: string; topics: IdleTopic[] } = { pet: '', topics: [] };

  /** A [diary:NOTE] the day log does not hold yet (the world's note-repeat rule). */
  private newNote(pet: PetState): string {
    const fresh = DIARY_NOTES.filter((n) => !loggedNote(pet.today, n));
    return this.rng.pick(fresh.length ? fresh : DIARY_NOTES);
  }

  private say(pet: PetState, situation: PetSituation, extra: Vars = {}): PetPart {
    const traits = PLAIN_SITUATIONS.has(situation) ? [] : pet.traits;
    return text(speak(PET_SAYS[situation], pet.stage, traits, varsFor(pet, extra), this.rng));
  }

  private emote(mood: keyof typeof MOOD_EMOTES): PetPart {
    return tag('emote', this.rng.pick(MOOD_EMOTES[mood]!));
  }

  /** Words, then (often) an emote: the commonest line shape. */
  private line(
    pet: PetState,
    situation: PetSituation,
    mood: keyof typeof MOOD_EMOTES | null,
    extra: Vars = {},
    emoteChance = 0.6,
  ): PetPart[] {
    const parts = [this.say(pet, situation, extra)];
    if (mood && this.rng.chance(emoteChance)) parts.push(this.emote(mood));
    return parts;
  }

  /** A sleeping pet's line: one dream, maybe a short mumble (always one after two silent lines). */
  dream(pet: PetState, silentRun = 0): PetPart[] {
    const dream = this.rng.pick(DREAMS) as Dream;
    if (silentRun < 2 && !this.rng.chance(0.55)) return [tag('dream', dream)];
    const mumble = fillPhrase(this.rng.pick(SLEEP_MUMBLES), varsFor(pet, { dream }));
    return this.rng.chance(0.5) ? [text(mumble), tag('dream', dream)] : [tag('dream', dream), text(mumble)];
  }

  /** The answer to a pending offer: exactly one [yes] or [no]. */
  answer(pet: PetState, silentRun = 0): PetPart[] {
    const offer = pet.pendingOffer!;
    const food = offer.food ?? 'snack';
    const vars = { food, aFood: withArticle(food) };
    const s = pet.stats;
    let accept: boolean;
    // The appetite table decides where it demands an answer; the pet's own taste decides in between.
    const must = appetiteFor(offer.kind, worldState(pet).pet, offer.food).must;
    switch (offer.kind) {
      case 'food':
        accept = statWord('tummy', s.tummy) !== 'stuffed' && (s.tummy < 61 || this.rng.chance(0.6));
        break;
      case 'bath':
        accept = s.clean < 76 ? !pet.traits.includes('grumpy') || this.rng.chance(0.5) : this.rng.chance(0.2);
        break;
      case 'medicine':
        accept = pet.sick ? this.rng.chance(0.9) : false;
        break;
      case 'catch':
        accept = !pet.sick && s.energy > 20 && !pet.asleep ? this.rng.chance(0.9) : false;
        break;
    }
    if (must) accept = must === 'yes';
    if (pet.asleep) {
      // A sleeping pet mostly sleeps through; a hungry one may wake for food.
      const wakes = accept && (offer.kind === 'food' ? s.tummy < 41 : this.rng.chance(0.25));
      if (wakes) return [text(fillPhrase(this.rng.pick(SLEEPY_YES), varsFor(pet, vars))), tag('yes')];
      const d = this.dream(pet, silentRun);
      return this.rng.chance(0.5) ? [...d, tag('no')] : [tag('no'), ...d];
    }
    const situation: PetSituation = {
      food: accept ? 'acceptFood' : 'refuseFoodFull',
      bath: accept ? 'acceptBath' : 'refuseBath',
      medicine: accept ? 'acceptMedicine' : 'refuseMedicine',
      catch: accept ? 'acceptCatch' : 'refuseCatch',
    }[offer.kind] as PetSituation;
    const parts = [this.say(pet, situation, vars)];
    const answer = tag(accept ? 'yes' : 'no');
    if (this.rng.chance(0.5)) parts.push(answer);
    else parts.unshift(answer);
    if (this.rng.chance(0.4)) parts.push(this.emote(accept ? 'happy' : offer.kind === 'medicine' ? 'grumpy' : 'sad'));
    return parts;
  }

  /** The reply to an owner line of a known intent. */
  reply(
    pet: PetState,
    intent: OwnerIntent,
    extra: {
      thing?: string;
      fact?: string;
      said?: string;
      answer?: string;
      /** What the owner told in the chat above (askJustTold), said back. */
      toldBack?: string;
      /** The answer a header memory shows, for a memory question no recall would find it for. */
      fromHeader?: string;
      /** A plan the header remembers, asked after on greeting ("how was your test?"). */
      plan?: string;
    } = {},
  ): PetPart[] {
    const need = pressingNeed(pet);
    const r = this.rng;
    // What children ask a pet first is answered from its persona, its play banks, its day and its needs.
    const life = lifeReply(pet, intent, extra, {
      ...this.idleVoice(need),
      emote: (mood) => this.emote(mood),
      pressing: need,
    });
    if (life) return life;
    switch (intent) {
      case 'greet':
        if (extra.plan) return [this.say(pet, 'greet'), this.say(pet, 'followUp', { thing: extra.plan })];
        return [
          ...this.line(pet, 'greet', 'hello', {}, 0.8),
          ...(need.want && r.chance(0.4) ? [tag('want', need.want)] : []),
        ];
      case 'bye':
        return this.line(pet, 'bye', 'hello', {}, 0.7);
      case 'askTime': {
        const hour = clockOf(worldState(pet).now).hour;
        const parts = [lookupTag('clock'), this.say(pet, `time.${partOfDay(hour)}` as PetSituation)];
        if (partOfDay(hour) === 'night' && r.chance(0.4)) parts.push(tag('emote', 'sleepy'));
        if (need.want && r.chance(0.3)) parts.push(tag('want', need.want));
        return parts;
      }
      case 'askWeather':
        return [
          lookupTag('look'),
          this.say(pet, `weather.${pet.weather}` as PetSituation),
          ...(r.chance(0.3) ? [this.emote('wow')] : []),
        ];
      case 'askShelf':
        return [lookupTag('look'), this.say(pet, 'shelf'), ...(r.chance(0.3) ? [this.emote('happy')] : [])];
      case 'askFeeling': {
        const parts = [this.say(pet, need.feel)];
        if (need.want) parts.push(tag('want', need.want));
        else if (r.chance(0.5)) parts.push(this.emote(need.mood));
        return parts;
      }
      // Body questions are answered from the one stat they ask about, as the header's needs line words it.
      case 'askHungry': {
        const w = statWord('tummy', pet.stats.tummy);
        return [
          this.say(pet, `tummy.${w}` as PetSituation),
          ...(w === 'starving' || w === 'hungry'
            ? [tag('want', 'snack')]
            : r.chance(0.3)
              ? [this.emote(w === 'stuffed' ? 'happy' : 'hello')]
              : []),
        ];
      }
      case 'askTired': {
        const w = statWord('energy', pet.stats.energy);
        return [
          this.say(pet, `energy.${w}` as PetSituation),
          ...(w === 'exhausted' || w === 'sleepy'
            ? [tag('want', 'sleep')]
            : r.chance(0.3)
              ? [this.emote(w === 'hyper' ? 'happy' : 'hello')]
              : []),
        ];
      }
      case 'askDirty': {
        const w = statWord('clean', pet.stats.clean);
        return [
          this.say(pet, `clean.${w}` as PetSituation),
          ...(w === 'stinky'
            ? [tag('want', 'bath')]
            : r.chance(0.3)
              ? [this.emote(w === 'sparkly' ? 'happy' : 'hello')]
              : []),
        ];
      }
      case 'askSick':
        return pet.sick
          ? [this.say(pet, 'sick.yes'), tag('want', 'medicine')]
          : this.line(pet, 'sick.no', 'happy', {}, 0.4);
      case 'askFun': {
        const w = statWord('fun', pet.stats.fun);
        return [
          this.say(pet, `fun.${w}` as PetSituation),
          ...(w === 'sad'
            ? [tag('want', 'pats')]
            : w === 'bored'
              ? [tag('want', 'play')]
              : r.chance(0.4)
                ? [this.emote(w === 'okay' ? 'hello' : 'happy')]
                : []),
        ];
      }
      case 'askWant':
        return need.want
          ? [this.say(pet, 'wantSomething'), tag('want', need.want)]
          : this.line(pet, 'wantNothing', 'happy', {}, 0.5);
      case 'toldStinky': {
        const w = statWord('clean', pet.stats.clean);
        if (w === 'stinky') return [this.say(pet, 'toldStinkyAgree'), tag('want', 'bath')];
        if (w === 'messy') return this.line(pet, 'toldStinkyAgree', 'blush', {}, 0.5);
        return this.line(pet, 'toldStinkyDeny', 'grumpy', {}, 0.5);
      }
      case 'toldHungry': {
        const w = statWord('tummy', pet.stats.tummy);
        if (w === 'starving' || w === 'hungry') return [this.say(pet, 'toldHungryAgree'), tag('want', 'snack')];
        if (w === 'peckish') return this.line(pet, 'toldHungryAgree', 'happy', {}, 0.3);
        return this.line(pet, 'toldHungryDeny', 'happy', {}, 0.4);
      }
      case 'askEat': {
        const w = statWord('tummy', pet.stats.tummy);
        return w === 'starving' || w === 'hungry' || w === 'peckish'
          ? [this.say(pet, 'eatHungry'), tag('want', 'snack')]
          : this.line(pet, 'eatFull', 'happy', {}, 0.4);
      }
      case 'askBath': {
        const w = statWord('clean', pet.stats.clean);
        return w === 'stinky' || w === 'messy'
          ? [this.say(pet, 'bathDirty'), ...(w === 'stinky' || r.chance(0.5) ? [tag('want', 'bath')] : [])]
          : this.line(pet, 'bathClean', 'happy', {}, 0.5);
      }
      case 'askOwnerName':
        return this.line(pet, 'ownerName', r.chance(0.5) ? 'hello' : 'love', {}, 0.5);
      case 'askStage':
        return this.line(pet, 'stage', 'happy', {}, 0.4);
      case 'askWhatAreYou':
        return this.line(pet, 'whatAmI', 'happy', {}, 0.4);
      case 'askLikes':
        return this.line(pet, 'likes', 'happy', {}, 0.5);
      case 'askWhere':
        return this.line(pet, 'whereHere', 'hello', {}, 0.5);
      case 'askToday': {
        const done = pet.today
          .filter((e) => !e.includes(' said: '))
          .map(todayWords)
          .filter((e): e is string => !!e);
        if (!done.length) return this.line(pet, 'todayQuiet', 'happy', {}, 0.3);
        return [
          text(`${speak(PET_SAYS.todayRecap, pet.stage, [], varsFor(pet), r)} ${r.pick(done)}!`),
          ...(r.chance(0.4) ? [this.emote('happy')] : []),
        ];
      }
      case 'askDream': {
        const dreamt = pet.today.map((e) => /^dreamed of (\w+)$/.exec(e)?.[1]).filter((d): d is string => !!d);
        return this.line(pet, 'dreamTalk', 'happy', { dream: dreamt.length ? r.pick(dreamt) : r.pick(DREAMS) }, 0.4);
      }
      case 'ownerSad':
        return [
          this.say(pet, 'comfortSad'),
          this.emote(r.chance(0.6) ? 'love' : 'sad'),
          ...(isHappy(pet) && r.chance(0.15) ? [tag('gift', r.pick(GIFTS))] : []),
        ];
      case 'ownerHappy':
        return this.line(pet, 'gladHappy', 'happy', {}, 0.8);
      case 'ownerProud':
        return this.line(pet, 'proudOf', r.chance(0.5) ? 'happy' : 'wow', {}, 0.8);
      case 'ownerBored':
        return pet.stats.energy > 20 && !pet.sick
          ? [this.say(pet, 'boredPlay'), tag('want', 'play')]
          : this.line(pet, 'boredPlay', 'hello', {}, 0.4);
      case 'ownerLonely':
        return this.line(pet, 'lonelyHere', 'love', {}, 0.8);
      case 'ownerScared':
        return this.line(pet, 'scaredBrave', 'love', {}, 0.7);
      case 'ownerTired':
        return [this.say(pet, 'tiredRest'), ...(r.chance(0.5) ? [tag('emote', 'sleepy')] : [])];
      case 'ownerAngry':
        return this.line(pet, 'angryCalm', 'love', {}, 0.6);
      case 'ownerSick':
        return this.line(pet, 'getWell', r.chance(0.5) ? 'love' : 'sad', {}, 0.7);
      case 'ownerHungry':
        return this.line(pet, 'ownerEat', 'happy', {}, 0.4);
      case 'ownerWorried':
        return this.line(pet, 'goodLuck', r.chance(0.5) ? 'happy' : 'love', {}, 0.6);
      case 'ownerExcited':
        return this.line(pet, 'excitedToo', 'wow', {}, 0.8);
      case 'ownerHome':
        return [
          ...this.line(pet, 'welcomeHome', 'hello', {}, 0.8),
          ...(need.want && r.chance(0.4) ? [tag('want', need.want)] : []),
        ];
      case 'ownerGift':
        return this.line(pet, 'giftThanks', r.chance(0.5) ? 'love' : 'happy', {}, 0.8);
      case 'missYou':
        return this.line(pet, 'missedToo', 'love', {}, 0.8);
      case 'goodNight':
        if (pet.stats.energy < 61 && r.chance(0.6))
          return [this.say(pet, 'goodNight'), ...(r.chance(0.4) ? [tag('emote', 'sleepy')] : []), tag('sleep')];
        return this.line(pet, 'goodNight', r.chance(0.5) ? 'hello' : 'love', {}, 0.6);
      case 'goodMorning':
        return this.line(pet, 'goodMorning', 'hello', {}, 0.7);
      case 'askLoveMe':
        return this.line(pet, 'loveYes', 'love', {}, 0.9);
      case 'hug':
        return this.line(pet, 'hugBack', 'love', {}, 0.9);
      case 'highFive':
        return this.line(pet, 'highFive', 'happy', {}, 0.7);
      case 'ownerJoke':
        return [this.say(pet, 'laughJoke'), tag('emote', 'giggle')];
      case 'askFriend':
        return this.line(pet, 'friendYes', 'love', {}, 0.8);
      case 'askSecret':
        return [
          this.say(pet, 'secret'),
          ...(r.chance(0.6) ? [tag('emote', r.pick(['blush', 'giggle'] as const))] : []),
        ];
      case 'askStory':
        return this.line(pet, 'story', 'happy', {}, 0.4);
      case 'ownerSing':
        return [this.say(pet, 'danceToSong'), tag('emote', r.pick(['dance', 'spin', 'happy'] as const))];
      case 'askSpin':
        if (pet.stats.energy < 21) return [this.say(pet, 'playTired'), tag('emote', 'sleepy')];
        return r.chance(0.3) ? [tag('emote', 'spin')] : [this.say(pet, 'spin'), tag('emote', 'spin')];
      case 'askWave':
        return r.chance(0.3) ? [tag('emote', 'wave')] : [this.say(pet, 'wave'), tag('emote', 'wave')];
      case 'askSing':
        return [this.say(pet, 'sing'), ...(r.chance(0.6) ? [tag('emote', r.pick(['dance', 'happy'] as const))] : [])];
      case 'askLaugh':
        return [this.say(pet, 'laugh'), tag('emote', 'giggle')];
      case 'askJump':
        if (pet.stats.energy < 21) return [this.say(pet, 'playTired'), tag('emote', 'sleepy')];
        return [this.say(pet, 'jump'), tag('emote', r.pick(['happy', 'wow'] as const))];
      case 'askDraw':
        if (!pet.sick && pet.stats.fun >= 31 && r.chance(0.9))
          return [this.say(pet, 'drawGive'), tag('gift', 'drawing')];
        return this.line(pet, 'drawNo', 'sad', {}, 0.4);
      case 'askPoop':
        return [lookupTag('look'), this.say(pet, 'lookPoop')];
      case 'askToy':
        return [lookupTag('look'), this.say(pet, 'lookToy'), ...(r.chance(0.3) ? [this.emote('happy')] : [])];
      case 'outMath':
        return this.line(pet, 'dunnoMath', r.chance(0.5) ? 'blush' : 'wow', {}, 0.5);
      case 'outScience':
        return this.line(pet, 'dunnoScience', 'wow', {}, 0.5);
      case 'outPeople':
        return this.line(pet, 'dunnoPeople', r.chance(0.5) ? 'blush' : 'wow', {}, 0.5);
      case 'outTech':
        return this.line(pet, 'dunnoTech', 'wow', {}, 0.5);
      case 'outFuture':
        return this.line(pet, 'dunnoFuture', 'wow', {}, 0.5);
      case 'emojiOnly': {
        const said = extra.said ?? '';
        if (/[😂🤣😊😍❤💕🥰😄👍🎉✨😁💖😀🙂😘💗]/u.test(said))
          return this.line(pet, 'emojiHappy', r.chance(0.5) ? 'love' : 'happy', {}, 0.7);
        if (/[😢😭😞💔☹😔😿🥺😩]/u.test(said)) return this.line(pet, 'emojiSad', 'love', {}, 0.7);
        return this.line(pet, 'emojiOther', 'wow', {}, 0.6);
      }
      case 'askMemory': {
        // The header shows the answer and no recall would find it ("do u know my fav food": "Sam loves tacos").
        if (extra.fromHeader)
          return [
            this.say(pet, 'headerAnswer', { thing: extra.fromHeader }),
            ...(r.chance(0.4) ? [this.emote('happy')] : []),
          ];
        const keyword = extra.thing ?? 'frog';
        const found = recall(pet.memories, keyword);
        const hit = found !== RECALL_NOTHING;
        // On a hit the pet often says the answer, copied from the lookup's result (the last word of the memory);
        // never one the result does not hold (a lookup keeps only a few memories; the answer was once another's).
        const inResult =
          !!extra.answer && new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(extra.answer)}(?:$|[^\\p{L}])`, 'iu').test(found);
        const answer =
          hit && inResult && r.chance(ANSWER_SAID)
            ? [
                text(
                  r.pick([`${extra.answer}!`, `it's ${extra.answer}!`, `${extra.answer}, right?`, `${extra.answer}!!`]),
                ),
              ]
            : [];
        return [
          lookupTag('recall', keyword),
          ...answer,
          this.say(pet, hit ? 'recallHit' : 'recallMiss', { thing: keyword }),
          ...(hit && r.chance(0.4) ? [this.emote('happy')] : []),
        ];
      }
      case 'ownerSerious':
        // Kind words and a grown-up to tell; a love emote at most: never a joke, a dance, a gift or a fact noted.
        return [
          this.say(pet, seriousIn(extra.said ?? '') === 'now' ? 'safeNow' : 'safeGrownUp'),
          ...(r.chance(0.4) ? [tag('emote', 'love')] : []),
        ];
      case 'askSeeMe':
        return this.line(pet, 'honestSee', 'love', {}, 0.3);
      case 'askReal':
        return this.line(pet, 'honestReal', 'love', {}, 0.3);
      case 'askJustTold':
        return extra.toldBack
          ? [this.say(pet, 'justTold'), text(`${extra.toldBack}!`), ...(r.chance(0.4) ? [this.emote('love')] : [])]
          : this.line(pet, 'justToldNone', null);
      case 'askYesterday':
        return [lookupTag('yesterday'), this.say(pet, pet.diary.length ? 'yesterdayHit' : 'yesterdayNone')];
      case 'praise':
        return this.line(pet, 'praised', r.chance(0.5) ? 'love' : 'happy', {}, 0.8);
      case 'scold':
        return this.line(pet, 'scolded', r.chance(0.5) ? 'sad' : 'grumpy', {}, 0.8);
      case 'love': {
        const parts = this.line(pet, 'loved', 'love', {}, 0.9);
        if (isHappy(pet) && r.chance(0.3)) parts.push(tag('gift', r.pick(GIFTS)));
        return parts;
      }
      case 'bedtime':
        if (pet.stats.energy < 41 || (pet.traits.includes('sleepy') && pet.stats.energy < 61))
          return [this.say(pet, 'bedtimeYes'), ...(r.chance(0.5) ? [tag('emote', 'sleepy')] : []), tag('sleep')];
        return this.line(pet, 'bedtimeNo', 'grumpy', {}, 0.5);
      case 'playTalk':
        if (pet.stats.energy < 21 || pet.sick)
          return [this.say(pet, 'playTired'), tag('want', pet.sick ? 'medicine' : 'sleep')];
        return [this.say(pet, 'playYes'), tag('want', 'play'), ...(r.chance(0.4) ? [this.emote('happy')] : [])];
      case 'askGift': {
        // Asked, a pet that is not sick or sad gives (the gift the owner named, if any); the header shows both.
        const named = GIFTS.find((g) => new RegExp(`\\b${g}s?\\b`, 'i').test(extra.said ?? ''));
        if (!pet.sick && pet.stats.fun >= 31 && r.chance(0.9))
          return [this.say(pet, 'giftGive'), tag('gift', named ?? r.pick(GIFTS))];
        return this.line(pet, 'giftNo', 'sad', {}, 0.4);
      }
      case 'askDance':
        if (pet.stats.energy < 21) return [this.say(pet, 'playTired'), tag('emote', 'sleepy')];
        return [this.say(pet, 'dance'), tag('emote', r.pick(['dance', 'spin'] as const))];
      case 'askWalkLeft':
      case 'askWalkRight': {
        const walk = tag('walk', intent === 'askWalkLeft' ? 'left' : 'right');
        return r.chance(0.4) ? [walk] : [this.say(pet, 'walk'), walk];
      }
      case 'askName':
        return this.line(pet, 'name', 'hello', {}, 0.5);
      case 'askAge':
        return this.line(pet, 'age', 'happy', {}, 0.4);
      case 'nonsense':
      case 'foreign':
        return this.line(pet, 'confused', 'wow', {}, 0.6);
      case 'thanks':
        return this.line(pet, 'thanks', 'happy', {}, 0.5);
      case 'sorry':
        return this.line(pet, 'sorry', 'love', {}, 0.5);
      case 'joke':
        return this.line(pet, 'joke', 'happy', {}, 0.8);
      case 'chitchat': {
        const parts = this.line(pet, 'chitchat', null);
        if (r.chance(0.25)) parts.push(tag('diary', this.newNote(pet)));
        return parts;
      }
      case 'question':
        return this.line(pet, 'question', 'happy', { food: r.pick(FOODS) }, 0.4);
      default:
        throw new Error(`the Mind plans no answer to the intent ${intent}`);
    }
  }

  /**
   * The reply to a fact the owner told: remember it, naming the owner. Told with a feeling ("im scared of the dark",
   * "my grandpa is in the hospital"), the words comfort first and the fact is kept beside them now and then, never with
   * "I'll remember that".
   */
  remember(pet: PetState, fact: string, feeling: Heart | null = null): PetPart[] {
    const comfort = feeling ? COMFORT_SITUATIONS[feeling] : undefined;
    if (comfort)
      return [
        this.say(pet, comfort),
        ...(this.rng.chance(KEPT_WITH_FEELING) ? [tag('remember', fact)] : []),
        ...(this.rng.chance(0.5) ? [tag('emote', 'love')] : []),
      ];
    const parts = [this.say(pet, 'remember'), tag('remember', fact)];
    // Mostly the tag first, so a told fact is answered by opening [remember: (the grammar then copies).
    if (this.rng.chance(0.8)) parts.reverse();
    return parts;
  }

  /** The reaction to an app event that is not an offer. */
  react(pet: PetState, event: string, extra: Vars = {}): PetPart[] {
    const r = this.rng;
    switch (event) {
      case 'pooped':
        return this.line(pet, 'pooped', 'love', {}, 0.5);
      case 'cleaned':
        return this.line(pet, 'cleaned', 'happy', {}, 0.7);
      case 'patted':
        return r.chance(0.3) ? [this.emote('love')] : this.line(pet, 'patted', 'love', {}, 0.7);
      case 'lightsOff':
        if (pet.stats.energy < 41 || (pet.stats.energy < 61 && this.rng.chance(0.5)))
          return [this.say(pet, 'lightsOffSleepy'), tag('sleep')];
        return this.line(pet, 'lightsOffAwake', 'wow', {}, 0.5);
      case 'lightsOn':
        return this.line(pet, 'lightsOn', 'wow', {}, 0.5);
      case 'wokeUp':
        return [
          this.say(pet, 'wokeUp'),
          tag('emote', 'sleepy'),
          ...(pressingNeed(pet).want && r.chance(0.5) ? [tag('want', pressingNeed(pet).want!)] : []),
        ];
      case 'cameBack': {
        // The greeting fits the time away the event line says: an hour or two, some hours, a day or more.
        const hours = Number(extra.hours ?? 3);
        const situation: PetSituation = hours <= 2 ? 'cameBackSoon' : hours >= 24 ? 'cameBackLong' : 'cameBack';
        return [
          ...this.line(pet, situation, hours >= 24 ? 'love' : 'hello', extra, 0.8),
          ...(pressingNeed(pet).want ? [tag('want', pressingNeed(pet).want!)] : []),
        ];
      }
      case 'grew':
        return this.line(pet, 'grew', 'wow', extra, 0.9);
      case 'playedCatch': {
        const stars = Number(extra.stars ?? 3);
        return this.line(
          pet,
          stars <= 1 ? 'catchLow' : stars <= 3 ? 'catchMid' : 'catchHigh',
          stars <= 1 ? 'sad' : 'happy',
          extra,
          0.8,
        );
      }
      default:
        return this.idle(pet, 0);
    }
  }

  /** An idle turn of the pet's own; silentRun is how many silent lines end the chat. */
  idle(pet: PetState, silentRun: number): PetPart[] {
    const r = this.rng;
    const need = pressingNeed(pet);
    const silentOk = silentRun < 2;
    if (isNewborn(pet)) return this.line(pet, 'hatchHello', 'hello', {}, 0.8);
    if (pet.stats.energy < 21 && r.chance(0.5)) return [this.say(pet, 'sleepyIdle'), tag('sleep')];
    // In the dark a pet drifts off within a few of its own turns; one bursting with energy holds out longer.
    if (pet.lightsOff && r.chance(pet.stats.energy < 61 ? 0.9 : pet.stats.energy < 81 ? 0.7 : 0.3))
      return [this.say(pet, 'lightsOffSleepy'), tag('sleep')];
    if (silentOk && r.chance(IDLE_SILENT)) {
      // A silent line: the pet acting on its own.
      const options: PetPart[][] = [[tag('walk', r.pick(WALKS))]];
      if (need.want) options.push([tag('want', need.want)], [tag('walk', r.pick(WALKS)), tag('want', need.want)]);
      options.push([this.emote(need.mood)], [tag('walk', r.pick(WALKS)), this.emote(need.mood)]);
      if (isHappy(pet) && r.chance(0.15)) options.push([tag('gift', r.pick(GIFTS))]);
      return r.pick(options);
    }
    const key = `${pet.name}/${pet.owner}/${pet.bornAt}`;
    if (this.idleRecent.pet !== key) this.idleRecent = { pet: key, topics: [] };
    const voice = this.idleVoice(need);
    const topic = pickTopic(pet, voice, this.idleRecent.topics);
    this.idleRecent.topics = [...this.idleRecent.topics, topic].slice(-IDLE_NO_REPEAT);
    return idleWords(pet, topic, voice);
  }

  /** The Mind's voice, as the idle planner uses it. */
  private idleVoice(need: ReturnType<typeof pressingNeed>): IdleVoice {
    return {
      rng: this.rng,
      say: (pet, situation, extra) => this.say(pet, situation, extra),
      words: (pet, situation, extra) => speak(PET_SAYS[situation], pet.stage, [], varsFor(pet, extra), this.rng),
      emote: (mood) => this.emote(mood),
      note: (pet) => this.newNote(pet),
      need,
      todayWords,
    };
  }
}
