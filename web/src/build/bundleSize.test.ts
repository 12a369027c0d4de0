import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlEntries, measureInitialJs, measurePageJs, staticImports } from '../../scripts/bundle-size.mjs';

describe('htmlEntries', () => {
  it('takes module scripts and modulepreloads, not stylesheets or external scripts', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
      <link rel="stylesheet" href="/assets/index.css">
      <script src="https://cdn.example.com/x.js"></script>`;
    expect(htmlEntries(html)).toEqual(['assets/index-a.js', 'assets/vendor-b.js']);
  });
});

describe('staticImports', () => {
  it('follows static imports and re-exports but not dynamic imports', () => {
    const code = 'import{a as b}from"./shared-1.js";import"./side-2.js";export{c}from"./re-3.js";const r=()=>import("./route-4.js");';
    expect(staticImports(code, 'assets/index.js')).toEqual(['assets/shared-1.js', 'assets/side-2.js', 'assets/re-3.js']);
  });
});

describe('measureInitialJs', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bundle-size-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('sums the gzipped size of the initial chunks only', () => {
    mkdirSync(join(dist, 'assets'));
    const index = 'import{x}from"./shared.js";const lazy=()=>import("./route.js");console.log(x,lazy);';
    const shared = 'export const x = "' + 'a'.repeat(5000) + '";';
    writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/index.js"></script>');
    writeFileSync(join(dist, 'assets', 'index.js'), index);
    writeFileSync(join(dist, 'assets', 'shared.js'), shared);
    writeFileSync(join(dist, 'assets', 'route.js'), 'x'.repeat(100000));
    const result = measureInitialJs(dist);
    expect(Object.keys(result.chunks).sort()).toEqual(['assets/index.js', 'assets/shared.js']);
    expect(result.gzipBytes).toBe(gzipSync(index).length + gzipSync(shared).length);
  });

  it('fails clearly when there is no build', () => {
    expect(() => measureInitialJs(join(dist, 'missing'))).toThrow(/build the web app first/);
  });
});

describe('measurePageJs', () => {
  const dist = mkdtempSync(join(tmpdir(), 'page-size-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("counts each domain's route chunk and its static imports, but not what the login page already loaded", () => {
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    const files = { 'assets/index.js': 'i'.repeat(300), 'assets/routes-a.js': 'a'.repeat(900), 'assets/calendar.js': 'c'.repeat(5000) };
    for (const [file, code] of Object.entries(files)) writeFileSync(join(dist, file), code);
    writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/index.js"></script>');
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/holidays/routes.tsx'] },
      'src/holidays/routes.tsx': { file: 'assets/routes-a.js', isDynamicEntry: true, imports: ['index.html', '_calendar.js'] },
      '_calendar.js': { file: 'assets/calendar.js' },
    };
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const gz = (file: keyof typeof files) => gzipSync(files[file]).length;
    expect(measurePageJs(dist)).toEqual({ holidays: { gzipBytes: gz('assets/routes-a.js') + gz('assets/calendar.js'), chunks: 2 } });
  });

  it("lists a view a domain loads lazily on its own (the dashboard's chart) apart from the domain's routes", () => {
    const lazy = mkdtempSync(join(tmpdir(), 'page-size-'));
    try {
      mkdirSync(join(lazy, 'assets'));
      mkdirSync(join(lazy, '.vite'));
      const files = {
        'assets/index.js': 'i'.repeat(300),
        'assets/routes-d.js': 'd'.repeat(400),
        'assets/Chart.js': 'x'.repeat(7000),
        'assets/lib.js': 'l'.repeat(9000),
      };
      for (const [file, code] of Object.entries(files)) writeFileSync(join(lazy, file), code);
      writeFileSync(join(lazy, 'index.html'), '<script type="module" src="/assets/index.js"></script>');
      const manifest = {
        'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/dashboard/routes.tsx'] },
        'src/dashboard/routes.tsx': {
          file: 'assets/routes-d.js',
          isDynamicEntry: true,
          imports: ['index.html'],
          dynamicImports: ['src/dashboard/views/Chart.tsx'],
        },
        'src/dashboard/views/Chart.tsx': { file: 'assets/Chart.js', isDynamicEntry: true, imports: ['index.html', '_lib.js'] },
        '_lib.js': { file: 'assets/lib.js' },
      };
      writeFileSync(join(lazy, '.vite', 'manifest.json'), JSON.stringify(manifest));
      const gz = (file: keyof typeof files) => gzipSync(files[file]).length;
      expect(measurePageJs(lazy)).toEqual({
        dashboard: { gzipBytes: gz('assets/routes-d.js'), chunks: 1 },
        'dashboard/Chart': { gzipBytes: gz('assets/Chart.js') + gz('assets/lib.js'), chunks: 2 },
      });
    } finally {
      rmSync(lazy, { recursive: true, force: true });
    }
  });
});
