// Moves the machine's local Redis and PostgreSQL to one CPU for a pinned bench run (--pin), so the
// core given to the server being measured is its own: unpinned, Redis woke up on that core after
// each round trip and took turns with the match server (1,700 involuntary context switches of the
// match server in 15 s, against 100 for the floor, which uses no Redis), which moved one run's
// CPU figure by up to a third. Their own CPU is not counted in the server's figure either way.
// Returns a function that gives each process back the CPUs it had (also on SIGINT / SIGTERM). Processes it may not move
// (another user's, or none running here) are left as they are.
import { execFileSync } from 'node:child_process';

const quiet = (command, args) => {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
};

export function pinServices(cpu) {
  const pids = [...quiet('pidof', ['redis-server']).split(/\s+/), ...quiet('pgrep', ['-x', 'postgres']).split(/\s+/)].filter(Boolean);
  const moved = [];
  for (const pid of pids) {
    const before = quiet('taskset', ['-cp', pid]).split(': ')[1];
    if (before && quiet('taskset', ['-acp', cpu, pid])) moved.push([pid, before]);
  }
  const restore = () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    for (const [pid, before] of moved.splice(0)) quiet('taskset', ['-acp', before, pid]);
  };
  // A run stopped by a signal gives them back too, then stops as the signal would have it.
  const onSignal = (signal) => {
    restore();
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return restore;
}
