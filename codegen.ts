// One codegen config: schema/*.graphql -> gateway resolver types and the web client preset.
import type { CodegenConfig } from '@graphql-codegen/cli';
import { DEFAULT_MAX_LENGTH } from './gateway/src/auth/input-limits';

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  overwrite: true,
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#Context',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'Date | string', Date: 'string', Decimal: 'string' },
        // Schema types -> what resolvers actually pass around (upstream payloads, store rows).
        mappers: {
          Me: '../auth/session#Session',
          Customer: '../upstreams/product-api/customers#CustomerRecord',
          Order: '../upstreams/product-api/orders#OrderRecord',
          OrderItem: '../domains/orders/mappers#OrderItemSource',
          OrderAmounts: '../domains/orders/amounts-read#AmountsSource',
          OrderAmountStep: '../domains/orders/amounts#AmountStep',
          Cancellation: '../upstreams/product-api/cancellations#CancellationRecord',
          Branch: '../kit/branch-source#BranchSource',
          Product: '../domains/products/mappers#ProductSource',
          Employee: '../upstreams/product-api/staff#StaffRecord',
        },
      },
    },
    // The web's operation names, for the gateway's metrics labels (observability/labels.ts).
    'gateway/src/generated/web-operations.ts': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/generated/**'],
      plugins: ['./scripts/codegen-operation-names.mjs'],
    },
    // The gateway's input limits, for the web's forms to bound their fields alike (web/src/lib/inputBounds.ts).
    'web/src/generated/input-limits.ts': {
      plugins: ['./scripts/codegen-input-limits.mjs'],
      config: { defaultMaxLength: DEFAULT_MAX_LENGTH },
    },
    // The icon names a section may take (gateway/src/domains/sections/rules.ts), from the icon set the web draws.
    'gateway/src/generated/section-icons.ts': {
      plugins: ['./scripts/codegen-section-icons.mjs'],
    },
    'web/src/generated/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/generated/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string', Date: 'string', Decimal: 'string' } },
    },
  },
};

export default config;
