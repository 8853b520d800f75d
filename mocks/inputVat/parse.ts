// The parsing call of the embedded backend (POST /v1/tax/parse/invoiceFiles, platform/api/openapi/inputVat.yaml):
// what it really reads of the files a supplier sent.
// - XML: the tax bureau's fully-digital invoice XML (root EInvoice: TaxSupervisionInfo/InvoiceNumber and IssueTime,
//   SellerInformation, BuyerInformation, BasicInformation totals, IssuItemInformation lines), read in full.
// - PDF and OFD: the invoice number, seller and time from the tax bureau's file name dzfp_<20 digits>_<seller>_<14
//   digits>, else a 20-digit number found in the file's uncompressed text (an OFD's zipped XML and a PDF's compressed
//   streams are not opened); the rest comes from a verification (查验) of that number (seed.ts verifiedInvoice).
//   This is what the peers' uploads do without OCR; docs/input-vat/deduction-collection.md says so.
import Decimal from 'decimal.js';
import type { ParsedFile, ParsedInvoice, PurchaseInvoiceLine } from '../../features/input-vat/api';
import { shanghaiDate } from './store';
import { verifiedInvoice } from './seed';

/** The text of the first element of that name (namespaces and CDATA allowed), entities decoded; undefined if none. */
function tag(xml: string, name: string): string | undefined {
  const match = new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:\\w+:)?${name}>`).exec(xml);
  if (!match) return undefined;
  const raw = match[1]!.replace(/^<!\[CDATA\[([\s\S]*)\]\]>$/, '$1').trim();
  return raw.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}

/** Every element of that name, as its inner XML. */
function tags(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:\\w+:)?${name}>`, 'g'))].map((m) => m[1]!);
}

const money = (s: string | undefined): string | undefined => (s && /^-?\d+(\.\d+)?$/.test(s.trim()) ? new Decimal(s.trim()).toFixed(2) : undefined);

/** A rate as the XML writes it (0.13, 13%, 13) as a decimal fraction. */
function rateOf(s: string | undefined): string {
  const text = (s ?? '').trim().replace('%', '');
  if (!/^\d+(\.\d+)?$/.test(text)) return '0';
  const n = new Decimal(text);
  return (n.gt(1) ? n.div(100) : n).toString();
}

/** The rate most of the amount is taxed at (the invoice's rate in the list). */
function mainRate(lines: readonly PurchaseInvoiceLine[]): string {
  const by = new Map<string, Decimal>();
  for (const l of lines) by.set(l.taxRate, (by.get(l.taxRate) ?? new Decimal(0)).add(l.amount));
  return [...by].sort(([, a], [, b]) => b.cmp(a))[0]?.[0] ?? '0';
}

export class ParseError extends Error {}

/** Reads a fully-digital invoice XML; throws ParseError with the reason a person reads. */
export function parseInvoiceXml(xml: string): ParsedInvoice & { buyerTaxNo: string; buyerName: string } {
  if (!/<(?:\w+:)?EInvoice[\s>]/.test(xml)) throw new ParseError('不是数电发票XML文件（缺少EInvoice）');
  const fphm = tag(xml, 'InvoiceNumber') ?? tag(xml, 'EIid');
  if (!fphm || !/^\d{20}$/.test(fphm)) throw new ParseError('XML中没有20位发票号码');
  const lines: PurchaseInvoiceLine[] = tags(xml, 'IssuItemInformation').map((item) => ({
    name: tag(item, 'ItemName') ?? '',
    ...(tag(item, 'SpecMod') ? { spec: tag(item, 'SpecMod') } : {}),
    ...(tag(item, 'MeaUnits') ? { unit: tag(item, 'MeaUnits') } : {}),
    ...(tag(item, 'Quantity') ? { quantity: tag(item, 'Quantity') } : {}),
    ...(tag(item, 'UnPrice') ? { price: tag(item, 'UnPrice') } : {}),
    amount: money(tag(item, 'Amount')) ?? '0.00',
    taxRate: rateOf(tag(item, 'TaxRate')),
    taxAmount: money(tag(item, 'ComTaxAm')) ?? '0.00',
  }));
  const sum = (field: 'amount' | 'taxAmount') => lines.reduce((s, l) => s.add(l[field]), new Decimal(0)).toFixed(2);
  const amount = money(tag(xml, 'TotalAmWithoutTax')) ?? sum('amount');
  const taxAmount = money(tag(xml, 'TotalTaxAm')) ?? sum('taxAmount');
  const totalAmount = money(tag(xml, 'TotalTax-includedAmount')) ?? new Decimal(amount).add(taxAmount).toFixed(2);
  const time = tag(xml, 'IssueTime') ?? tag(xml, 'RequestTime') ?? '';
  const issueDate = /^\d{4}-\d{2}-\d{2}/.test(time) ? time.slice(0, 10) : '';
  const xfsh = tag(xml, 'SellerIdNum') ?? '';
  const xfmc = tag(xml, 'SellerName') ?? '';
  if (!issueDate || !xfsh || !xfmc) throw new ParseError('XML缺少开票日期或销售方信息');
  const label = tag(xml, 'LabelCode');
  return {
    fplxdm: label === '02' ? '82' : '81',
    fpdm: '',
    fphm,
    xfmc,
    xfsh,
    issueDate,
    amount,
    taxAmount,
    totalAmount,
    taxRate: lines.length ? mainRate(lines) : '0',
    lines,
    buyerTaxNo: tag(xml, 'BuyerIdNum') ?? '',
    buyerName: tag(xml, 'BuyerName') ?? '',
  };
}

const FILE_NAME = /^dzfp_(\d{20})_(.+?)_(\d{14})\.(?:pdf|ofd)$/i;

function formatOf(name: string): ParsedFile['format'] {
  const ext = name.toLowerCase().split('.').pop();
  return ext === 'xml' || ext === 'pdf' || ext === 'ofd' ? ext : 'other';
}

function decode(base64: string): Uint8Array {
  const bin = atob(base64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i += 1) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

/** Reads one uploaded file for the buyer `taxNo`. */
export function parseFile(file: { name: string; content: string }, taxNo: string, now: number = Date.now()): ParsedFile {
  const format = formatOf(file.name);
  const failed = (msg: string): ParsedFile => ({ name: file.name, format, ok: false, msg });
  if (format === 'other') return failed('仅支持XML、PDF、OFD格式的发票文件');
  let bytes: Uint8Array;
  try {
    bytes = decode(file.content);
  } catch {
    return failed('文件内容无法读取');
  }
  if (bytes.length === 0) return failed('文件为空');
  if (format === 'xml') {
    try {
      const parsed = parseInvoiceXml(new TextDecoder('utf-8').decode(bytes));
      const { buyerTaxNo, buyerName: _buyer, ...invoice } = parsed;
      if (buyerTaxNo && buyerTaxNo !== taxNo) return failed(`购买方税号${buyerTaxNo}与当前企业不符`);
      return { name: file.name, format, ok: true, readFrom: 'xml', invoice: { ...invoice, fileName: file.name } };
    } catch (error) {
      return failed(error instanceof ParseError ? error.message : 'XML格式错误');
    }
  }
  // PDF / OFD: the number from the tax bureau's file name, else from the file's uncompressed text.
  const named = FILE_NAME.exec(file.name);
  if (named) {
    const time = named[3]!;
    const issueDate = `${time.slice(0, 4)}-${time.slice(4, 6)}-${time.slice(6, 8)}`;
    const fields = verifiedInvoice(taxNo, named[1]!, { xfmc: named[2]!, issueDate }, now);
    return { name: file.name, format, ok: true, readFrom: 'fileName', invoice: { ...fields, fileName: file.name } };
  }
  const text = new TextDecoder('latin1').decode(bytes);
  const head = format === 'pdf' ? text.startsWith('%PDF') : text.startsWith('PK');
  if (!head) return failed(format === 'pdf' ? '不是有效的PDF文件' : '不是有效的OFD文件');
  const number = /(?<!\d)(\d{20})(?!\d)/.exec(text)?.[1];
  if (!number) return failed('未能从文件中识别发票号码，请上传XML文件或税务局下载的原文件');
  const fields = verifiedInvoice(taxNo, number, { issueDate: shanghaiDate(now) }, now);
  return { name: file.name, format, ok: true, readFrom: 'text', invoice: { ...fields, fileName: file.name } };
}
