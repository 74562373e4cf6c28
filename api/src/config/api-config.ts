import { dirname, join, resolve } from 'node:path';
import { DASHBOARD_CACHE_MS, DEVELOPMENT_SECRETS, HASH_COST_DIVISOR_VARIABLE, isProduction, ORDER_PAYMENT_WINDOW_MS, RATE_LIMIT_FACTOR_VARIABLE, SANDBOX_SESSION_TTL_MS, type ProductionNeeds } from '@learnstar/shared';
import { fileURLToPath } from 'node:url';

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const repoRoot = resolve(apiRoot, '..');

/** Everything the API reads from the environment, with safe development defaults. */
export interface ApiConfig {
  port: number;
  host: string;
  /** PostgreSQL URL; absent → the embedded PGlite database in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  redisUrl?: string;
  /** Where the page finds the match server; empty → same host, gamePort. */
  publicGameServerUrl?: string;
  gamePort: number;
  clientDist: string;
  /** Shared secret of the internal endpoints the game server calls. */
  internalApiKey: string;
  /** Key the API signs match tickets with and the match servers check them with (shared/src/socket/match-ticket.ts). */
  matchTicketSecret: string;
  corsOrigins: string[];
  migrateOnStart: boolean;
  seedOnStart: boolean;
  /** JSON body limit; bigger bodies get 413. */
  bodyLimit: string;
  /**
   * Body limit of the match server's routes (/api/internal, internal key only): a room of 40
   * racers' results with their input timelines and learning answers passes bodyLimit.
   */
  internalBodyLimit: string;
  /** The site's address as users reach it, for links in emails. */
  publicUrl: string;
  /** SMTP connection URL; absent → emails are written to outboxDir. */
  smtpUrl?: string;
  mailFrom: string;
  /** How often the mail worker looks for emails that wait in the outbox (0 = never, for tests that send by hand). */
  mailRetrySweepMs: number;
  outboxDir: string;
  uploadsDir: string;
  /** Files shipped with the API (the warranty-terms PDF, shop images and guides). */
  assetsDir: string;
  /** Whether the seller is GST-registered: prices then include 9% GST and receipts state it. */
  gstRegistered: boolean;
  /** HMAC key the sandbox card gateway signs its callbacks with. */
  paymentGatewaySecret: string;
  orderPaymentWindowMs: number;
  sandboxSessionTtlMs: number;
  /** How long the operator's home figures are reused; 0 computes them on every request (the dashboard bench). */
  dashboardCacheMs: number;
  /** How often unpaid orders past their window are expired; 0 turns the sweep off (tests call it). */
  orderExpirySweepMs: number;
  /** Plane and bee items per session when set (GAME_ITEMS_PER_SESSION); otherwise MINI_GAME_RULES'. The browser tests play short sessions. */
  gameItemsPerSession: number | undefined;
  /** How often parents' weekly summaries are looked for (each goes once a week); 0 turns it off (tests call it). */
  weeklySummarySweepMs: number;
  /** Multiplies every ACTION_RATE_LIMITS max: 1 in production (a start with another value is refused). */
  rateLimitFactor: number;
  /** Express 'trust proxy': which hops may name the client in X-Forwarded-For (per-IP limits read it). */
  trustProxy: string;
}

export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDir = resolve(repoRoot, env.LEARNSTAR_DATA_DIR ?? '.data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    redisUrl: env.REDIS_URL || undefined,
    publicGameServerUrl: env.PUBLIC_GAME_SERVER_URL || undefined,
    gamePort: Number(env.GAME_PORT ?? 3001),
    clientDist: resolve(env.CLIENT_DIST ?? join(repoRoot, 'client', 'dist')),
    internalApiKey: env.INTERNAL_API_KEY || DEVELOPMENT_SECRETS.INTERNAL_API_KEY,
    matchTicketSecret: env.MATCH_TICKET_SECRET || DEVELOPMENT_SECRETS.MATCH_TICKET_SECRET,
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:5173,http://127.0.0.1:5173').split(',').filter(Boolean),
    migrateOnStart: env.DB_MIGRATE_ON_START !== 'false',
    // Demo data never goes into a production database unless asked for (and then the start is refused).
    seedOnStart: env.DB_SEED_ON_START ? env.DB_SEED_ON_START !== 'false' : !isProduction(env),
    bodyLimit: env.BODY_LIMIT ?? '100kb',
    internalBodyLimit: env.INTERNAL_BODY_LIMIT ?? '8mb',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'LearnStar <no-reply@learnstar.sg>',
    mailRetrySweepMs: Number(env.MAIL_RETRY_SWEEP_MS ?? 5_000),
    outboxDir: resolve(env.MAIL_OUTBOX_DIR ?? join(dataDir, 'outbox')),
    uploadsDir: resolve(env.UPLOADS_DIR ?? join(dataDir, 'uploads')),
    assetsDir: join(apiRoot, 'assets'),
    gstRegistered: env.GST_REGISTERED !== 'false',
    paymentGatewaySecret: env.PAYMENT_GATEWAY_SECRET || DEVELOPMENT_SECRETS.PAYMENT_GATEWAY_SECRET,
    orderPaymentWindowMs: Number(env.ORDER_PAYMENT_WINDOW_MS ?? ORDER_PAYMENT_WINDOW_MS),
    sandboxSessionTtlMs: Number(env.SANDBOX_SESSION_TTL_MS ?? SANDBOX_SESSION_TTL_MS),
    orderExpirySweepMs: Number(env.ORDER_EXPIRY_SWEEP_MS ?? 60_000),
    dashboardCacheMs: Number(env.DASHBOARD_CACHE_MS ?? DASHBOARD_CACHE_MS),
    gameItemsPerSession: env.GAME_ITEMS_PER_SESSION ? Math.max(1, Math.trunc(Number(env.GAME_ITEMS_PER_SESSION)) || 1) : undefined,
    weeklySummarySweepMs: Number(env.WEEKLY_SUMMARY_SWEEP_MS ?? 3_600_000),
    rateLimitFactor: Math.max(1, Number(env[RATE_LIMIT_FACTOR_VARIABLE] ?? 1) || 1),
    trustProxy: env.TRUST_PROXY ?? 'loopback',
  };
}

/** What a production start of the API must have (checked by `productionProblems` before anything opens). */
export const API_PRODUCTION_NEEDS: ProductionNeeds = {
  service: 'api',
  secrets: ['INTERNAL_API_KEY', 'PAYMENT_GATEWAY_SECRET', 'MATCH_TICKET_SECRET'],
  store: { variable: 'DATABASE_URL', embedded: 'embedded PGlite database' },
  seeds: true,
  testOnly: [RATE_LIMIT_FACTOR_VARIABLE, HASH_COST_DIVISOR_VARIABLE],
};

export const API_CONFIG = Symbol('API_CONFIG');
