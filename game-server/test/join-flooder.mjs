// A stranger guessing classroom join codes, as issue 55 reports: one socket, `inFlight` random codes
// at a time for `durationMs`, in a worker thread so its own sending does not share the event loop
// of the match server under test. Then, once its event budget has refilled, the real code.
import { parentPort, workerData } from 'node:worker_threads';
import { setTimeout as sleep } from 'node:timers/promises';
import { io } from 'socket.io-client';

const { url, path, ticket, event, alphabet, inFlight, durationMs, realCode, refillMs } = workerData;
const socket = io(url, { path, auth: { ticket }, transports: ['websocket'], reconnection: false, forceNew: true });
await new Promise((resolve, reject) => {
  socket.once('connect', resolve);
  socket.once('connect_error', reject);
});

const answers = {};
const code = () => Array.from({ length: 6 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
const send = (joinCode) => socket.timeout(5_000).emitWithAck(event, { joinCode }).catch(() => ({ ok: false, msg: 'timeout' }));
const end = Date.now() + durationMs;
parentPort.postMessage({ type: 'flooding' });
await Promise.all(
  Array.from({ length: inFlight }, async () => {
    while (Date.now() < end && socket.connected) {
      const ack = await send(code());
      const key = ack.ok ? 'joined' : ack.msg;
      answers[key] = (answers[key] ?? 0) + 1;
    }
  }),
);
parentPort.postMessage({ type: 'flooded', answers, connected: socket.connected });
await sleep(refillMs);
const real = await send(realCode);
socket.close();
parentPort.postMessage({ type: 'done', real: real.ok ? 'joined' : real.msg });
