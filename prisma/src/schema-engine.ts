import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';

/**
 * Prisma's schema engine compiled to WebAssembly, driven through a driver adapter.
 * The package ships a bundler-style entry (`import * from "./x.wasm"`) that Node cannot load,
 * so we instantiate the wasm ourselves and hand it to the generated bindings.
 */
export interface WasmSchemaEngine {
  diff(params: unknown): Promise<{ exitCode: number; stdout: string }>;
  applyMigrations(input: unknown): Promise<{ appliedMigrationNames: string[] }>;
  free(): void;
}

interface SchemaEngineModule {
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
  SchemaEngine: {
    new: (options: unknown, log: (line: string) => void, adapter: object) => Promise<WasmSchemaEngine>;
  };
}

let loaded: Promise<SchemaEngineModule> | undefined;

function packageDir(): string {
  // The package's exports hide package.json, so find it through its main entry.
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('@prisma/schema-engine-wasm'));
}

async function loadModule(): Promise<SchemaEngineModule> {
  const dir = packageDir();
  const bindings = (await import(pathToFileURL(join(dir, 'schema_engine_bg.js')).href)) as SchemaEngineModule;
  const wasm = await WebAssembly.compile(readFileSync(join(dir, 'schema_engine_bg.wasm')));
  const instance = await WebAssembly.instantiate(wasm, {
    './schema_engine_bg.js': bindings as unknown as WebAssembly.ModuleImports,
  });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as (() => void) | undefined)?.();
  return bindings;
}

export async function openSchemaEngine(
  adapter: SqlMigrationAwareDriverAdapterFactory,
  schema: { path: string; content: string },
  log: (line: string) => void = () => {},
): Promise<WasmSchemaEngine> {
  loaded ??= loadModule();
  const mod = await loaded;
  return mod.SchemaEngine.new(
    { datamodels: [[schema.path, schema.content]] },
    log,
    bindMigrationAwareSqlAdapterFactory(adapter),
  );
}
