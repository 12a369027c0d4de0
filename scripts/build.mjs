#!/usr/bin/env node
// `npm run build`: the gateway and the reference upstream services compiled to JavaScript, so production runs them
// with plain node instead of through tsx; and the deployable folder build/ (scripts/deployable.mjs), which
// `NODE_ENV=production npm start` and the Dockerfile run. In the checkout, one esbuild bundle per program:
// gateway/dist/main.js and upstream/dist/main.js, each with the shared package (@painel/db, whose exports are
// TypeScript sources) inside it; every other package stays an import from node_modules, resolved from the
// workspace as the sources resolve it. Runtime assets stay where they are (schema/*.graphql, the SQL migrations,
// web/dist): each source file's `import.meta.url` is rewritten to point at that source file, so every path a module
// resolves from it is the same path it resolves under tsx. Source maps beside each bundle (`--enable-source-maps`).
// The prepare step (scripts/prepare.mjs) runs this when the sources changed.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeDeployable } from './deployable.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The programs built: entry point, and the bundle written. */
const PROGRAMS = [
  { entry: 'gateway/src/main.ts', outfile: 'gateway/dist/main.js' },
  { entry: 'upstream/src/main.ts', outfile: 'upstream/dist/main.js' },
];

/** Packages from node_modules stay imports; the workspace's own package is TypeScript and goes into the bundle. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@painel/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * `import.meta.url` in a bundled source file means that source file, as it does under tsx: in the checkout's
 * bundles the source file itself; in the deployable folder (`deployed`) the same path below the folder, where the
 * assets it resolves from it are copied.
 */
function sourceUrls(outfile, deployed) {
  const bundleDir = deployed ? root : dirname(join(root, outfile));
  return {
    name: 'source-import-meta-url',
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
        const fromBundle = relative(bundleDir, args.path).split(sep).join('/');
        const sourceUrl = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        return { contents: text.replaceAll('import.meta.url', sourceUrl), loader: 'ts' };
      });
    },
  };
}

/** Compiles one program (a TypeScript entry and what it imports) to `outfile` as production runs it. */
export async function buildProgram(entry, outfile, { deployed = false } = {}) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Class and function names as in the sources (error names, logs): the bundle behaves as tsx runs it.
    keepNames: true,
    logLevel: 'warning',
    metafile: true,
    plugins: [externalPackages, sourceUrls(outfile, deployed)],
  });
  return result.metafile;
}

// Run as a script (not imported, as the benchmarks import it to build their server processes alike).
// `--out <dir>` writes the deployable folder elsewhere (default build/); `--with-modules` puts the runtime packages
// in it; `--dist-only` writes only the checkout's bundles (the prepare step, the benchmarks).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const started = Date.now();
  for (const { entry, outfile } of PROGRAMS) await buildProgram(entry, outfile);
  console.log(`[build] ${PROGRAMS.map((p) => p.outfile).join(', ')} (${Date.now() - started} ms)`);
  if (!args.includes('--dist-only')) {
    const at = args.indexOf('--out');
    const outDir = resolve(at >= 0 ? args[at + 1] : join(root, 'build'));
    const folderStarted = Date.now();
    const written = await writeDeployable(root, outDir, (entry, outfile) => buildProgram(entry, outfile, { deployed: true }), {
      withModules: args.includes('--with-modules'),
    });
    const modules = written.modules ? `, ${written.modules} packages in node_modules` : '';
    console.log(
      `[build] ${relative(process.cwd(), outDir) || outDir}/: gateway.js, upstream.js, migrate.js, assets, ${written.dependencies} runtime dependencies${modules} (${Date.now() - folderStarted} ms)`,
    );
  }
}
