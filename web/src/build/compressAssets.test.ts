import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFolder, type CompressedFile } from './compressAssets';

let dir: string;
let written: CompressedFile[];
const SCRIPT = `export const nomes = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `Produto ${i}`))};`;
const STYLE = '.bp6-button { color: red; }\n'.repeat(100);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'compress-assets-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<link rel="modulepreload" href="/assets/a.js">'.repeat(10)}`);
  writeFileSync(join(dir, 'assets', 'index-Bx7dK2aQ.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'index-CmMYjRl3.css'), STYLE);
  writeFileSync(join(dir, 'assets', 'tiny-Aa1Bb2Cc.js'), 'export {};');
  writeFileSync(join(dir, 'assets', 'font-Aa1Bb2Cc.woff2'), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ a: 'b'.repeat(2000) }));
  written = await compressFolder(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('build-time compression of web/dist', () => {
  it('writes a .br and a .gz beside each text file, each decoding to the file', () => {
    for (const [file, text] of [
      ['assets/index-Bx7dK2aQ.js', SCRIPT],
      ['assets/index-CmMYjRl3.css', STYLE],
    ]) {
      const path = join(dir, file);
      expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(text);
      expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(text);
      expect(readFileSync(`${path}.br`).length).toBeLessThanOrEqual(readFileSync(`${path}.gz`).length);
    }
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(written.map((f) => f.file.slice(dir.length + 1)).sort()).toEqual(['assets/index-Bx7dK2aQ.js', 'assets/index-CmMYjRl3.css', 'index.html']);
  });

  it('leaves alone tiny files, formats compressed already, and the build metadata', () => {
    expect(existsSync(join(dir, 'assets', 'tiny-Aa1Bb2Cc.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'font-Aa1Bb2Cc.woff2.br'))).toBe(false);
    expect(existsSync(join(dir, '.vite', 'manifest.json.br'))).toBe(false);
  });
});
