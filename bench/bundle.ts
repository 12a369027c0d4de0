// Benchmark 1: initial JavaScript of the login page, gzipped, against the 200 KiB budget, and the JavaScript each
// domain's pages load on first use (web/scripts/bundle-size.mjs).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { skipped, type BenchResult } from './lib/report';

const script = fileURLToPath(new URL('../web/scripts/bundle-size.mjs', import.meta.url));
const dist = fileURLToPath(new URL('../web/dist/', import.meta.url));

interface BundleJson {
  gzipKiB: number;
  bytes: number;
  budgetKiB: number;
  over: boolean;
  chunks: Record<string, { gzipBytes: number }>;
  pages: Record<string, { gzipBytes: number; chunks: number }>;
}

export async function bundleBench(): Promise<BenchResult> {
  if (!existsSync(script)) return skipped('bundle', 'web/scripts/bundle-size.mjs not found');
  if (!existsSync(`${dist}index.html`)) return skipped('bundle', 'web/dist not built (npm run build -w web)');
  // Exit code 1 only means "over budget": the JSON is still printed, so read stdout whatever the code.
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, [script, dist, '--json'], (error, out, err) => {
      if (out.trim().startsWith('{')) resolve(out);
      else reject(new Error(`bundle-size.mjs failed: ${err || error?.message}`));
    });
  });
  const result = JSON.parse(stdout) as BundleJson;
  return {
    bench: 'bundle',
    metrics: [
      { name: 'login page initial JS (gzip)', value: `${result.gzipKiB.toFixed(1)} KiB`, target: `<= ${result.budgetKiB} KiB`, ok: !result.over },
      { name: 'share of budget', value: `${((result.gzipKiB / result.budgetKiB) * 100).toFixed(0)} %` },
      { name: 'initial chunks', value: String(Object.keys(result.chunks).length) },
      ...Object.entries(result.pages).map(([domain, page]) => ({
        name: `${domain} pages, loaded on first use (gzip)`,
        value: `${(page.gzipBytes / 1024).toFixed(1)} KiB in ${page.chunks} chunks`,
      })),
    ],
  };
}
