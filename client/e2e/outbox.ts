import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The API writes emails as JSON files to the data folder's outbox (no SMTP in tests). */
export function latestMail(to: string): { subject: string; text: string } | undefined {
  const port = Number(process.env.E2E_PORT ?? 4310);
  const dir = fileURLToPath(new URL(`../../.data/e2e-${port}/outbox/`, import.meta.url));
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  return files
    .map((f) => JSON.parse(readFileSync(dir + f, 'utf8')) as { to: string; subject: string; text: string })
    .filter((m) => m.to === to)
    .at(-1);
}
