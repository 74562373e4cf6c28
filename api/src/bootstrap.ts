import 'reflect-metadata';
import { databaseNamespace } from './common/redis/database-namespace.js';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MemoryRankingCache } from './ranking/ranking-cache.js';
import { RedisRankingCache } from './ranking/redis-ranking-cache.js';
import { keepRawBodyForSignatures, type RawBodyRequest } from './common/http/raw-body.js';
import { refuseControlCharactersInBody, refuseControlCharactersInUrl } from './common/http/refuse-control-characters.js';
import express from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { applyMigrations, openDatabase, seedContent, seedIfEmpty, seedPointsGoodsIfNone, seedPromotionsIfNone, type Database } from '@learnstar/db';
import { AppModule } from './app.module.js';
import type { ApiConfig } from './config/api-config.js';
import { systemClock, type Clock } from './common/clock/clock.js';
import { EnvelopeFilter } from './common/envelope/envelope.filter.js';
import { createLogger } from './common/logging/logger.js';
import { requestLogger } from './common/logging/request-logger.js';
import { RedisProbe } from './common/redis/redis-probe.js';
import { serveClient } from './common/static/client-static.js';

export interface ApiApp {
  app: NestExpressApplication;
  database: Database;
  logger: Logger;
  /** Whether the built client is served from this origin. */
  servesClient: boolean;
  close(): Promise<void>;
}

export interface CreateApiAppOptions {
  config: ApiConfig;
  clock?: Clock;
  /** An already opened database (tests pass their own); otherwise opened from the config. */
  database?: Database;
}

/** Opens the database, applies migrations, seeds a first run, and builds the Nest app (not yet listening). */
export async function createApiApp({ config, clock = systemClock, database }: CreateApiAppOptions): Promise<ApiApp> {
  const logger = createLogger('api');
  const db = database ?? openDatabase({ url: config.databaseUrl, embeddedDir: join(config.dataDir, 'pglite'), onConnectionLost: connectionLossLog(logger) });
  if (config.migrateOnStart) {
    await applyMigrations(db.adapter);
    // The word bank ships with the code like the schema does: production needs it, demo data aside.
    if (await seedContent(db.prisma)) logger.info('loaded the graded word bank');
  }
  if (config.seedOnStart) {
    if (await seedIfEmpty(db.prisma, clock.now())) logger.info('seeded demo data (first run)');
    if (await seedPromotionsIfNone(db.prisma, clock.now())) logger.info('seeded the demo promotions');
    if (await seedPointsGoodsIfNone(db.prisma)) logger.info('seeded the points shop goods');
  }

  const redisProbe = new RedisProbe(config.redisUrl);
  // Rankings are cached in Redis sorted sets when Redis is configured, in memory otherwise.
  const rankingCache = config.redisUrl ? new RedisRankingCache(config.redisUrl, databaseNamespace(db.description), (message) => logger.warn(message)) : new MemoryRankingCache();
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({ config, database: db, clock, redisProbe, rankingCache }),
    { bodyParser: false, logger: ['error', 'warn'] },
  );
  // Behind nginx (docker-compose: TRUST_PROXY=loopback,uniquelocal) the client's address comes from X-Forwarded-For.
  app.set('trust proxy', config.trustProxy);
  app.use(requestLogger(logger));
  app.use(helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy(config) } }));
  app.enableCors({ origin: config.corsOrigins, credentials: false });
  // Parsed before the public limit applies: see internalBodyLimit.
  app.use('/api/internal', express.json({ limit: config.internalBodyLimit }));
  // The payment callback's HMAC is over the exact bytes the gateway sent, so keep them for that route.
  app.use(express.json({ limit: config.bodyLimit, verify: (req, _res, buf) => keepRawBodyForSignatures(req as RawBodyRequest, buf) }));
  app.use(express.urlencoded({ extended: false, limit: config.bodyLimit }));
  app.use('/api', refuseControlCharactersInUrl, refuseControlCharactersInBody);
  app.use('/api/docs/assets', express.static(swaggerUiDir()));
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new EnvelopeFilter(logger));
  const servesClient = serveClient(app.getHttpAdapter().getInstance() as express.Express, config.clientDist);

  return {
    app,
    database: db,
    logger,
    servesClient,
    close: async () => {
      await app.close();
      await redisProbe.close();
      await rankingCache.close();
      if (!database) await db.close();
    },
  };
}

function swaggerUiDir(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

/** The page talks to /api on its own origin and to the match server on its port. */
function contentSecurityPolicy(config: ApiConfig): Record<string, string[]> {
  const game = config.publicGameServerUrl ? [config.publicGameServerUrl, config.publicGameServerUrl.replace(/^http/, 'ws')] : [];
  return {
    defaultSrc: ["'self'"],
    connectSrc: ["'self'", ...game, `http://*:${config.gamePort}`, `ws://*:${config.gamePort}`, `https://*:${config.gamePort}`, `wss://*:${config.gamePort}`],
    imgSrc: ["'self'", 'data:', 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
  };
}

/** One line per outage, not one per pooled connection PostgreSQL ended (a restart ends them all at once). */
function connectionLossLog(logger: Logger): (error: Error) => void {
  let lastAt = 0;
  return (error) => {
    if (Date.now() - lastAt < 5_000) return;
    lastAt = Date.now();
    logger.warn(`PostgreSQL ended a connection (${error.message}); requests meanwhile answer 503 and the pool opens new connections`);
  };
}
