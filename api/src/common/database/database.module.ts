import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Database } from '@learnstar/db';

export const DATABASE = Symbol('DATABASE');

/** Hands the one opened database (PostgreSQL or embedded PGlite) to every feature. */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(database: Database): DynamicModule {
    return { module: DatabaseModule, providers: [{ provide: DATABASE, useValue: database }], exports: [DATABASE] };
  }
}
