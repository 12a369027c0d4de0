import { describe, expect, it } from 'vitest';
import { readDocumentMap, rewriteGraphqlCalls } from './graphqlDocuments';

const gql = `import * as types from './graphql';
type Documents = { "x": typeof types.XDocument };
const documents: Documents = {
    "\\n  query Me {\\n    me { id }\\n  }\\n": types.MeDocument,
    "\\n  fragment Row_item on Item {\\n    id\\n  }\\n": types.Row_ItemFragmentDoc,
};
export function graphql(source: string): unknown;`;

describe('readDocumentMap', () => {
  it('maps each document source to its generated export', () => {
    const map = readDocumentMap(gql);
    expect(map.get('\n  query Me {\n    me { id }\n  }\n')).toBe('MeDocument');
    expect(map.get('\n  fragment Row_item on Item {\n    id\n  }\n')).toBe('Row_ItemFragmentDoc');
    expect(map.size).toBe(2);
  });
});

describe('rewriteGraphqlCalls', () => {
  const map = readDocumentMap(gql);

  it('replaces known documents with direct imports and drops the runtime map', () => {
    const code = "import { graphql } from '../generated';\nexport const Me = graphql(`\n  query Me {\n    me { id }\n  }\n`);\n";
    const out = rewriteGraphqlCalls(code, map);
    expect(out).toContain("import { MeDocument as __gql_MeDocument } from '../generated/graphql';");
    expect(out).toContain('export const Me = __gql_MeDocument;');
    expect(out).not.toContain("from '../generated';");
  });

  it('keeps the runtime import when a document is unknown (stale codegen)', () => {
    const code =
      "import { graphql } from '../../generated/gql';\nconst a = graphql(`\n  query Me {\n    me { id }\n  }\n`);\nconst b = graphql(`query New { ok }`);\n";
    const out = rewriteGraphqlCalls(code, map) ?? '';
    expect(out).toContain("import { graphql } from '../../generated/gql';");
    expect(out).toContain("from '../../generated/graphql';");
    expect(out).toContain('graphql(`query New { ok }`)');
  });

  it('leaves modules without the preset import alone', () => {
    expect(rewriteGraphqlCalls('const x = graphql(`query Me { me { id } }`);', map)).toBeNull();
  });
});
