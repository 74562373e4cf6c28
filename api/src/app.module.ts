import { Module, type DynamicModule } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { DatabaseModule } from './common/database/database.module.js';
import { API_CONFIG, type ApiConfig } from './config/api-config.js';
import { CLOCK, type Clock } from './common/clock/clock.js';
import { REDIS_PROBE, RedisProbe } from './common/redis/redis-probe.js';
import { HealthModule } from './health/health.module.js';
import { ClientConfigModule } from './client-config/client-config.module.js';
import { DictModule } from './dict/dict.module.js';
import { NewsletterModule } from './newsletter/newsletter.module.js';
import { DocsModule } from './docs/docs.module.js';
import { AuthModule } from './accounts/auth/auth.module.js';
import { AccountsModule } from './accounts/accounts.module.js';
import { PointsModule } from './points/points.module.js';
import { MailModule } from './mail/mail.module.js';
import { WarrantyModule } from './warranty/warranty.module.js';
import { FreeTrialModule } from './free-trial/free-trial.module.js';
import { ContentModule } from './content/content.module.js';
import { MatchesModule } from './matches/matches.module.js';
import { RankingModule } from './ranking/ranking.module.js';
import { LevelsModule } from './levels/levels.module.js';
import { ShopModule } from './shop/shop.module.js';
import { GamesModule } from './games/games.module.js';
import { PromotionsModule } from './promotions/promotions.module.js';
import { PointshopModule } from './pointshop/pointshop.module.js';
import { FairPlayModule } from './fairplay/fair-play.module.js';
import { AuditModule } from './audit/audit.module.js';
import { ClassesModule } from './classes/classes.module.js';
import { ClassDashboardModule } from './classes/dashboard/class-dashboard.module.js';
import { FamilyModule } from './family/family.module.js';
import { LearningModule } from './learning/learning.module.js';
import { ConsoleModule } from './console/console.module.js';
import { RANKING_CACHE, type RankingCache } from './ranking/ranking-cache.js';

export interface AppModuleOptions {
  config: ApiConfig;
  database: Database;
  clock: Clock;
  redisProbe: RedisProbe;
  rankingCache: RankingCache;
}

@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        DatabaseModule.forRoot(options.database),
        MailModule,
        AuthModule,
        AuditModule,
        HealthModule,
        ClientConfigModule,
        DictModule,
        NewsletterModule,
        AccountsModule,
        PointsModule,
        WarrantyModule,
        FreeTrialModule,
        ContentModule,
        MatchesModule,
        RankingModule,
        LevelsModule,
        ShopModule,
        GamesModule,
        PromotionsModule,
        PointshopModule,
        FairPlayModule,
        ClassesModule,
        ClassDashboardModule,
        FamilyModule,
        LearningModule,
        ConsoleModule,
        DocsModule,
      ],
      providers: [
        { provide: API_CONFIG, useValue: options.config },
        { provide: CLOCK, useValue: options.clock },
        { provide: REDIS_PROBE, useValue: options.redisProbe },
        { provide: RANKING_CACHE, useValue: options.rankingCache },
      ],
      exports: [API_CONFIG, CLOCK, REDIS_PROBE, RANKING_CACHE],
    };
  }
}
