/**
 * Runs a server's `stop` once, then exits: on SIGTERM (compose, any orchestrator, npm start's
 * supervisor) or Ctrl-C, and when the supervisor that started this process is gone. Its IPC channel
 * closes even when it was killed with -9 (a test runner's teardown does that), and a server left
 * running without it would hold its port with nobody to stop it. A second signal does not cut a
 * graceful stop short.
 */
export function stopOnSignals(stop: (reason: string) => Promise<unknown>): void {
  let stopping = false;
  const once = (reason: string) => {
    if (stopping) return;
    stopping = true;
    void stop(reason).finally(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => once(signal));
  if (process.channel) {
    process.on('disconnect', () => once('supervisor gone'));
    // The channel alone must not keep a stopped server's process alive.
    process.channel.unref();
  }
}
