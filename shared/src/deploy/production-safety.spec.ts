import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRETS, productionProblems, type ProductionNeeds } from './production-safety.js';

const api: ProductionNeeds = { service: 'api', secrets: ['INTERNAL_API_KEY', 'PAYMENT_GATEWAY_SECRET'], store: { variable: 'DATABASE_URL', embedded: 'embedded PGlite database' }, seeds: true };
const safe = { NODE_ENV: 'production', INTERNAL_API_KEY: 'a'.repeat(32), PAYMENT_GATEWAY_SECRET: 'b'.repeat(32), DATABASE_URL: 'postgresql://db/learnstar' };

describe('production safety rule', () => {
  it('asks nothing outside production', () => {
    expect(productionProblems({}, api)).toEqual([]);
    expect(productionProblems({ NODE_ENV: 'test', DB_SEED_ON_START: 'true' }, api)).toEqual([]);
  });

  it('accepts real secrets, a database URL and no seed', () => {
    expect(productionProblems(safe, api)).toEqual([]);
    expect(productionProblems({ ...safe, DB_SEED_ON_START: 'false' }, api)).toEqual([]);
  });

  it('names each missing, default or placeholder secret', () => {
    const problems = productionProblems({ ...safe, INTERNAL_API_KEY: undefined, PAYMENT_GATEWAY_SECRET: DEVELOPMENT_SECRETS.PAYMENT_GATEWAY_SECRET }, api);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^INTERNAL_API_KEY is not set/);
    expect(problems[1]).toMatch(/^PAYMENT_GATEWAY_SECRET is the development default/);
    expect(productionProblems({ ...safe, INTERNAL_API_KEY: 'change-me-internal-key-0000000' }, api)[0]).toMatch(/^INTERNAL_API_KEY looks like a placeholder/);
    expect(productionProblems({ ...safe, INTERNAL_API_KEY: 'short' }, api)[0]).toMatch(/placeholder/);
  });

  it('refuses the demo seed and the embedded store unless a single-machine install says so', () => {
    expect(productionProblems({ ...safe, DB_SEED_ON_START: 'true' }, api)).toEqual([expect.stringMatching(/^DB_SEED_ON_START is true/)]);
    expect(productionProblems({ ...safe, DATABASE_URL: '' }, api)).toEqual([expect.stringMatching(/^DATABASE_URL is not set.*LEARNSTAR_SINGLE_MACHINE=true/)]);
    expect(productionProblems({ ...safe, DATABASE_URL: '', LEARNSTAR_SINGLE_MACHINE: 'true' }, api)).toEqual([]);
  });

  it('takes a Redis Cluster’s seeds in place of REDIS_URL for the match store', () => {
    const game: ProductionNeeds = { service: 'match server', secrets: [], store: { variable: 'REDIS_URL', alternative: 'REDIS_CLUSTER_NODES', embedded: 'in-memory match store' }, seeds: false };
    expect(productionProblems({ NODE_ENV: 'production', REDIS_CLUSTER_NODES: 'redis-1:6379,redis-2:6379' }, game)).toEqual([]);
    expect(productionProblems({ NODE_ENV: 'production' }, game)).toEqual([expect.stringMatching(/^REDIS_URL is not set/)]);
  });
});
