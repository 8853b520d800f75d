import { invoiceTypes, type InvoiceType } from './types';

// What the issuing page shows (spec 01 §4, §8): the form, or why it cannot be issued, in the order the checks are
// made: the terminal (the one terminal gate of features/terminals: service status, disk offline, no terminal, no id),
// the types the terminal offers, the tax-bureau binding of a fully-digital type, then the source invoice of a red,
// copied or void entry. A pure rule: IssuePage gathers the facts and renders what it returns.

/** What the page knows when it decides. */
export interface IssuePageFacts {
  /** A terminal disk is chosen in the session. */
  hasDisk: boolean;
  /** The chosen disk's terminal is known. */
  hasTerminal: boolean;
  /** The terminal gate's block (features/terminals), with whether it offers the disk check. */
  terminalBlock: { key: string; diskCheck: boolean } | null;
  /** The terminal gate offers a renewal (the mall is open for it). */
  renewable: boolean;
  /** The invoice types this route offers on the terminal. */
  offered: readonly InvoiceType[];
  /** The type the form issues, or null while none can be chosen. */
  type: InvoiceType | null;
  /** The account is bound to the tax bureau (qdStatus 1, spec 01 §4). */
  bound: boolean;
  entry: 'blue' | 'red' | 'copy' | 'void';
  /** The source invoice of a red, copied or void entry. */
  source: {
    needed: boolean;
    notFound: boolean;
    failed: boolean;
    /** Its details arrived; `type` is the source invoice's type as the server gives it ('' when it has none). */
    loaded: boolean;
    type: string;
    /** A red invoice may be issued against it (entry.ts canRedInvoice). */
    redable: boolean;
  };
  /** The form's context, the user and the first state of a sourced form are ready. */
  ready: boolean;
  /** An order is under way (its progress shows instead of the form's head). */
  ordering: boolean;
}

/** What the page's body shows. */
export type IssuePageBody =
  /** Why the invoice cannot be issued (a message key), with the terminal gate's action. */
  | { show: 'blocked'; key: string; action: 'diskCheck' | 'renew' | null }
  /** The source invoice could not be read: say so, with a retry. */
  | { show: 'sourceFailed' }
  | { show: 'loading' }
  | { show: 'form' };

export interface IssuePageView {
  body: IssuePageBody;
  /** The head offers the blank-void entry. */
  voidEntry: boolean;
  /** The head offers the choice of the invoice type. */
  typeChoice: boolean;
}

/** Why the invoice cannot be issued (a message key), or null. */
function blockKey(f: IssuePageFacts): string | null {
  const { source } = f;
  if (!f.hasDisk) return f.terminalBlock?.key ?? 'issue:gate.noTerminal';
  if (f.hasTerminal && f.terminalBlock) return f.terminalBlock.key;
  if (f.hasTerminal && f.offered.length === 0) return 'issue:gate.noTypes';
  if (f.hasTerminal && f.type && invoiceTypes[f.type].family === 'digital' && !f.bound) return 'invoice:taxBureau.notBound';
  if (source.notFound) return 'issueForm:kind.sourceNotFound';
  if (source.loaded && !f.offered.some((c) => c === source.type)) return 'issueForm:kind.notOffered';
  if (f.entry === 'red' && source.loaded && !source.redable) return 'issueForm:kind.notRedable';
  return null;
}

function bodyOf(f: IssuePageFacts, key: string | null): IssuePageBody {
  if (key !== null) {
    const action = f.terminalBlock?.diskCheck ? 'diskCheck' : f.hasTerminal && f.renewable ? 'renew' : null;
    return { show: 'blocked', key, action };
  }
  if (f.source.failed) return { show: 'sourceFailed' };
  if (!f.hasTerminal || !f.type || !f.ready) return { show: 'loading' };
  return { show: 'form' };
}

export function issuePageView(f: IssuePageFacts): IssuePageView {
  const key = blockKey(f);
  // The head's entries (spec 01 §3): not while blocked or an order is under way; the blank void is of a
  // paper/electronic type; a red or sourced form keeps its source's type.
  const head = key === null && f.type !== null && !f.ordering;
  return {
    body: bodyOf(f, key),
    voidEntry: head && f.entry === 'blue' && f.type !== null && invoiceTypes[f.type].family === 'tax',
    typeChoice: head && f.entry !== 'red' && !f.source.needed,
  };
}
