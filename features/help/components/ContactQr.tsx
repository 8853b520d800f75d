import { QrCode } from '../../../design-system';
import type { QrSource } from '../rules/contactQr';

/** The WeChat customer-service code: a chunk of its own (the QR encoder), loaded when the popover first opens. */
export function ContactQr({ label, qr }: { label: string; qr: QrSource }) {
  return <QrCode label={label} size={120} {...qr} />;
}

export default ContactQr;
