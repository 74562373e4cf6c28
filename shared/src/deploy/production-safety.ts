/**
 * What a production start must not run with. The API and the match server both check their
 * environment with this rule before opening anything, so a new operator cannot go live with the
 * development secrets, the demo accounts or the embedded stores by forgetting a variable.
 */

/** The values development and `npm start` use when a secret is not set. */
export const DEVELOPMENT_SECRETS = {
  INTERNAL_API_KEY: 'dev-internal-key-change-me',
  PAYMENT_GATEWAY_SECRET: 'dev-gateway-secret-change-me',
  MATCH_TICKET_SECRET: 'dev-match-ticket-secret-change-me',
} as const;

export type SecretName = keyof typeof DEVELOPMENT_SECRETS;

/** A secret shorter than this is a placeholder or a guessable word, not a key. */
export const MIN_SECRET_LENGTH = 24;

/** Set to true to allow the embedded database and in-memory match store in production (one machine, one process each). */
export const SINGLE_MACHINE_VARIABLE = 'LEARNSTAR_SINGLE_MACHINE';

/**
 * The test suites hash far more passwords than a classroom does: this variable divides argon2id's
 * memory cost for them (prisma/src/passwords.ts). Test-only, like the rate-limit factor: the API's
 * production start refuses it.
 */
export const HASH_COST_DIVISOR_VARIABLE = 'LEARNSTAR_HASH_COST_DIVISOR';
/** What the test suites set it to: 19 MiB / 16 = 1,216 KiB, 1.2 ms a hash instead of 40. */
export const TEST_HASH_COST_DIVISOR = 16;

export interface ProductionNeeds {
  /** 'api' or 'match server', for the message. */
  service: string;
  secrets: SecretName[];
  /** The variable whose absence means an embedded store (DATABASE_URL or REDIS_URL), and what that store is. */
  store: { variable: string; embedded: string; /** Another variable that names the store as well (a Redis Cluster's seeds). */ alternative?: string };
  /** Whether DB_SEED_ON_START matters to this service. */
  seeds: boolean;
  /** Settings that loosen a protection for tests (e.g. rate limits); any value but 1 is refused. */
  testOnly?: string[];
}

export function isProduction(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV === 'production';
}

/** One line per problem, each naming its variable; empty when the start is safe (or not production). */
export function productionProblems(env: Record<string, string | undefined>, needs: ProductionNeeds): string[] {
  if (!isProduction(env)) return [];
  const problems: string[] = [];
  for (const name of needs.secrets) {
    const value = env[name] ?? '';
    if (!value) problems.push(`${name} is not set: write a random secret of at least ${MIN_SECRET_LENGTH} characters (openssl rand -hex 32)`);
    else if (value === DEVELOPMENT_SECRETS[name]) problems.push(`${name} is the development default: write a random secret`);
    else if (value.length < MIN_SECRET_LENGTH || /change-?me/i.test(value)) problems.push(`${name} looks like a placeholder: use at least ${MIN_SECRET_LENGTH} random characters`);
  }
  if (needs.seeds && env.DB_SEED_ON_START === 'true') problems.push('DB_SEED_ON_START is true: the seed creates demo accounts with a published password; leave it unset or false');
  for (const name of needs.testOnly ?? []) {
    if (env[name] && env[name] !== '1') problems.push(`${name} loosens a protection for tests: leave it unset in production`);
  }
  const storeNamed = env[needs.store.variable] || (needs.store.alternative && env[needs.store.alternative]);
  if (!storeNamed && env[SINGLE_MACHINE_VARIABLE] !== 'true') {
    problems.push(`${needs.store.variable} is not set, so the ${needs.store.embedded} would be used: set ${needs.store.variable}, or ${SINGLE_MACHINE_VARIABLE}=true for a single-machine install`);
  }
  return problems;
}

/** The one message a refused start prints. */
export function productionRefusal(service: string, problems: string[]): string {
  return [`LearnStar ${service} refuses to start in production (NODE_ENV=production):`, ...problems.map((p) => `  - ${p}`), 'See README.md, "Deploying".'].join('\n');
}
