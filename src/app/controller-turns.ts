/**
 * The pet's turns: the owner's actions (a message, a care, a catch's end) each answered by a chat turn, the
 * idle turns between them, and the diary pages of finished days, each line asked of the brain and saved with
 * the state it changes.
 */
import type { GenerateRequest } from '../brain/generate.ts';
import type { TurnMessage } from '../brain/protocol.ts';
import {
  addDiaryPage,
  advance,
  applyPetLine,
  checkPetLine,
  cleanPoop,
  diaryState,
  finishCatch,
  lightsOff,
  lightsOn,
  offer,
  pat,
  sayWords,
  transcriptStart,
  whyCannot,
  worldState,
  type ActionResult,
  type PetEffect,
  type PetState,
} from '../sim/index.ts';
import { cleanOwnerText, fallbackBody, refusalHint } from '../world/index.ts';
import { PlainError, QUIET_DAY, type AppView, type CareAction } from './app-view.ts';
import { cueFor } from '../ui/scene.ts';
import { ControllerCore } from './controller-core.ts';

/** The view once a turn's answer is done: no dots, no streamed text (its line, saved, is in the chat). */
const DONE_THINKING = {
  thinking: false,
  idling: false,
  streaming: null,
  cut: false,
} as const satisfies Partial<AppView>;

export abstract class TurnController extends ControllerCore {
  /** The owner says something; the pet answers. Empty text is ignored. */
  async say(text: string): Promise<void> {
    const pet = this.view.pet;
    // The world's cleaning, once: its words go to the outbox and into the chat as they are; nothing left, nothing happens.
    const words = pet ? cleanOwnerText(text, { pet: pet.name, owner: pet.owner }) : null;
    if (words === null) return;
    if (this.view.phase === 'watching') return this.set({ notice: ControllerCore.WATCHING });
    // An idle turn in progress gives way at once; the message is saved before it is taken in.
    this.cancelIdle();
    // Saved at once, in its own transaction, before any turn: a close or a crash from here on loses nothing.
    let id: number | null = null;
    try {
      id = (await this.store.queueMessage(words, this.now())).id;
      this.set({ outbox: [...this.view.outbox, { id, text: words }] });
    } catch (e) {
      console.warn('the message could not be saved ahead of its turn', e);
    }
    // Something serious wakes a sleeping pet for sure: read with the learned reader where the brain has it.
    const serious = (await this.brain.readsSerious?.(words, { pet: pet!.name, owner: pet!.owner })) ?? undefined;
    await this.owner(async () => {
      await this.act((p) => sayWords(p, words, serious), id === null ? [] : [id]);
      if (id !== null) this.set({ outbox: this.view.outbox.filter((m) => m.id !== id) });
      await this.turn('chat');
    });
  }

  /** A care action; offers wait for the pet's [yes] or [no] in the turn that follows. */
  async care(action: CareAction): Promise<void> {
    if (!this.view.pet) return;
    await this.owner(async () => {
      // The sim's own reason, in the pet's words, when the care is not possible now (never the sim's error text).
      const asks = (
        { offer: 'offer', pat: 'pat', lightsOff: 'lightsOff', lightsOn: 'lightsOn', clean: 'cleanPoop' } as const
      )[action.kind];
      const why = this.view.pet ? whyCannot(advance(this.view.pet, this.now()).pet, asks) : null;
      if (why) throw new PlainError(`${why.charAt(0).toUpperCase()}${why.slice(1)}.`);
      const r = await this.act((p) => {
        switch (action.kind) {
          case 'offer':
            return offer(p, action.offer, action.food);
          case 'pat':
            return pat(p);
          case 'lightsOff':
            return lightsOff(p);
          case 'lightsOn':
            return lightsOn(p);
          case 'clean':
            return cleanPoop(p);
        }
      });
      if (action.kind === 'pat') this.cue({ kind: 'pat' });
      if (r) await this.turn('chat');
    });
  }

  /** The catch game ended with this many stars. */
  async finishCatch(stars: number): Promise<void> {
    await this.owner(async () => {
      // A game that ends when none is owed (a second end, a reload) changes nothing and shows nothing.
      if (this.view.pet && !this.view.pet.catchAwaiting)
        return console.warn('a catch game ended with none awaited; ignored');
      if (await this.act((p) => finishCatch(p, stars))) await this.turn('chat');
    });
  }

  /** Runs an owner action: an idle turn in progress is cancelled, one not yet started is skipped. */
  protected async owner(fn: () => Promise<void>): Promise<void> {
    if (this.view.phase === 'watching') return this.set({ notice: ControllerCore.WATCHING });
    this.ownerWaiting += 1;
    this.cancelIdle();
    try {
      await this.exclusive(fn);
    } finally {
      this.ownerWaiting -= 1;
      // Idle turns may run again: listeners (the idle driver) hear it, though the view did not change.
      if (this.ownerWaiting === 0) this.notify();
    }
  }

  /**
   * Whether an idle turn may run now: the one place that decides (the idle driver tells the idle worker's
   * timer from this, and idle() checks it again when the timer fires).
   */
  mayIdle(): boolean {
    const pet = this.view.pet;
    return (
      !!pet &&
      this.view.phase === 'playing' &&
      !this.running &&
      !this.view.thinking &&
      this.ownerWaiting === 0 &&
      !pet.catchAwaiting &&
      !pet.pendingOffer
    );
  }

  /**
   * An idle turn (from the idle worker): skipped while anything else is happening. Resolves true if it ran.
   * A day that ended while the app was open gets its diary page right after, in the same quiet moment.
   */
  async idle(): Promise<boolean> {
    if (!this.mayIdle()) return false;
    let ran = false;
    await this.exclusive(async () => {
      if (!this.mayIdle()) return;
      // The time that passed is saved with the idle line, in the turn's one write.
      this.set({ pet: this.caughtUp(this.view.pet!) });
      await this.turn('idle');
      ran = true;
    });
    if (ran && this.view.pet?.finishedDays.length) await this.writeDiaries();
    return ran;
  }

  /**
   * A newborn's first words, right after the hatch instead of after the idle wait (8–20 s): a turn on its empty chat,
   * answered by the world's hello while the brain is still waking. Nothing happens once anything is in the chat.
   */
  async hello(): Promise<void> {
    const fresh = () => this.view.phase === 'playing' && this.view.pet?.chat.length === 0;
    if (!fresh()) return;
    await this.exclusive(async () => {
      if (fresh()) await this.turn('chat');
    });
  }

  /** Stops an idle turn in progress: the owner's action comes first. */
  protected cancelIdle(): void {
    if (this.running?.mode === 'idle') this.running.abort.abort();
  }

  /** Moves the clock to now, then applies an owner action and saves it. */
  protected async act(fn: (p: PetState) => ActionResult, sent: readonly number[] = []): Promise<ActionResult | null> {
    const pet = this.view.pet;
    if (!pet) return null;
    const moved = advance(pet, this.now()).pet;
    const r = fn(moved);
    // Every owner action is answered by a chat turn at once (an offer, a message, a pat, a catch's end).
    await this.commit(r.pet, [], sent, {}, true);
    return r;
  }

  /** Asks the brain for the pet's next line and applies it, all saved in one transaction. */
  protected async turn(mode: 'chat' | 'idle'): Promise<void> {
    const pet = this.view.pet;
    if (!pet) return;
    const request: GenerateRequest = {
      mode,
      state: worldState(pet),
      lines: pet.chat,
      start: transcriptStart(pet),
      seed: this.seed(),
    };
    // The brain is still downloading: an idle turn waits for it; an answer comes from the world's line at once,
    // so care and chat never wait on the network (the banner says the brain is waking up).
    const waking = this.brain.isReady?.() === false;
    if (waking && mode === 'idle') return;
    let body = waking ? fallbackBody(request.start, request.lines, request.state) : await this.think(request, pet.name);
    if (body === null) return;
    let r: ReturnType<typeof applyPetLine>;
    try {
      // A brain that does not validate its own lines is the boundary: its line is checked before the saved life takes it.
      if (!this.brain.validates && !checkPetLine(pet, body).valid)
        body = fallbackBody(request.start, request.lines, request.state);
      r = applyPetLine(pet, body, this.now());
      // The answer's streamed text (or the thinking dots) stayed up while the line was saved: the line takes its place in the same update.
      await this.commit(r.pet, [], [], DONE_THINKING);
    } finally {
      if (this.view.thinking) this.set(DONE_THINKING);
    }
    for (const effect of r.effects) this.play(effect);
    const refused = r.effects.find((e) => e.kind === 'answer' && !e.accepted);
    // A no is the pet's to give; the owner is told why under the care bar, so a refusal is never a dead end.
    if (refused?.kind === 'answer')
      this.set({ hint: { text: refusalHint(refused.offer, worldState(pet).pet, refused.food), at: this.now() } });
  }

  /** The brain's line for a request, streamed to the view (which keeps it until turn() has saved it); null when the turn was cancelled. */
  protected async think(request: GenerateRequest, name: string): Promise<string | null> {
    let streamed = '';
    this.set({ thinking: true, idling: request.mode === 'idle', streaming: null });
    const abort = new AbortController();
    this.running = { mode: request.mode, abort };
    let answered = false;
    try {
      const onText = (piece: string, restart?: boolean) => {
        // A try the validator refused is dropped from view when the next one starts.
        streamed = restart ? piece : streamed + piece;
        this.set({ streaming: streamed });
      };
      const body = (await this.brain.generate(request, { onText, signal: abort.signal })).body;
      answered = true;
      return body;
    } catch (e) {
      if (abort.signal.aborted) return null;
      // The brain failed (not loaded, out of memory…): the world's fallback keeps the pet valid.
      console.error("the brain's turn failed", e);
      this.set({
        notice: `${name}'s brain could not think just now, so ${name} answered simply. It tries again next time.`,
      });
      answered = true;
      return fallbackBody(request.start, request.lines, request.state);
    } finally {
      this.running = null;
      // An answer stays on screen (its text, or the dots) until turn() has saved it and shows the line: no blank between.
      if (!answered) this.set({ ...DONE_THINKING, cut: abort.signal.aborted });
    }
  }

  /** Turns a line's effect into the LCD's animation, or the catch game. */
  protected play(effect: PetEffect): void {
    const cue = cueFor(effect);
    if (cue === 'catch') for (const fn of this.catchListeners) fn();
    else if (cue) this.cue(cue);
  }

  /** Writes a page for each finished day that has none, oldest first (each page saved with the state that files it). */
  async writeDiaries(): Promise<void> {
    await this.exclusive(async () => {
      let pet = this.view.pet;
      while (pet && pet.finishedDays.length) {
        const day = pet.finishedDays[0]!;
        this.set({ writingDiary: true });
        const state = diaryState(pet, day);
        const abort = new AbortController();
        this.running = { mode: 'diary', abort };
        try {
          let turn: TurnMessage;
          try {
            turn = await this.brain.generate(
              {
                mode: 'diary',
                state,
                lines: [],
                start: { pet: pet.name, owner: pet.owner, asleep: false },
                seed: this.seed(),
              },
              { signal: abort.signal },
            );
          } catch (e) {
            // Cancelled (a reset or an import replaced the pet): the page waits for the next day's visit.
            if (abort.signal.aborted) return;
            throw e;
          }
          const text = turn.body.trim() || QUIET_DAY;
          pet = addDiaryPage(pet, day.day, text);
          await this.commit(pet, [{ day: day.day, date: day.date, text, writtenAt: this.now() }]);
        } finally {
          this.running = null;
          this.set({ writingDiary: false });
        }
      }
    });
  }
}
