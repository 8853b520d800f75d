import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../platform/api/errorText';
import type { ParsedFile } from '../api';
import { checkFiles, fileRefusalKey, toBase64 } from '../rules/files';
import { useCollectParsedInvoicesMutation, useParseInvoiceFilesMutation } from './inputVatApi';

/** One file's outcome: read and added, a duplicate of an invoice held, or not read (with why). */
export interface UploadOutcome {
  name: string;
  format: ParsedFile['format'];
  outcome: 'added' | 'duplicate' | 'failed';
  readFrom?: ParsedFile['readFrom'];
  fphm?: string;
  xfmc?: string;
  amount?: string;
  taxAmount?: string;
  /** The invoice held (to open its ticket). */
  id?: string;
  /** Why it failed: the server's words or a message of ours. */
  reason?: string;
}

export interface InvoiceUpload {
  outcomes: UploadOutcome[];
  isBusy: boolean;
  /** The calls failed as a whole (the server's words). */
  error: string | null;
  upload(taxNo: string, files: readonly File[]): Promise<void>;
  clear(): void;
}

/**
 * Uploading the files a supplier sent: checked in the browser (kind, size, count), read by the parsing call
 * (POST /v1/tax/parse/invoiceFiles), the invoices read added by the collection call, which recognises duplicates.
 */
export function useInvoiceUpload(): InvoiceUpload {
  const { t } = useTranslation(['inputVat', 'errors']);
  const [parse, parsing] = useParseInvoiceFilesMutation();
  const [collect, collecting] = useCollectParsedInvoicesMutation();
  const [outcomes, setOutcomes] = useState<UploadOutcome[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const upload = async (taxNo: string, files: readonly File[]) => {
    setError(null);
    const { accepted, refused } = checkFiles(files);
    const refusedOutcomes: UploadOutcome[] = refused.map(({ file, refusal }) => ({ name: file.name, format: 'other', outcome: 'failed', reason: t(fileRefusalKey[refusal]) }));
    if (accepted.length === 0) {
      setOutcomes(refusedOutcomes);
      return;
    }
    setReading(true);
    let payload: Array<{ name: string; content: string }>;
    try {
      payload = await Promise.all(accepted.map(async (f) => ({ name: f.name, content: toBase64(new Uint8Array(await f.arrayBuffer())) })));
    } catch {
      setReading(false);
      setOutcomes([...refusedOutcomes, ...accepted.map((f) => ({ name: f.name, format: 'other' as const, outcome: 'failed' as const, reason: t('upload.unreadable') }))]);
      return;
    }
    const parsed = await parse({ parseRequest: { taxNo, files: payload } });
    setReading(false);
    if ('error' in parsed) {
      setError(errorText(t, parsed.error));
      return;
    }
    const results = parsed.data.data;
    const readable = results.filter((r) => r.ok && r.invoice);
    const byFile = new Map<string, { result: 'added' | 'duplicate'; id?: string }>();
    if (readable.length > 0) {
      const collected = await collect({ collectRequest: { taxNo, invoices: readable.map((r) => ({ ...r.invoice!, fileName: r.name })) } });
      if ('error' in collected) {
        setError(errorText(t, collected.error));
        return;
      }
      collected.data.data.forEach((c, k) => byFile.set(readable[k]!.name + '#' + k, { result: c.result, ...(c.id ? { id: c.id } : {}) }));
    }
    let k = 0;
    const parsedOutcomes: UploadOutcome[] = results.map((r) => {
      if (!r.ok || !r.invoice) return { name: r.name, format: r.format, outcome: 'failed', reason: r.msg ?? t('upload.unreadable') };
      const c = byFile.get(r.name + '#' + k);
      k += 1;
      return {
        name: r.name,
        format: r.format,
        outcome: c?.result ?? 'failed',
        ...(r.readFrom ? { readFrom: r.readFrom } : {}),
        fphm: r.invoice.fphm,
        xfmc: r.invoice.xfmc,
        amount: r.invoice.amount,
        taxAmount: r.invoice.taxAmount,
        ...(c?.id ? { id: c.id } : {}),
      };
    });
    setOutcomes([...parsedOutcomes, ...refusedOutcomes]);
  };

  return { outcomes, isBusy: reading || parsing.isLoading || collecting.isLoading, error, upload, clear: () => setOutcomes([]) };
}
