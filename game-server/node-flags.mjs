// The Node flags the match server runs with, wherever it is started: npm start's supervisor
// (scripts/start.mjs), docker-compose.yml (scripts/check-deploy.mjs checks its command against
// this list) and the race bench (which gives its floor server the same flags, so the comparison
// is of the servers, not of their runtime settings).
//
// --single-threaded-gc: the garbage collector works on the server's own thread instead of also
// waking helper threads. A match-server node is one event loop and is given one core (a node per
// core), so the helpers only competed with that loop for its core: at 1,000 racers on one pinned
// core the commit→ack p99 fell from 22-77 ms to 10-12 ms with the same CPU (BENCHMARKS.md, #28 §1).
export const MATCH_SERVER_NODE_FLAGS = ['--single-threaded-gc'];

/** The flags to start `script` (a path from the repository's root) with: the match server's, or none. */
export const nodeFlagsFor = (script) => (script.startsWith('game-server/') ? MATCH_SERVER_NODE_FLAGS : []);
