export declare const repo: string;
export declare const dist: string;
export type BundleName = 'production' | 'embedded';
export declare const bundles: Record<BundleName, { outDir: string; env: Record<string, string> }>;
export declare function staleReason(name?: BundleName): string | null;
export declare function ensureBuild(options?: { name?: BundleName; force?: boolean }): Promise<boolean>;
