import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Worker } from 'node:worker_threads';

/** What `new Worker(...)` takes: the script (a file, or code to eval) and its options (a heap limit). */
export type WorkerEntry = [string | URL, ConstructorParameters<typeof Worker>[1]];

/**
 * A worker's script: the compiled `.js` beside the file that starts it (`compiled`). Run from the TypeScript
 * sources (the e2e suites under ts-jest), there is none; the worker then loads the `.ts` files (`source` first),
 * transpiled as they load by a module hook (TypeScript is a dev dependency, present exactly then).
 */
export function workerScript(compiled: URL, source: URL, heapMb: number): WorkerEntry {
  const options = { resourceLimits: { maxOldGenerationSizeMb: heapMb } };
  if (existsSync(compiled)) return [compiled, options];
  const typescript = createRequire(import.meta.url).resolve('typescript');
  const hooks = `data:text/javascript,${encodeURIComponent(tsHooks(typescript))}`;
  const script = `import('node:module').then((m) => { m.register(${JSON.stringify(hooks)}); return import(${JSON.stringify(source.href)}); });`;
  return [script, { ...options, eval: true }];
}

/** Module hooks that map `./x.js` to `./x.ts` where only the source exists, and transpile `.ts`. */
function tsHooks(typescriptPath: string): string {
  return `
    import { readFileSync } from 'node:fs';
    import { createRequire } from 'node:module';
    import { fileURLToPath } from 'node:url';
    const ts = createRequire(${JSON.stringify(typescriptPath)})(${JSON.stringify(typescriptPath)});
    export async function resolve(specifier, context, next) {
      try {
        return await next(specifier, context);
      } catch (error) {
        if (!/^\\.{1,2}\\//.test(specifier) || !specifier.endsWith('.js')) throw error;
        return next(specifier.slice(0, -3) + '.ts', context);
      }
    }
    export async function load(url, context, next) {
      if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
      const file = fileURLToPath(url);
      const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
        fileName: file,
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, experimentalDecorators: true, useDefineForClassFields: false, sourceMap: false },
      });
      return { format: 'module', source: outputText, shortCircuit: true };
    }`;
}
