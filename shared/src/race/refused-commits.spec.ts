import { describe, expect, test } from 'vitest';
import type { RaceAck, RaceInputAck } from '../socket/race-events.js';
import { RefusedCommits } from './refused-commits.js';

type Commit = { seq: number; text: string };
const gap: RaceAck<RaceInputAck> = { ok: false, msg: 'serviceUnavailable', retryInMs: 20 };

/** A match server whose store is away for the first `gapFor` sends, then takes commits in order. */
function server(gapFor: number, refuseWith?: string) {
  const got: number[] = [];
  let sends = 0;
  return {
    got,
    send: async (input: Commit): Promise<RaceAck<RaceInputAck>> => {
      if (sends++ < gapFor) return gap;
      if (refuseWith) return { ok: false, msg: refuseWith };
      got.push(input.seq);
      return { ok: true, data: { accepted: true, lastSeq: input.seq, storedSeq: input.seq } };
    },
  };
}

function tracked(send: (input: Commit) => Promise<RaceAck<RaceInputAck> | null>) {
  const events: string[] = [];
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const retry = new RefusedCommits<Commit>({
    send,
    answered: (ack) => events.push(`answered ${ack.lastSeq}`),
    refused: (msg) => events.push(`refused ${msg}`),
    waiting: (isWaiting) => {
      events.push(isWaiting ? 'waiting' : 'live');
      if (!isWaiting) settle();
    },
  });
  return { retry, events, settled };
}

describe('commits refused while the store is away', () => {
  test('are sent again in order after the hint, again after each new hint, until answered', async () => {
    const match = server(2);
    const { retry, events, settled } = tracked(match.send);
    const began = Date.now();
    retry.refused({ seq: 4, text: 'b' }, 20);
    retry.refused({ seq: 3, text: 'a' }, 20);
    await settled;
    expect(match.got).toEqual([3, 4]);
    expect(events).toEqual(['waiting', 'answered 3', 'answered 4', 'live']);
    // First hint, then two more refusals' hints.
    expect(Date.now() - began).toBeGreaterThanOrEqual(55);
  });

  test('a refusal for another reason is shown and the commit given up; a cancel (the line dropped) sends nothing more', async () => {
    const refusing = tracked(server(0, 'removedFromRace').send);
    refusing.retry.refused({ seq: 1, text: 'a' }, 10);
    await refusing.settled;
    expect(refusing.events).toEqual(['waiting', 'refused removedFromRace', 'live']);

    const match = server(0);
    const cancelled = tracked(match.send);
    cancelled.retry.refused({ seq: 1, text: 'a' }, 10);
    cancelled.retry.cancel();
    await new Promise((r) => setTimeout(r, 40));
    expect(match.got).toEqual([]);
    expect(cancelled.events).toEqual(['waiting', 'live']);
  });
});
