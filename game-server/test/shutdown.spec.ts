import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Socket } from 'socket.io-client';
import { RACE_EVENTS_IO as EV, type RaceResultRow, type RaceView } from '@learnstar/shared';
import { connect, login, must, next, raceTestEnvironment, startNode, storeFactory } from './harness.js';
import { RaceRepository } from '../src/race/race-repository.js';
import type { GameServer } from '../src/bootstrap.js';

/**
 * The match server's SIGTERM path (main.ts calls `close(shutdownGraceMs)`): a race ending within the
 * grace period finishes and its results are written; racers of a race that goes on past it are told
 * to reconnect and nothing of theirs is written; no new socket is let in meanwhile.
 */
describe('a match server stopping mid-race', () => {
  const env = raceTestEnvironment(['sue', 'tom'], 3, { beforeAll, afterAll });
  const stores = storeFactory();
  let node: GameServer;
  const sockets: Socket[] = [];
  const open = async (ticket: string) => {
    const socket = await connect(node.port, ticket);
    sockets.push(socket);
    return socket;
  };
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await stores.cleanup();
  });

  test('the race ending within the grace period writes its results; the other is told to reconnect', async () => {
    node = await startNode(env.api.url, stores.make(), 'stopping-node');
    const [teacher, sue, tom] = [await login(env.api.url, 'teacher1'), await login(env.api.url, 'sue', 'racer123'), await login(env.api.url, 'tom', 'racer123')];
    const host = await open(teacher.ticket);
    const [sueSocket, tomSocket] = [await open(sue.ticket), await open(tom.ticket)];
    const endingSoon = await must<RaceView>(host, EV.createClassroom, { game: 1, gradeCode: 3, level: 'elementary', durationSec: 300, lateJoin: false });
    const goingOn = await must<RaceView>(host, EV.createClassroom, { game: 1, gradeCode: 3, level: 'elementary', durationSec: 300, lateJoin: false });
    await must(sueSocket, EV.joinClassroom, { joinCode: endingSoon.joinCode });
    await must(tomSocket, EV.joinClassroom, { joinCode: goingOn.joinCode });
    const started = [next<RaceView>(sueSocket, EV.started, 10_000), next<RaceView>(tomSocket, EV.started, 10_000)];
    await must(host, EV.start, { raceId: endingSoon.raceId });
    await must(host, EV.start, { raceId: goingOn.raceId });
    const [sueText, tomText] = (await Promise.all(started)).map((view) => Array.from(view.text!));
    await must(sueSocket, EV.input, { raceId: endingSoon.raceId, seq: 1, kind: 'insert', text: sueText.slice(0, 3).join(''), mode: 'ime' });
    await must(tomSocket, EV.input, { raceId: goingOn.raceId, seq: 1, kind: 'insert', text: tomText.slice(0, 3).join(''), mode: 'ime' });

    // The first race's time runs out 1.5 s from now, inside a 6 s grace period; the second's does not.
    const repo = node.app.get(RaceRepository);
    // The race's last round trip after it turns 'finished' in the store is slow, as on a busy
    // machine: the node must still announce the results before it closes its sockets.
    const unschedule = repo.unschedule.bind(repo);
    repo.unschedule = async (raceId) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return unschedule(raceId);
    };
    const endAt = Date.now() + 1_500;
    await repo.update(endingSoon.raceId, { endAt });
    await repo.scheduleStep(endingSoon.raceId, endAt);
    const sueResults = next<{ results: RaceResultRow[] }>(sueSocket, EV.finished, 10_000);
    const tomTold = next<{ reconnectInMs: number }>(tomSocket, EV.serverRestarting, 10_000);

    const began = Date.now();
    const stopped = node.close(6_000);
    await new Promise((r) => setTimeout(r, 300));
    await expect(connect(node.port, tom.ticket)).rejects.toThrow('serverRestarting');
    await stopped;
    // It waited for the race that was ending, not for the whole grace period.
    expect(Date.now() - began).toBeLessThan(5_500);

    const { results } = await sueResults;
    expect(results).toEqual([expect.objectContaining({ userId: sue.id, correctChars: 3, autoSubmitted: true })]);
    expect(await env.api.db.prisma.raceResult.count({ where: { raceId: endingSoon.raceId } })).toBe(1);
    expect((await tomTold).reconnectInMs).toBeGreaterThan(0);
    expect(await env.api.db.prisma.raceResult.count({ where: { raceId: goingOn.raceId } })).toBe(0);
  });
});
