// spec 01 §2 (the customer-service dropdown shows a WeChat QR code), §7 (Contact info: wxkfSw.qrCode).

/** How to show a qrCode value: an image the server made (`src`), or text the portal draws as a QR code (`value`). */
export type QrSource = { src: string } | { value: string };

const IMAGE_PATH = /\.(png|jpe?g|gif|svg|webp)(\?[^#]*)?(#.*)?$/i;
const BARE_BASE64 = /^[A-Za-z0-9+/]{64,}={0,2}$/;

/**
 * The server sends either the customer-service link (drawn here) or an image of the code: a data: image, an image
 * file on an absolute path or an http(s) address, or bare base64 of a PNG. Empty: no WeChat code.
 */
export function qrSourceOf(qrCode: string | null | undefined): QrSource | null {
  const text = qrCode?.trim();
  if (!text) return null;
  if (/^data:image\//i.test(text)) return { src: text };
  if (BARE_BASE64.test(text)) return { src: text };
  if ((/^https?:\/\//i.test(text) || /^\/(?![/\\])/.test(text)) && IMAGE_PATH.test(text)) return { src: text };
  return { value: text };
}
