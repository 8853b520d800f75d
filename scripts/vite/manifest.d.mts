export interface ManifestEntry {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export function importClosure(manifest: Record<string, ManifestEntry>, key: string, seen?: Set<string>): Set<string>;
export function scriptJson(value: unknown): string;
