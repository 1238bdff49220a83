/**
 * Binds an element to the pet's controller (a Lit ReactiveController): it listens while the element is
 * connected, to whichever controller it is given, and lets go when the element leaves the page or the
 * controller changes, so an element never keeps a dead controller's listeners.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PetController } from '../app/controller.ts';

/** What to listen to on a controller; returns the unsubscribes. */
export type Listen = (c: PetController) => (() => void)[];

export class ControllerBinding implements ReactiveController {
  private controller: PetController | null = null;
  private connected = false;
  private off: (() => void)[] = [];

  constructor(
    host: ReactiveControllerHost,
    private readonly listen: Listen,
  ) {
    host.addController(this);
  }

  /** Listens to `c` from now on (null: to none). */
  use(c: PetController | null): void {
    if (c === this.controller) return;
    this.controller = c;
    this.rebind();
  }

  hostConnected(): void {
    this.connected = true;
    this.rebind();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.rebind();
  }

  private rebind(): void {
    for (const f of this.off.splice(0)) f();
    if (this.connected && this.controller) this.off = this.listen(this.controller);
  }
}
