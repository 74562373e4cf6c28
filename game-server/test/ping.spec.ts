import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SOCKET_EVENTS } from '@learnstar/shared';
import type { GameServer } from '../src/bootstrap.js';
import { connect, login, startApi, startNode, storeFactory } from './harness.js';

describe('match server basics over a real socket', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let node: GameServer;
  const stores = storeFactory();
  beforeAll(async () => {
    api = await startApi();
    node = await startNode(api.url, stores.make());
  });
  afterAll(async () => {
    await node?.close();
    await stores.cleanup();
    await api?.stop();
  });

  test('health reports the store in use', async () => {
    // A probe gives up after 300 ms (health answers within 500 ms whatever is down), so a starved CI
    // machine can read one as down for a moment: the store in use answers ok within a few tries.
    const health = async () => (await (await fetch(`http://127.0.0.1:${node.port}/health`)).json()).data;
    await expect.poll(health, { timeout: 10_000 }).toMatchObject({ service: 'game-server', ok: true, store: { kind: process.env.REDIS_URL ? 'redis' : 'memory', ok: true } });
  });

  test('ping is acknowledged with the node name; the API token identifies the user', async () => {
    const anonymous = await connect(node.port);
    const ack = await anonymous.emitWithAck(SOCKET_EVENTS.ping, { sentAt: 123 });
    expect(ack).toMatchObject({ sentAt: 123, node: 'node-a', userId: null });
    anonymous.close();
    const pupil = await login(api.url, 'pupil1');
    const socket = await connect(node.port, pupil.ticket);
    expect((await socket.emitWithAck(SOCKET_EVENTS.ping, { sentAt: 1 })).userId).toBe(pupil.id);
    socket.close();
  });

  test('a bad payload is refused with a message key', async () => {
    const socket = await connect(node.port);
    expect(await socket.emitWithAck(SOCKET_EVENTS.ping, { sentAt: 'soon' })).toEqual({ error: 'validationFailed' });
    socket.close();
  });

  test('metrics report heap, CPU and the time the event loop was busy', async () => {
    const metrics = async () => (await (await fetch(`http://127.0.0.1:${node.port}/metrics?reset=1`)).json()).data;
    const before = await metrics();
    // The node runs in this process: holding the thread holds its event loop. Held for 150 ms of
    // the clock (the loop's busy time) and of CPU: on a busy machine 150 ms of wall time can be a
    // third of that in CPU, and the process's CPU also counts its other threads.
    const start = process.cpuUsage();
    const until = Date.now() + 150;
    const cpuMs = () => {
      const used = process.cpuUsage(start);
      return (used.user + used.system) / 1000;
    };
    while (Date.now() < until || cpuMs() < 150) {
      /* busy */
    }
    const after = await metrics();
    expect(after.loopActiveMs - before.loopActiveMs).toBeGreaterThanOrEqual(140);
    expect(after.cpuUserMs + after.cpuSystemMs - (before.cpuUserMs + before.cpuSystemMs)).toBeGreaterThanOrEqual(100);
    expect(after.heapUsed).toBeGreaterThan(0);
    expect(after.loopDelayMaxMs).toBeGreaterThanOrEqual(0);
  });

  test('a forged session token (the API-checked way tools connect) is treated as anonymous', async () => {
    const socket = await connect(node.port, { token: 'forged' });
    expect((await socket.emitWithAck(SOCKET_EVENTS.ping, { sentAt: 1 })).userId).toBeNull();
    socket.close();
  });
});
