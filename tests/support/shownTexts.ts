import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Records every text added to the page, or changed in place, from now on, for messages that show for a moment only
 * (a success message stays 0.8 s, spec 01 §9): `saw(text)` waits until a node holding the text has been shown,
 * however briefly and however busy the machine, where a query polling the page could miss it.
 */
export function recordShownTexts() {
  const shown: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'characterData') shown.push(r.target.textContent ?? '');
      else r.addedNodes.forEach((n) => shown.push(n.textContent ?? ''));
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    shown,
    saw: (text: string) => waitFor(() => expect(shown.some((s) => s.includes(text))).toBe(true)),
    stop: () => observer.disconnect(),
  };
}
