/**
 * The screen of a pet record that could not be opened: what went wrong, and what can be done right here,
 * since settings cannot be reached without a pet: each backup, one tap away, and the record as read, to a file.
 */
import { LitElement, css, html } from 'lit';
import { THEME } from './theme.ts';
import { fire } from './events.ts';
import { formatMoment } from './format.ts';
import type { BackupInfo } from '../store/db.ts';

/**
 * @fires tl-restore - detail: { id }, a backup to bring back
 * @fires tl-export-read - save the record as it was read to a file
 */
export class TlRescue extends LitElement {
  static override properties = { notice: { type: String }, backups: { attribute: false } };

  static override styles = [
    THEME,
    css`
    :host { display: grid; gap: 12px; padding: 12px; max-width: 480px; margin: 0 auto; }
    p { margin: 0; }
    ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
    li { display: flex; gap: 8px; align-items: center; justify-content: space-between; }
    button { font: inherit; min-height: 44px; padding: 0 16px; border: none; border-radius: 12px; background: var(--tl-accent); color: white; cursor: pointer; }
    .muted { color: var(--tl-muted); }
  `,
  ];

  declare notice: string;
  declare backups: readonly BackupInfo[];

  constructor() {
    super();
    this.notice = '';
    this.backups = [];
  }

  override render() {
    return html`
      <p class="problem" role="alert">${this.notice || 'The pet could not be opened.'}</p>
      ${
        this.backups.length
          ? html`<ul class="rescue-backups">${this.backups.map(
              (b) => html`<li>
            <span>${b.name} · day ${b.day} · ${formatMoment(b.at)} <span class="muted">${b.kind === 'daily' ? 'daily' : 'before it was replaced'}</span></span>
            <button class="restore" type="button" @click=${() => fire(this, 'tl-restore', { id: b.id })}>Restore</button></li>`,
            )}</ul>`
          : html`<p class="muted">There are no backups in this browser.</p>`
      }
      <div><button class="export-read" type="button" @click=${() => fire(this, 'tl-export-read')}>Save what was read to a file</button></div>
    `;
  }
}
if (!customElements.get('tl-rescue')) customElements.define('tl-rescue', TlRescue);
declare global {
  interface HTMLElementTagNameMap {
    'tl-rescue': TlRescue;
  }
}
