// The issuing form's state and its changes, as a pure reducer (tested without React): the invoice type, buyer,
// review, remark, receiver and the goods lines, plus the draft's idempotency key (one order per draft).
import { recalculate, toGoodsLine, type EditLine } from '../rules/lineAmounts';
import type { InvoiceDraft, InvoiceType, PurchaserInfo, Review } from '../rules/types';
import { emptyExtras, extrasDraft, extrasHaveContent, extrasReducer, jointPurchase, type ExtrasAction, type IssueExtras } from './issueExtras';

export interface IssueFormState {
  invoiceType: InvoiceType;
  purchaserInfo: Required<Pick<PurchaserInfo, 'buyerTaxerName' | 'buyerTaxerId' | 'buyerAddressTel' | 'buyerBankAccount'>>;
  review: Required<Review>;
  remark: string;
  receiver: string;
  lines: EditLine[];
  /** Names this draft for the server: a double click or a second tab submitting it creates one order. */
  idempotencyKey: string;
  /** The goods are mineral products (spec 01 §5: unit and quantity required); set in the goods grid. */
  minerals?: boolean;
  /** Kind (blue/red/void), natural-person buyer, co-buyers, special business, 3 % reason, deduction (issueExtras.ts). */
  extras: IssueExtras;
}

export type BuyerField = keyof IssueFormState['purchaserInfo'];
export type ReviewField = keyof IssueFormState['review'];
export type LineField = Exclude<keyof EditLine, 'id'>;

export type IssueFormAction =
  | { type: 'buyer'; field: BuyerField; value: string }
  | { type: 'review'; field: ReviewField; value: string }
  | { type: 'remark'; value: string }
  | { type: 'receiver'; value: string }
  | { type: 'line'; id: string; field: LineField; value: string }
  | { type: 'addLine'; after?: string; line: EditLine }
  | { type: 'deleteLine'; id: string }
  | { type: 'restore'; state: IssueFormState }
  | { type: 'newKey'; key: string }
  // The goods grid's batch operations, paste, tax-code picker and AI coding replace the lines at once (GoodsGrid).
  | { type: 'lines'; lines: EditLine[] }
  | { type: 'minerals'; value: boolean }
  | { type: 'extras'; action: ExtrasAction };

export function emptyLine(id: string, rate = ''): EditLine {
  return { id, showName: '', spbm: '', ggxh: '', dw: '', quantity: '', price: '', amount: '', rate };
}

export function initialFormState(invoiceType: InvoiceType, key: string, firstLine: EditLine): IssueFormState {
  return {
    invoiceType,
    purchaserInfo: { buyerTaxerName: '', buyerTaxerId: '', buyerAddressTel: '', buyerBankAccount: '' },
    review: { payee: '', checker: '', drawer: '' },
    remark: '',
    receiver: '',
    lines: [firstLine],
    idempotencyKey: key,
    extras: emptyExtras(),
  };
}

export function issueFormReducer(state: IssueFormState, action: IssueFormAction): IssueFormState {
  switch (action.type) {
    case 'buyer':
      return { ...state, purchaserInfo: { ...state.purchaserInfo, [action.field]: action.value } };
    case 'review':
      return { ...state, review: { ...state.review, [action.field]: action.value } };
    case 'remark':
      return { ...state, remark: action.value };
    case 'receiver':
      return { ...state, receiver: action.value };
    case 'line':
      return {
        ...state,
        lines: state.lines.map((l) => {
          if (l.id !== action.id) return l;
          const next = { ...l, [action.field]: action.value };
          return action.field === 'quantity' || action.field === 'price' || action.field === 'amount' ? recalculate(next, action.field) : next;
        }),
      };
    case 'addLine': {
      const at = action.after === undefined ? state.lines.length : state.lines.findIndex((l) => l.id === action.after) + 1;
      const lines = [...state.lines];
      lines.splice(at <= 0 ? lines.length : at, 0, action.line);
      return { ...state, lines };
    }
    case 'deleteLine':
      return { ...state, lines: state.lines.filter((l) => l.id !== action.id) };
    case 'restore':
      // Drafts saved before the extras existed restore with empty extras.
      return { ...action.state, extras: { ...emptyExtras(), ...action.state.extras } };
    case 'extras':
      return { ...state, extras: extrasReducer(state.extras, action.action) };
    case 'newKey':
      return { ...state, idempotencyKey: action.key };
    case 'lines':
      return { ...state, lines: action.lines };
    case 'minerals':
      return { ...state, minerals: action.value };
  }
}

/** The invoice draft of spec 01 §3 the rules and the server read. */
export function draftOf(state: IssueFormState, includingTax: boolean): InvoiceDraft {
  return {
    curInvoiceType: state.invoiceType,
    purchaserInfo: { ...state.purchaserInfo, ...(jointPurchase(state.extras) ? { dfgtgmbq: 'Y' as const } : {}) },
    review: { ...state.review },
    remark: state.remark,
    receiver: state.receiver,
    goodsList: state.extras.kind === 2 ? [] : state.lines.map((l) => toGoodsLine(l, includingTax)),
    ...(state.minerals ? { minerals: true } : {}),
    ...extrasDraft(state.extras),
  };
}

/** Whether a stored value is a form state this version can restore (drafts outlive releases). */
export function isFormState(value: unknown): value is IssueFormState {
  const v = value as Partial<IssueFormState> | null;
  return (
    !!v &&
    typeof v === 'object' &&
    typeof v.invoiceType === 'string' &&
    typeof v.idempotencyKey === 'string' &&
    !!v.purchaserInfo &&
    !!v.review &&
    Array.isArray(v.lines) &&
    v.lines.every((l) => l && typeof l.id === 'string')
  );
}

/** Whether the user has typed anything (an untouched form is not worth a draft). */
export function hasContent(state: IssueFormState): boolean {
  const texts = [
    ...Object.values(state.purchaserInfo),
    ...Object.values(state.review),
    state.remark,
    state.receiver,
    ...state.lines.flatMap((l) => [l.showName, l.spbm, l.ggxh, l.dw, l.quantity, l.price, l.amount]),
  ];
  return texts.some((t) => t.trim() !== '') || state.lines.length > 1 || (state.extras !== undefined && extrasHaveContent(state.extras));
}
