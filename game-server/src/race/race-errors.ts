import type { MessageKey } from '@learnstar/shared';

/** A refusal a racer can cause; the gateway answers `{ ok: false, msg }` and the client translates msg. */
export class RaceRefusal extends Error {
  constructor(readonly msg: MessageKey) {
    super(msg);
  }
}
