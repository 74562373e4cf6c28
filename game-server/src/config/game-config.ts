import { DEVELOPMENT_SECRETS, DICTIONARY_QUESTION_MS, DICTIONARY_QUESTIONS_PER_RACE, DICTIONARY_REVEAL_MS, MATCH_SERVER_SHUTDOWN_GRACE_MS, type ProductionNeeds } from '@learnstar/shared';

/** Everything the match server reads from the environment, with safe development defaults. */
export interface GameConfig {
  port: number;
  host: string;
  /** Redis URL; absent → the in-memory store (embedded default, one process only). */
  redisUrl?: string;
  /** Prefix of the match store's keys in Redis (`MATCH_STORE_PREFIX`; default `ls:`): lets tests share one Redis. */
  redisPrefix?: string;
  /**
   * Redis Cluster seed nodes for the match store and the Socket.IO adapter
   * (`REDIS_CLUSTER_NODES=host:port,host:port`); absent → both use REDIS_URL.
   */
  redisClusterNodes?: { host: string; port: number }[];
  /** `sharded` (Redis 7 sharded pub/sub, a channel per room) or `classic` (every node hears every room; benchmarks only). */
  socketAdapter: 'sharded' | 'classic';
  /** The API, for token checks, race content and results. */
  apiUrl: string;
  internalApiKey: string;
  /** Checks the API's match tickets on the handshake, with no call to the API (shared/src/socket/match-ticket.ts). */
  matchTicketSecret: string;
  /** Proxies allowed to name the client in X-Forwarded-For (`TRUST_PROXY`, as the API's): per-address limits read it. */
  trustProxy: string;
  /** Origins allowed to open sockets; '*' in development. */
  corsOrigins: string[] | '*';
  /** Names this process in logs and pings, so tests can tell nodes apart. */
  nodeName: string;
  /** Dictionary question and reveal times; tests shorten them, production keeps the shared defaults. */
  dictionaryQuestionMs: number;
  dictionaryRevealMs: number;
  /** Questions in a dictionary race at most; the browser suite asks fewer, so its rounds take seconds. */
  dictionaryQuestions: number;
  /** After SIGTERM: races ending within this finish here; racers of the others are told to reconnect. */
  shutdownGraceMs: number;
  /** Racers this node serves at once within the latency goals; joins beyond wait in its queue (ARCHITECTURE.md, capacity plan). */
  maxRacersPerNode: number;
  /** Joins processed at once (each reads the API and the store); the rest of a join burst waits in the queue. */
  joinsAtOnce: number;
}

export function loadGameConfig(env: NodeJS.ProcessEnv = process.env): GameConfig {
  return {
    port: Number(env.GAME_PORT ?? 3001),
    host: env.HOST ?? '0.0.0.0',
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.MATCH_STORE_PREFIX || undefined,
    redisClusterNodes: env.REDIS_CLUSTER_NODES ? parseNodes(env.REDIS_CLUSTER_NODES) : undefined,
    socketAdapter: env.SOCKET_ADAPTER === 'classic' ? 'classic' : 'sharded',
    apiUrl: (env.API_URL ?? `http://127.0.0.1:${env.PORT ?? 3000}`).replace(/\/$/, ''),
    internalApiKey: env.INTERNAL_API_KEY || DEVELOPMENT_SECRETS.INTERNAL_API_KEY,
    matchTicketSecret: env.MATCH_TICKET_SECRET || DEVELOPMENT_SECRETS.MATCH_TICKET_SECRET,
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    corsOrigins: env.CLIENT_ORIGINS ? env.CLIENT_ORIGINS.split(',') : '*',
    nodeName: env.NODE_NAME ?? `game-${process.pid}`,
    dictionaryQuestionMs: Number(env.DICTIONARY_QUESTION_MS ?? DICTIONARY_QUESTION_MS),
    dictionaryRevealMs: Number(env.DICTIONARY_REVEAL_MS ?? DICTIONARY_REVEAL_MS),
    dictionaryQuestions: Number(env.DICTIONARY_QUESTIONS ?? DICTIONARY_QUESTIONS_PER_RACE),
    shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS ?? MATCH_SERVER_SHUTDOWN_GRACE_MS),
    // The load issue 28's latency goals are set at, on one core; set it from the capacity plan (ARCHITECTURE.md) for other hardware.
    maxRacersPerNode: Number(env.MAX_RACERS_PER_NODE ?? 1_000),
    joinsAtOnce: Number(env.JOINS_AT_ONCE ?? 32),
  };
}

function parseNodes(list: string): { host: string; port: number }[] {
  return list.split(',').map((node) => {
    const [host, port] = node.trim().split(':');
    return { host, port: Number(port || 6379) };
  });
}

/** What a production start of the match server must have: several nodes share races only through Redis. */
export const GAME_PRODUCTION_NEEDS: ProductionNeeds = {
  service: 'match server',
  secrets: ['INTERNAL_API_KEY', 'MATCH_TICKET_SECRET'],
  store: { variable: 'REDIS_URL', alternative: 'REDIS_CLUSTER_NODES', embedded: 'in-memory match store' },
  seeds: false,
};

export const GAME_CONFIG = Symbol('GAME_CONFIG');
