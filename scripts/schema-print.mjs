#!/usr/bin/env node
// `npm run schema`: writes the gateway's schema as tools see it (graphql-js printSchema, the same as introspection)
// to published/schema.graphql, the file internal tools generate their clients from and that
// gateway/src/schema-contract.test.ts checks every change to schema/ against. Run it after changing schema/ and
// commit the file with the change. It refuses to publish a breaking change (a field, argument or enum value removed
// or changed without a @deprecated(reason) published first); `npm run schema -- --allow-breaking` publishes it
// anyway, for a release that removes things on purpose. Runs under tsx (see package.json) to load the gateway's schema.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { buildSchema } from '../gateway/src/schema.ts';
import { PUBLISHED_SCHEMA_PATH, printCurrentSchema, readPublishedSchema, unannouncedBreakingChangesFromSdl } from '../gateway/src/schema-contract.ts';

const file = relative(process.cwd(), PUBLISHED_SCHEMA_PATH);
const schema = buildSchema();
const printed = printCurrentSchema(schema);

if (existsSync(PUBLISHED_SCHEMA_PATH) && !process.argv.includes('--allow-breaking')) {
  const published = readPublishedSchema();
  const broken = published === printed ? [] : unannouncedBreakingChangesFromSdl(published, schema);
  if (broken.length) {
    console.error(`${file} not written: these changes break tools that use it.`);
    for (const change of broken) console.error(`  - ${change}`);
    console.error(
      'Keep the old field, argument or enum value with @deprecated(reason: "Use <replacement>.") and publish that first;' +
        " remove it in a later release (or run 'npm run schema -- --allow-breaking' to publish the break on purpose).",
    );
    process.exit(1);
  }
}

mkdirSync(dirname(PUBLISHED_SCHEMA_PATH), { recursive: true });
writeFileSync(PUBLISHED_SCHEMA_PATH, printed);
console.log(`wrote ${file}`);
