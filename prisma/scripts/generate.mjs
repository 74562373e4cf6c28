// Generates the Prisma client offline. Prisma's CLI would download a native schema engine that
// this project never uses (migrations run through the wasm engine), so point it at /bin/true.
// Skips the work when the schema has not changed since the last generation.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schemaPath = join(root, 'schema.prisma');
const stampPath = join(root, 'generated', '.schema-hash');
const hash = createHash('sha256').update(readFileSync(schemaPath)).digest('hex');
if (existsSync(stampPath) && readFileSync(stampPath, 'utf8') === hash) process.exit(0);

const prismaCli = createRequire(import.meta.url).resolve('prisma/build/index.js');
execFileSync(process.execPath, [prismaCli, 'generate', '--schema', schemaPath], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.platform === 'win32' ? 'cmd.exe' : '/bin/true',
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
  },
});
writeFileSync(stampPath, hash);
