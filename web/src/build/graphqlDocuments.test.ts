import { describe, expect, it } from 'vitest';
import { readDocumentAsts, readDocumentMap, rewriteGraphqlCalls, type Documents } from './graphqlDocuments';

const gql = `import * as types from './graphql';
type Documents = { "x": typeof types.XDocument };
const documents: Documents = {
    "\\n  query Me {\\n    me { id }\\n  }\\n": types.MeDocument,
    "\\n  query Order($id: ID!) {\\n    order(id: $id) { id }\\n  }\\n": types.OrderDocument,
    "\\n  fragment Row_item on Item {\\n    id\\n  }\\n": types.Row_ItemFragmentDoc,
};
export function graphql(source: string): unknown;`;

const graphqlTs = `export type MeQuery = { me: { id: string } | null };
export const Row_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition"}]} as unknown as DocumentNode<Row_ItemFragment, unknown>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","name":{"kind":"Name","value":"Me"}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const OrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","name":{"kind":"Name","value":"Order"}}]} as unknown as DocumentNode<OrderQuery, OrderQueryVariables>;
`;

const documents: Documents = { names: readDocumentMap(gql), asts: readDocumentAsts(graphqlTs) };

describe('reading the generated files', () => {
  it('maps each document source to its generated export', () => {
    expect(documents.names.get('\n  query Me {\n    me { id }\n  }\n')).toBe('MeDocument');
    expect(documents.names.get('\n  fragment Row_item on Item {\n    id\n  }\n')).toBe('Row_ItemFragmentDoc');
    expect(documents.names.size).toBe(3);
  });

  it('reads every document AST as JSON', () => {
    expect(documents.asts.size).toBe(3);
    expect(JSON.parse(documents.asts.get('MeDocument') ?? '')).toEqual({
      kind: 'Document',
      definitions: [{ kind: 'OperationDefinition', name: { kind: 'Name', value: 'Me' } }],
    });
  });
});

describe('rewriteGraphqlCalls', () => {
  it('inlines known documents and drops the runtime map import', () => {
    const code = "import { graphql } from '../generated';\nexport const Me = graphql(`\n  query Me {\n    me { id }\n  }\n`);\n";
    const out = rewriteGraphqlCalls(code, documents) ?? '';
    expect(out).toContain('export const Me = ({"kind":"Document"');
    expect(out).toContain('"value":"Me"');
    expect(out).not.toContain('generated');
  });

  it('handles documents with variables', () => {
    const code = "import { graphql } from '../../generated/gql';\nconst O = graphql(`\n  query Order($id: ID!) {\n    order(id: $id) { id }\n  }\n`);\n";
    const out = rewriteGraphqlCalls(code, documents) ?? '';
    expect(out).toContain('"value":"Order"');
    expect(out).not.toMatch(/\bgraphql\(/);
  });

  it('keeps the runtime import when a document is unknown (stale codegen)', () => {
    const code =
      "import { graphql } from '../generated';\nconst a = graphql(`\n  query Me {\n    me { id }\n  }\n`);\nconst b = graphql(`query New { ok }`);\n";
    const out = rewriteGraphqlCalls(code, documents) ?? '';
    expect(out).toContain("import { graphql } from '../generated';");
    expect(out).toContain('"value":"Me"');
    expect(out).toContain('graphql(`query New { ok }`)');
  });

  it('keeps the runtime import when a call has an interpolation', () => {
    const code =
      "import { graphql } from '../generated';\nconst a = graphql(`\n  query Me {\n    me { id }\n  }\n`);\nconst b = graphql(`query X { ${'a'} }`);\n";
    expect(rewriteGraphqlCalls(code, documents)).toContain("import { graphql } from '../generated';");
  });

  it('leaves modules without the preset import alone', () => {
    expect(rewriteGraphqlCalls('const x = graphql(`query Me { me { id } }`);', documents)).toBeNull();
  });
});
