// The Node flags the match server runs with, wherever it is started: npm start's supervisor
// (scripts/start.mjs), docker-compose.yml (scripts/check-deploy.mjs checks its command against
// this list) and the race bench (which gives its floor server the same flags, so the comparison
// is of the servers, not of their runtime settings).
//
// --single-threaded-gc: the garbage collector works on the server's own thread instead of also
// waking helper threads. A match-server node is one event loop and is given one core (a node per
// core), so the helpers only competed with that loop for its core: at 1,000 racers on one pinned
// core the commit→ack p99 fell from 22-77 ms to 10-12 ms with the same CPU (BENCHMARKS.md, #28 §1).
//
// --max-semi-space-size=32 and --heap-growing-percent=50: the garbage collector's budget, traded
// for CPU. A racer's record lives for the race and changes with every commit, so the young
// generation's scavenges copy and promote far more than the floor server's, and V8 sized the old
// generation so tightly (growing factor 1.1 at a live heap of ~50 MB) that it ran a full
// mark-compact every 3 s of a race (7-9 per 30 s race at 1,000 racers, against the floor's 1). With
// twice the young generation (16 → 32 MB a semi-space) and the old generation allowed 50% growth
// between full collections: scavenges 128 → 59-64 and mark-compacts 7-9 → 3 per race, their pauses
// ~1.2 s → ~0.6 s of CPU, for about 50 MB more at peak per node (32 MB more young generation, ~20 MB
// more old-generation headroom at 1,000 racers; BENCHMARKS.md, #28 §1).
// The live heap per racer is unchanged within 4% (what the bench measures after a full collection).
export const MATCH_SERVER_NODE_FLAGS = ['--single-threaded-gc', '--max-semi-space-size=32', '--heap-growing-percent=50'];

/** The flags to start `script` (a path from the repository's root) with: the match server's, or none. */
export const nodeFlagsFor = (script) => (script.startsWith('game-server/') ? MATCH_SERVER_NODE_FLAGS : []);
