/**
 * The built server imports its npm packages at run time (they stay outside the bundle), and a
 * production install (`npm ci --omit=dev`) has only `dependencies`. This plugin fails the server
 * build when a chunk imports a package that is not listed there, so a package needed at run time
 * cannot sit in `devDependencies` unnoticed.
 */
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

export function runtimeDependencies({ root }: { root: string }): Plugin {
  return {
    name: 'motor:server-runtime-dependencies',
    apply: 'build',
    generateBundle(_options, bundle) {
      const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
      const listed = new Set(Object.keys(manifest.dependencies ?? {}));
      const missing = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const specifier of [...chunk.imports, ...chunk.dynamicImports]) {
          if (specifier.startsWith('.') || specifier.startsWith('/') || isBuiltin(specifier) || chunk.fileName === specifier) continue;
          if (bundle[specifier]) continue;
          const name = packageName(specifier);
          if (!listed.has(name)) missing.add(name);
        }
      }
      if (missing.size > 0) {
        this.error(
          `the built server imports ${[...missing].sort().join(', ')}, not in package.json's dependencies (a production install would lack them)`,
        );
      }
    },
  };
}
