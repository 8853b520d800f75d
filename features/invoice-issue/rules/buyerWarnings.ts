// Warnings about the buyer that never block issuing: a tax id that looks like a unified social credit
// code (18 characters of the GB 32100-2015 charset) but whose check character is wrong was probably mistyped.
import { usccCheckCharacter } from '../../validators';

export const buyerWarningKeys = { usccCheckDigit: 'issueForm:buyer.usccCheckDigit' } as const;

/** The warning key for a buyer tax id, or null when there is nothing to warn about. */
export function buyerTaxIdWarning(taxId: string): string | null {
  const id = taxId.trim();
  if (id.length !== 18) return null;
  const check = usccCheckCharacter(id.slice(0, 17));
  // Not of the USCC charset (e.g. an 18-character old-style tax number): not a USCC, nothing to say.
  if (check === null) return null;
  return check === id[17] ? null : buyerWarningKeys.usccCheckDigit;
}
