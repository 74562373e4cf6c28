// Pupils racing for the fault bench (load-tests/faults.mjs): classroom races one after another in
// a few rooms, each pupil typing a character every TYPE_MS over a LeanSocket (as race-bench.mjs's
// bots do). When the connection drops (match server killed or restarting) the pupil reconnects
// and joins the race again, as the race page does, and carries on from the server's copy of the
// typed text. Every race is recorded: who was interrupted, who got back in, who lost the race.
import { LeanSocket } from './lean-socket.mjs';
import { RACE_EVENTS_IO as EV, SOCKET_PATH, nextInputSeq } from '@learnstar/shared';

const TYPE_MS = 500;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export class FaultRacers {
  races = [];
  commits = { ok: 0, failed: 0, lastOkSentAt: 0 };

  /** @param rooms [{ teacherToken, pupils: [{ id, token }] }] */
  constructor({ gameUrl, rooms, raceSeconds, isRunning }) {
    Object.assign(this, { gameUrl, rooms, raceSeconds, isRunning });
  }

  run() {
    return Promise.all(this.rooms.map((room) => this.#room(room)));
  }

  /** Connects, retrying while the match server is away (each try bounded, so a hang shows). */
  async #connect(token, until) {
    while (Date.now() < until) {
      const attempt = LeanSocket.connect(this.gameUrl, { path: SOCKET_PATH, auth: { token } });
      const socket = await Promise.race([attempt, sleep(5_000).then(() => null)]).catch(() => null);
      if (socket) return socket;
      attempt.then((s) => s.close(), () => undefined);
      await sleep(300);
    }
    return null;
  }

  async #room(room) {
    while (this.isRunning()) {
      const host = await this.#connect(room.teacherToken, Date.now() + 120_000);
      const created = await host?.emitWithAck(EV.createClassroom, { game: 1, gradeCode: 3, level: 'elementary', mode: 'hanzi', durationSec: this.raceSeconds, lateJoin: false }, 15_000).catch(() => null);
      if (!created?.ok) {
        host?.close();
        await sleep(1_000);
        continue;
      }
      const race = { raceId: created.data.raceId, racers: room.pupils.map((p) => p.id), joined: [], interrupted: new Map(), resumed: new Set(), lost: new Set(), startedAt: 0, endsAt: 0 };
      const sockets = await Promise.all(room.pupils.map((p) => this.#connect(p.token, Date.now() + 30_000)));
      const joins = await Promise.all(sockets.map((s) => s?.emitWithAck(EV.joinClassroom, { joinCode: created.data.joinCode }, 15_000).catch(() => null)));
      const starters = sockets.filter((s, i) => s && joins[i]?.ok);
      if (starters.length !== room.pupils.length) {
        for (const s of [host, ...sockets]) s?.close();
        await sleep(1_000);
        continue;
      }
      const started = new Promise((resolve) => starters[0].once(EV.started, resolve));
      const startAck = await host.emitWithAck(EV.start, { raceId: race.raceId }, 15_000).catch(() => null);
      const startedView = startAck?.ok ? await Promise.race([started, sleep(15_000).then(() => null)]) : null;
      if (!startedView) {
        for (const s of [host, ...sockets]) s?.close();
        continue;
      }
      race.startedAt = Date.now();
      race.endsAt = race.startedAt + this.raceSeconds * 1000;
      this.races.push(race);
      const text = Array.from(startedView.text);
      await Promise.all(room.pupils.map((pupil, i) => this.#type(pupil, sockets[i], race, text, created.data.joinCode)));
      host.close();
    }
  }

  /** One pupil through one race: types until the end, getting back in after a drop. */
  async #type(pupil, socket, race, text, joinCode) {
    let position = 0;
    let seq = 0;
    while (Date.now() < race.endsAt - TYPE_MS) {
      if (socket.closed) {
        if (!race.interrupted.has(pupil.id)) race.interrupted.set(pupil.id, Date.now());
        socket = await this.#connect(pupil.token, race.endsAt);
        const back = await socket?.emitWithAck(EV.joinClassroom, { joinCode }, 15_000).catch(() => null);
        if (!back?.ok || back.data.raceId !== race.raceId) {
          race.lost.add(pupil.id);
          socket?.close();
          return;
        }
        race.resumed.add(pupil.id);
        position = Array.from(back.data.typed ?? '').length;
        seq = back.data.lastSeq;
        continue;
      }
      // One character short of the end the pupil deletes and retypes it, so it types all race long.
      const retype = position >= text.length - 1;
      const input = retype ? { kind: 'delete', count: 1 } : { kind: 'insert', text: text[position], mode: 'ime' };
      const sentAt = Date.now();
      const reply = await socket.emitWithAck(EV.input, { raceId: race.raceId, seq: ++seq, ...input }, 15_000).catch(() => null);
      if (reply?.ok) {
        this.commits.ok++;
        this.commits.lastOkSentAt = Math.max(this.commits.lastOkSentAt, sentAt);
        seq = nextInputSeq(seq, reply.data.lastSeq, 0);
        if (reply.data.accepted) position = Array.from(reply.data.typed).length;
      } else this.commits.failed++;
      await sleep(TYPE_MS);
    }
    // Stay connected until the race is announced, so results go out as for a pupil on the page.
    await sleep(Math.max(0, race.endsAt - Date.now()) + 2_000);
    socket.close();
  }
}
