// Build-time code (a Vite plugin used by web/vite.config.ts); never imported by the app itself.
//
// Compresses the built files once, at build time, at the strongest settings (docs/decisions/0043-fast-on-the-wire.md):
// `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside each text file of the output folder. The gateway
// (gateway/src/static.ts) sends the variant the browser accepts, so no request pays for compression. A variant is kept
// only when it is smaller.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images and woff/woff2 fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.xml', '.ico', '.ttf', '.eot', '.webmanifest']);
/** Below this, the variant saves fewer bytes than a response's headers weigh. */
const MIN_BYTES = 256;

export interface CompressedFile {
  file: string;
  bytes: number;
  br: number | null;
  gzip: number | null;
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Dot folders (.vite/manifest.json) are build metadata the gateway never serves.
    if (entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(full)));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

async function compressFile(file: string): Promise<CompressedFile> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: extname(file) === '.ttf' ? constants.BROTLI_MODE_FONT : constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const keep = async (suffix: string, variant: Buffer) => {
    if (variant.length >= content.length) return null;
    await writeFile(file + suffix, variant);
    return variant.length;
  };
  return { file, bytes: content.length, br: await keep('.br', br), gzip: await keep('.gz', gz) };
}

/** Writes the .br and .gz variants of every compressible file under `dir`; answers what it wrote. */
export async function compressFolder(dir: string): Promise<CompressedFile[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.has(extname(file).toLowerCase()));
  const sized = await Promise.all(files.map(async (file) => ({ file, size: (await stat(file)).size })));
  // zlib's asynchronous calls run on libuv's thread pool: all at once use every core the machine has.
  return Promise.all(sized.filter((f) => f.size >= MIN_BYTES).map((f) => compressFile(f.file)));
}

export function compressAssets(): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'painel-compress-assets',
    apply: 'build',
    // After every other plugin has written its files (index.html included).
    enforce: 'post',
    configResolved(config) {
      logger = config.logger;
    },
    async writeBundle(options) {
      if (!options.dir) return;
      const written = await compressFolder(options.dir);
      const before = written.reduce((sum, f) => sum + f.bytes, 0);
      const after = written.reduce((sum, f) => sum + (f.br ?? f.bytes), 0);
      logger?.info(`${written.length} files compressed (brotli ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB, gzip beside)`);
    },
  };
}
