import { Worker } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import {
  JOIN_CODE_ALPHABET,
  JOIN_CODE_GUESS_LIMITS,
  RACE_EVENTS_IO as EV,
  SOCKET_PATH,
  type HostFlags,
  type FinishedNotice,
  type OwnResult,
  type RaceResultRow,
  type RaceView,
} from '@learnstar/shared';
import { ask, login, must, next, raceTestEnvironment, sleep } from './harness.js';

/** What a pupil must never get about another racer (issue 55): the host's alone. */
const PRIVATE_FIELDS = ['flagged', 'points', 'mistakes', 'timeline', 'answers'];

/** Every object in a payload that is about a racer (has a numeric userId), however deep. */
function racerObjects(value: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const item of value) racerObjects(item, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.userId === 'number') found.push(record);
    for (const inner of Object.values(record)) racerObjects(inner, found);
  }
  return found;
}

/** A busy CI machine's scheduling noise on a loopback ack (see the latency check below). */
const ACK_NOISE_FLOOR_MS = 25;
const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1];
const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];

describe('safe rooms: guessed codes are refused, a flooding socket slows nobody, the host locks the room, pupils see only the board of others', () => {
  const env = raceTestEnvironment(['sfann', 'sfben', 'sfguess', 'sfaddr', 'sfnear', 'sfcal', 'sfdan', 'sfeve', 'sffay', 'sfgus'], 3, { beforeAll, afterAll });

  /** A socket that says it comes through a proxy on this machine for `address` (as nginx forwards it). */
  const openFrom = (ticket: string, address: string): Promise<Socket> => {
    const socket = io(`http://127.0.0.1:${env.node.port}`, { path: SOCKET_PATH, auth: { ticket }, transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { 'x-forwarded-for': address } });
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };

  const classroom = async () => {
    const teacher = await login(env.api.url, 'teacher1');
    const host = await env.open(teacher.ticket);
    const room = await must<RaceView>(host, EV.createClassroom, { game: 1, gradeCode: 3, level: 'elementary', durationSec: 60, lateJoin: false });
    return { teacher, host, room };
  };

  test("one socket flooding classroom:join with random codes is refused after its wrong codes, even the right one, and another racer's acks stay within 2x", async () => {
    const { room } = await classroom();
    // The racer beside it: a practice race, one commit every 100 ms (a character in, then out again).
    const ann = await login(env.api.url, 'sfann', 'racer123');
    const racer = await env.open(ann.ticket);
    const practice = await must<RaceView>(racer, EV.startPractice, { gradeCode: 3, level: 'elementary' });
    const { text } = await next<RaceView>(racer, EV.started, 10_000);
    let seq = 0;
    const commits = async (count: number): Promise<number[]> => {
      const took: number[] = [];
      for (let i = 0; i < count; i++) {
        seq++;
        const input = seq % 2 ? { kind: 'insert', text: Array.from(text!)[0], mode: 'ime' } : { kind: 'delete', count: 1 };
        const sent = performance.now();
        expect(await must(racer, EV.input, { raceId: practice.raceId, seq, ...input })).toMatchObject({ accepted: true });
        took.push(performance.now() - sent);
        await sleep(100);
      }
      return took;
    };
    await commits(10);
    const alone = await commits(40);

    const guesser = await login(env.api.url, 'sfguess', 'racer123');
    const worker = new Worker(new URL('./join-flooder.mjs', import.meta.url), {
      workerData: { url: `http://127.0.0.1:${env.node.port}`, path: SOCKET_PATH, ticket: guesser.ticket, event: EV.joinClassroom, alphabet: JOIN_CODE_ALPHABET, inFlight: 32, durationMs: 5_500, realCode: room.joinCode, refillMs: 2_500 },
    });
    const messages: Record<string, any> = {};
    const heard = (type: string) => new Promise<any>((resolve, reject) => {
      worker.on('message', (m: { type: string }) => m.type === type && resolve((messages[type] = m)));
      worker.once('error', reject);
    });
    const [flooding, flooded, done] = [heard('flooding'), heard('flooded'), heard('done')];
    await flooding;
    await sleep(300);
    const beside = await commits(40);
    const { answers, connected } = await flooded;
    const { real } = await done;
    await worker.terminate();

    const sent = Object.values(answers as Record<string, number>).reduce((a, b) => a + b, 0);
    const [aloneP95, besideP95] = [p95(alone), p95(beside)];
    console.log(`flood: ${sent} joins sent, answers ${JSON.stringify(answers)}; the other racer's ack median ${median(alone).toFixed(2)} ms alone, ${median(beside).toFixed(2)} ms beside the flood; p95 ${aloneP95.toFixed(2)} and ${besideP95.toFixed(2)} ms`);
    // A flood: more joins in 5.5 s than an address may try in two minutes. 2,396 and 3,446 in two CI
    // runs on the machine whose page faults cost ten times as much (decision 0014), 826 in a third.
    expect(sent).toBeGreaterThan(2 * JOIN_CODE_GUESS_LIMITS.ip.max);
    // At most the socket's wrong codes were looked up; everything else was refused unread, or, when
    // the loaded store let a command time out (3 of 111,105 in one CI run beside three browsers),
    // refused as 'serviceUnavailable': nobody joins either way.
    expect(answers.raceNotFound).toBeLessThanOrEqual(JOIN_CODE_GUESS_LIMITS.socket.max);
    expect(answers.joined).toBeUndefined();
    expect((answers.tooManyWrongCodes ?? 0) + (answers.tooManyRequests ?? 0) + (answers.serviceUnavailable ?? 0)).toBe(sent - answers.raceNotFound);
    expect(answers.tooManyWrongCodes).toBeGreaterThan(0);
    expect(answers.tooManyRequests).toBeGreaterThan(0);
    expect(connected).toBe(true);
    // The median within 2x of a floor of 25 ms: on loopback an ack takes about 5 ms alone, and CI
    // runs this beside other lanes on 2 cores, where scheduling slices moved a p95 of 40 samples
    // from 30 to 97 ms with the guard in place; the median holds still. The unguarded flood of the
    // issue took acks to 135 ms.
    expect(median(beside)).toBeLessThanOrEqual(2 * Math.max(median(alone), ACK_NOISE_FLOOR_MS));

    // The right code is refused too, on that socket and on any other of the account; another pupil joins.
    expect(real).toBe('tooManyWrongCodes');
    expect(await ask(await env.open(guesser.ticket), EV.joinClassroom, { joinCode: room.joinCode })).toEqual({ ok: false, msg: 'tooManyWrongCodes' });
    const ben = await login(env.api.url, 'sfben', 'racer123');
    expect((await must<RaceView>(await env.open(ben.ticket), EV.joinClassroom, { joinCode: room.joinCode })).raceId).toBe(room.raceId);
  }, 60_000);

  test('wrong codes count per address: an address that used up its wrong codes is refused for every account, another address is not', async () => {
    const { room } = await classroom();
    const [addr, near] = [await login(env.api.url, 'sfaddr', 'racer123'), await login(env.api.url, 'sfnear', 'racer123')];
    const first = await openFrom(addr.ticket, '10.9.8.7');
    expect(await ask(first, EV.joinClassroom, { joinCode: 'ZZZZZZ' })).toEqual({ ok: false, msg: 'raceNotFound' });
    expect(await env.node.store.get('joinguesses:ip:10.9.8.7')).toBe('1');
    // As if the school's other pupils had used up the address's wrong codes.
    await env.node.store.set('joinguesses:ip:10.9.8.7', String(JOIN_CODE_GUESS_LIMITS.ip.max), JOIN_CODE_GUESS_LIMITS.waitMs);
    expect(await ask(await openFrom(near.ticket, '10.9.8.7'), EV.joinClassroom, { joinCode: room.joinCode })).toEqual({ ok: false, msg: 'tooManyWrongCodes' });
    expect((await must<RaceView>(await openFrom(near.ticket, '10.9.8.8'), EV.joinClassroom, { joinCode: room.joinCode })).raceId).toBe(room.raceId);
  });

  test('the host locks the room once the class is in: nobody new joins, a racer already in comes back, and unlocking lets others in', async () => {
    const { host, room } = await classroom();
    const [cal, dan] = [await login(env.api.url, 'sfcal', 'racer123'), await login(env.api.url, 'sfdan', 'racer123')];
    const calSocket = await env.open(cal.ticket);
    await must(calSocket, EV.joinClassroom, { joinCode: room.joinCode });
    expect(await ask(calSocket, EV.lock, { raceId: room.raceId, locked: true })).toEqual({ ok: false, msg: 'teachersOnly' });
    const told = next<RaceView>(calSocket, EV.state, 5_000, (v) => v.locked);
    expect((await must<RaceView>(host, EV.lock, { raceId: room.raceId, locked: true })).locked).toBe(true);
    await told;
    const danSocket = await env.open(dan.ticket);
    expect(await ask(danSocket, EV.joinClassroom, { joinCode: room.joinCode })).toEqual({ ok: false, msg: 'roomLocked' });
    // A refusal of a right code is not a wrong code.
    expect(await env.node.store.get(`joinguesses:account:${dan.id}`)).toBeNull();
    expect((await must<RaceView>(await env.open(cal.ticket), EV.joinClassroom, { joinCode: room.joinCode })).raceId).toBe(room.raceId);
    expect((await must<RaceView>(host, EV.lock, { raceId: room.raceId, locked: false })).locked).toBe(false);
    expect((await must<RaceView>(danSocket, EV.joinClassroom, { joinCode: room.joinCode })).board.map((b) => b.userId).sort()).toEqual([cal.id, dan.id].sort());
  });

  test("through a whole classroom race with a held classmate, a pupil's socket gets no other racer's hold, points, mistakes or timeline; the host gets them all", async () => {
    const { teacher, host, room } = await classroom();
    const [eve, fay, gus] = await Promise.all(['sfeve', 'sffay', 'sfgus'].map((a) => login(env.api.url, a, 'racer123')));
    const [eveSocket, faySocket, gusSocket] = await Promise.all([eve, fay, gus].map((p) => env.open(p.ticket)));
    const heard: { event: string; payload: unknown }[] = [];
    eveSocket.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
    for (const s of [eveSocket, faySocket, gusSocket]) await must(s, EV.joinClassroom, { joinCode: room.joinCode });
    const started = next<RaceView>(eveSocket, EV.started, 10_000);
    await must(host, EV.start, { raceId: room.raceId });
    const chars = Array.from((await started).text!);

    // Fay's script (2-character commits every 100 ms, as fair-play.spec) is held; Eve and Gus type at a child's pace.
    const type = async (socket: Socket, count: number, size: number, gapMs: number) => {
      for (let i = 0, seq = 1; i < count; i++, seq++) {
        expect(await must(socket, EV.input, { raceId: room.raceId, seq, kind: 'insert', text: chars.slice(i * size, (i + 1) * size).join(''), mode: 'ime' })).toMatchObject({ accepted: true });
        await sleep(gapMs);
      }
    };
    const marked = next<HostFlags>(host, EV.flags, 15_000, (p) => p.flagged.includes(fay.id));
    await Promise.all([type(faySocket, 12, 2, 100), type(eveSocket, 3, 1, 1_000), type(gusSocket, 2, 1, 1_200)]);
    await marked;

    const hostResults = next<FinishedNotice>(host, EV.finished, 15_000);
    const eveFinished = next<FinishedNotice>(eveSocket, EV.finished, 15_000);
    const eveOwn = next<OwnResult>(eveSocket, EV.result, 15_000);
    const fayOwn = next<OwnResult>(faySocket, EV.result, 15_000);
    await must(host, EV.end, { raceId: room.raceId });
    const whole = (await hostResults).results as RaceResultRow[];
    expect(whole.find((r) => r.userId === fay.id)).toMatchObject({ flagged: true, points: 0 });
    expect(whole.every((r) => Array.isArray(r.mistakes) && Array.isArray(r.timeline))).toBe(true);
    await eveFinished;
    // Eve has her own row whole; Fay hears that hers is being checked.
    expect((await eveOwn).result).toMatchObject({ userId: eve.id, points: expect.any(Number), mistakes: expect.any(Array), timeline: expect.any(Array) });
    expect((await fayOwn).result).toMatchObject({ userId: fay.id, flagged: true, points: 0 });

    const events = new Set(heard.map((h) => h.event));
    for (const event of [EV.state, EV.started, EV.progress, EV.finished, EV.result]) expect(events, event).toContain(event);
    expect(events).not.toContain(EV.flags);
    const aboutOthers = heard.flatMap((h) => racerObjects(h.payload).map((o) => ({ event: h.event, o }))).filter(({ o }) => o.userId !== eve.id);
    expect(aboutOthers.some(({ o }) => o.userId === fay.id)).toBe(true);
    expect(aboutOthers.filter(({ o }) => PRIVATE_FIELDS.some((f) => f in o))).toEqual([]);

    // The results page over HTTP: the board of others, my own detail.
    const report = await (await fetch(`${env.api.url}/api/user/games/${room.raceId}`, { headers: { authorization: `Bearer ${eve.token}` } })).json();
    expect(report.data.board.map((r: { userId: number }) => r.userId).sort()).toEqual([eve.id, fay.id, gus.id].sort());
    expect(racerObjects(report.data).filter((o) => o.userId !== eve.id && PRIVATE_FIELDS.some((f) => f in o))).toEqual([]);
    expect(report.data.me).toMatchObject({ userId: eve.id, points: expect.any(Number), mistakes: expect.any(Array), timeline: expect.any(Array) });

    // A pupil back after the end hears the results the same way; the host, whole.
    const back = await env.open(eve.ticket);
    const replayed = next<FinishedNotice>(back, EV.finished, 5_000);
    await must(back, EV.rejoin, { raceId: room.raceId });
    expect(racerObjects((await replayed).results).filter((o) => o.userId !== eve.id && PRIVATE_FIELDS.some((f) => f in o))).toEqual([]);
    const hostBack = await env.open(teacher.ticket);
    const hostReplayed = next<FinishedNotice>(hostBack, EV.finished, 5_000);
    await must(hostBack, EV.rejoin, { raceId: room.raceId });
    expect((await hostReplayed).results.find((r) => r.userId === fay.id)).toMatchObject({ flagged: true });
  }, 60_000);
});
