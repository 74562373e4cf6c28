// The package registry reachable here serves only the Linux builds of Nx's native binary, so
// `npm install` leaves the other platforms' optional packages out of package-lock.json, and
// `npm ci` then refuses the lock as out of sync. This adds them back, marked optional with
// their os/cpu, exactly as a lock made against the full registry records them: npm ci skips
// them on Linux and fetches the right one on a Mac or Windows laptop.
// Run after changing the Nx version: node scripts/lockfile-nx-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib.mjs';

const lockPath = join(repoRoot, 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const nx = lock.packages['node_modules/nx'];
const PLATFORM = {
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'freebsd-x64': { os: ['freebsd'], cpu: ['x64'] },
  'linux-arm-gnueabihf': { os: ['linux'], cpu: ['arm'] },
  'linux-arm64-gnu': { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] },
  'linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'linux-x64-gnu': { os: ['linux'], cpu: ['x64'], libc: ['glibc'] },
  'linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
};
let added = 0;
for (const [name, version] of Object.entries(nx.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const platform = PLATFORM[name.replace('@nx/nx-', '')];
  if (!platform) throw new Error(`unknown Nx platform package ${name}`);
  lock.packages[key] = { version, ...platform, license: 'MIT', optional: true };
  added++;
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`package-lock.json: added ${added} Nx platform entries`);
