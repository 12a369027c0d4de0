// knip preprocessor (knip.jsonc): a GraphQL fragment the web client defines with `export const X = graphql(`fragment F on T ...`)`
// is used when another document spreads it (`...F`): codegen and web/src/build/graphqlDocuments.ts resolve it by
// name, an import knip cannot see. Such fragments are dropped from "unused exports", and a file that defines one
// from "unused files"; a fragment no document spreads is still reported.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const DOCUMENT = /\bgraphql\(\s*`([^`]*)`/g;
const SPREAD = /\.\.\.\s*([_A-Za-z]\w*)/g;
const FRAGMENT_EXPORT = /export const (\w+) = graphql\(\s*`\s*fragment\s+(\w+)\s+on\b/g;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes('/generated/'));
}

/** const name -> fragment name, per file, and the fragment names some document spreads. */
function readFragments(root) {
  const definitions = new Map();
  const spread = new Set();
  for (const file of sourceFiles(join(root, 'web/src'))) {
    const source = readFileSync(file, 'utf8');
    for (const [, document] of source.matchAll(DOCUMENT)) for (const [, name] of document.matchAll(SPREAD)) spread.add(name);
    const fragments = new Map([...source.matchAll(FRAGMENT_EXPORT)].map(([, constName, fragmentName]) => [constName, fragmentName]));
    if (fragments.size > 0) definitions.set(relative(root, file), fragments);
  }
  return { definitions, spread };
}

export default function dropSpreadFragments(options) {
  const { definitions, spread } = readFragments(options.cwd);
  const fragmentsOf = (filePath) => definitions.get(relative(options.cwd, filePath));
  const drop = (type, filePath, symbol) => {
    delete options.issues[type][filePath][symbol];
    if (Object.keys(options.issues[type][filePath]).length === 0) delete options.issues[type][filePath];
    options.counters[type] -= 1;
  };
  for (const [filePath, symbols] of Object.entries(options.issues.exports)) {
    for (const symbol of Object.keys(symbols)) if (spread.has(fragmentsOf(filePath)?.get(symbol))) drop('exports', filePath, symbol);
  }
  for (const [filePath, symbols] of Object.entries(options.issues.files)) {
    const fragments = fragmentsOf(filePath);
    if (fragments && [...fragments.values()].some((name) => spread.has(name))) for (const symbol of Object.keys(symbols)) drop('files', filePath, symbol);
  }
  return options;
}
