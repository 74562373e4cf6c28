import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The prisma/ package root, whether this file runs from src/ (tests) or dist/src/ (built). */
export const packageRoot = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'schema.prisma'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('schema.prisma not found above ' + fileURLToPath(import.meta.url));
    dir = up;
  }
  return dir;
})();

export const schemaPath = join(packageRoot, 'schema.prisma');
export const migrationsDir = join(packageRoot, 'migrations');
