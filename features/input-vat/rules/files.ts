// The files a supplier sent, checked in the browser before they are read by the parsing call
// (POST /v1/tax/parse/invoiceFiles): their kind, size and number.

export const INVOICE_FILE_TYPES = ['.xml', '.pdf', '.ofd'] as const;
/** Files sent in one parse call (our limit, the contract's maxItems). */
export const MAX_FILES = 50;
/** The largest file read (a fully-digital invoice's PDF is some 100 KB; ours). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export type FileRefusal = 'type' | 'size' | 'empty' | 'tooMany';

/** Message keys of the refusals. */
export const fileRefusalKey: Record<FileRefusal, string> = {
  type: 'inputVat:upload.refused.type',
  size: 'inputVat:upload.refused.size',
  empty: 'inputVat:upload.refused.empty',
  tooMany: 'inputVat:upload.refused.tooMany',
};

/** Which files are sent and which are refused with why. */
export function checkFiles<F extends { name: string; size: number }>(files: readonly F[]): { accepted: F[]; refused: Array<{ file: F; refusal: FileRefusal }> } {
  const accepted: F[] = [];
  const refused: Array<{ file: F; refusal: FileRefusal }> = [];
  for (const file of files) {
    const lower = file.name.toLowerCase();
    if (!INVOICE_FILE_TYPES.some((ext) => lower.endsWith(ext))) refused.push({ file, refusal: 'type' });
    else if (file.size === 0) refused.push({ file, refusal: 'empty' });
    else if (file.size > MAX_FILE_BYTES) refused.push({ file, refusal: 'size' });
    else if (accepted.length >= MAX_FILES) refused.push({ file, refusal: 'tooMany' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** Bytes as base64 (the parse call's file content). */
export function toBase64(bytes: Uint8Array): string {
  let bin = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) bin += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(bin);
}
