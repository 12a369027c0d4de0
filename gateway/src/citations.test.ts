// Every reason the code cites is inside the checkout (docs/decisions/0037-reasons-in-the-repository.md): no tracked
// file outside docs/ cites the company's specification, the old design card, an issue number or a file beside the
// checkout, and every docs/ link anywhere (code, README, the docs themselves) names a file that exists and a heading
// (or explicit anchor) that it has. A failure names each offending file:line.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SELF = relative(ROOT, fileURLToPath(import.meta.url))
  .split('\\')
  .join('/');

/** The citations that lead outside the checkout, each with what to cite instead. */
const FORBIDDEN: ReadonlyArray<{ pattern: RegExp; instead: string }> = [
  { pattern: /\bspec 00\d/i, instead: 'the area page, docs/areas/<area>.md#<anchor>' },
  { pattern: /\bDESIGN(\.md)?\s*(section|§|\d{4}-\d\d-\d\d|decisions?\b)/, instead: 'docs/decisions/NNNN-<slug>.md' },
  { pattern: /\b[Ii]ssues? #?\d+/, instead: 'the decision record or area anchor that holds the reason' },
  { pattern: /INTEGRATIONS/, instead: 'docs/contracts/<service>.md#<anchor>' },
  { pattern: /\.\.\/shared\b/, instead: 'a page under docs/' },
];

/** Tracked files that are not the product's own text: lockfiles and binary data. */
const SKIPPED = [/(^|\/)package-lock\.json$/, /\.(png|jpe?g|gif|ico|webp|woff2?|ttf|pdf|zip|gz|br|wasm|xlsx)$/i];

function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out
    .split('\0')
    .filter((file) => file !== '' && !SKIPPED.some((skip) => skip.test(file)))
    .sort();
}

function readText(file: string): string | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(join(ROOT, file));
  } catch {
    return undefined; // tracked but deleted in the work tree
  }
  if (bytes.includes(0)) return undefined; // binary
  return bytes.toString('utf8');
}

/** GitHub's heading slug: lowercase, punctuation dropped (letters, digits, '-' and '_' kept), each space a '-'. */
function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown page offers: its headings' slugs (repeats get -1, -2, ...) and explicit ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const text = heading[1].replace(/<[^>]*>/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
      const slug = headingSlug(text);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const id of line.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(id[1]);
  }
  return anchors;
}

interface Link {
  line: number;
  /** The target file, relative to the checkout's root. */
  file: string;
  anchor?: string;
  written: string;
}

/** Root-relative docs/ citations anywhere, and relative Markdown links in Markdown files. */
function linksIn(file: string, text: string): Link[] {
  const links: Link[] = [];
  const seen = new Set<string>();
  const add = (link: Link) => {
    const key = `${link.line}:${link.file}#${link.anchor ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    links.push(link);
  };
  const lines = text.split('\n');
  lines.forEach((content, index) => {
    const line = index + 1;
    for (const match of content.matchAll(/(?<![\w./-])docs\/[\w./-]*?\.md(?:#([\w-]+))?/g)) {
      const [written, anchor] = match;
      add({ line, file: written.split('#')[0], anchor, written });
    }
    if (!file.endsWith('.md')) return;
    for (const match of content.matchAll(/\]\(([^)\s]*?)(?:#([^)\s]+))?\)/g)) {
      const [, target, anchor] = match;
      if (/^[a-z]+:/i.test(target)) continue; // http:, mailto:
      if (target !== '' && !target.endsWith('.md')) continue; // a folder or a source file: not a page
      const resolved =
        target === ''
          ? file
          : normalize(join(dirname(file), target))
              .split('\\')
              .join('/');
      if (resolved.startsWith('..')) continue;
      add({ line, file: resolved, anchor, written: match[0].slice(1) });
    }
  });
  return links;
}

describe('citations', () => {
  const files = trackedFiles();
  const texts = new Map<string, string>();
  for (const file of files) {
    const text = readText(file);
    if (text !== undefined) texts.set(file, text);
  }

  it('cite nothing outside the checkout (outside docs/)', () => {
    const problems: string[] = [];
    for (const [file, text] of texts) {
      if (file.startsWith('docs/') || file === SELF) continue;
      text.split('\n').forEach((content, index) => {
        for (const { pattern, instead } of FORBIDDEN) {
          const found = pattern.exec(content);
          if (found) problems.push(`${file}:${index + 1}: '${found[0]}' cites outside the checkout; cite ${instead}`);
        }
      });
    }
    expect(problems).toEqual([]);
  });

  it('link only to docs pages and anchors that exist', () => {
    const anchors = new Map<string, Set<string> | undefined>();
    const anchorsOfFile = (file: string) => {
      if (!anchors.has(file)) {
        const text = texts.get(file);
        anchors.set(file, text === undefined ? undefined : anchorsOf(text));
      }
      return anchors.get(file);
    };
    const problems: string[] = [];
    for (const [file, text] of texts) {
      if (file === SELF) continue;
      for (const link of linksIn(file, text)) {
        const offered = anchorsOfFile(link.file);
        if (!offered) problems.push(`${file}:${link.line}: ${link.written}: no tracked file ${link.file}`);
        else if (link.anchor !== undefined && !offered.has(link.anchor))
          problems.push(`${file}:${link.line}: ${link.written}: ${link.file} has no heading or anchor '#${link.anchor}'`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the checker itself', () => {
  it('makes GitHub heading slugs', () => {
    expect(headingSlug('Roll (and any stop)')).toBe('roll-and-any-stop');
    expect(headingSlug("Checking the company's services (npm run contract)")).toBe('checking-the-companys-services-npm-run-contract');
    expect(headingSlug('An UNCERTAIN order: what a person does')).toBe('an-uncertain-order-what-a-person-does');
    expect(headingSlug('`npm test` e Integrações')).toBe('npm-test-e-integrações');
  });

  it('reads headings, repeats and explicit anchors, not headings inside code fences', () => {
    const page = ['# Title', '## Calls', '## Calls', '```', '## Not a heading', '```', '- <a id="row"></a>Row'].join('\n');
    expect([...anchorsOf(page)].sort()).toEqual(['calls', 'calls-1', 'row', 'title']);
  });

  it('finds docs/ citations in code and relative links in Markdown, with their lines', () => {
    expect(linksIn('gateway/src/x.ts', 'a\n// why: docs/decisions/0008-x.md and docs/areas/orders.md#states.')).toEqual([
      { line: 2, file: 'docs/decisions/0008-x.md', anchor: undefined, written: 'docs/decisions/0008-x.md' },
      { line: 2, file: 'docs/areas/orders.md', anchor: 'states', written: 'docs/areas/orders.md#states' },
    ]);
    expect(linksIn('docs/contracts/erp.md', 'see [orders](../areas/orders.md#calls), [here](#errors), [web](https://x.org/a.md)')).toEqual([
      { line: 1, file: 'docs/areas/orders.md', anchor: 'calls', written: '(../areas/orders.md#calls)' },
      { line: 1, file: 'docs/contracts/erp.md', anchor: 'errors', written: '(#errors)' },
    ]);
  });

  it('catches each forbidden citation', () => {
    const lines = [
      'spec 001 section 5',
      'Spec 000 §7',
      'DESIGN section 4',
      'DESIGN.md section 2',
      'DESIGN 2026-11-26',
      'issue 22',
      'Issues 9',
      'issue #7',
      'INTEGRATIONS.md',
      '../shared/x',
    ];
    for (const line of lines)
      expect(
        FORBIDDEN.some(({ pattern }) => pattern.test(line)),
        line,
      ).toBe(true);
    for (const line of ['a design choice', 'docs/decisions/0008-one-audit-entry-per-change.md', 'tissue 3', 'integrations']) {
      expect(
        FORBIDDEN.some(({ pattern }) => pattern.test(line)),
        line,
      ).toBe(false);
    }
  });
});
