export declare const BUDGET_KIB: number;
export declare function htmlEntries(html: string): string[];
export declare function staticImports(code: string, chunkPath: string): string[];
export declare function measureInitialJs(distDir: string): {
  chunks: Record<string, { bytes: number; gzipBytes: number }>;
  bytes: number;
  gzipBytes: number;
  gzipKiB: number;
};
export declare function measurePageJs(distDir: string, initialChunks?: Record<string, unknown>): Record<string, { gzipBytes: number; chunks: number }>;
