// Face QR rules (spec 02 §2.1 item 6, §4 'QR code', §8, §9). Pure: what a reply code means for the dialog.

/** spec 02 §8: face-scan loading codes that ask the user to log in to the tax bureau first (confirm, 去登录). */
export const GO_TO_LOGIN_CODES: readonly number[] = [202200007, 202200008, 202200014, 201300002];
/**
 * spec 02 §8: codes 202200009 to 202200012 on a QR fetch get a 'special handler' whose details the spec does not
 * show. Our reading: the tax bureau is still generating the face code, so the dialog keeps waiting (the second
 * 60 s phase says the bureau is busy and it is retrying) and asks again every FACE_QR_RETRY_MS until both phases
 * have run out.
 */
export const STILL_GENERATING_CODES: readonly number[] = [202200009, 202200010, 202200011, 202200012];
/** How often a still-generating code is asked for again. */
export const FACE_QR_RETRY_MS = 5000;
/** spec 02 §4, §9: a face code is valid 300 s. */
export const FACE_QR_VALIDITY_MS = 300_000;
/** spec 02 §9: two fetch phases of 60 s each. */
export const FACE_QR_FETCH_MS = 120_000;

/** What the dialog does with a failed call: ask to log in, keep waiting and retry, or show the failure. */
export type FaceQrFailure = 'login' | 'retry' | 'error';

export function faceQrFailure(code: unknown): FaceQrFailure {
  const n = Number(code);
  if (GO_TO_LOGIN_CODES.includes(n)) return 'login';
  if (STILL_GENERATING_CODES.includes(n)) return 'retry';
  return 'error';
}

/** Whether a retry still fits in the fetch phases that started at `startedAt` (epoch ms). */
export function canRetry(startedAt: number, now: number): boolean {
  return now + FACE_QR_RETRY_MS < startedAt + FACE_QR_FETCH_MS;
}

/**
 * When a fetched code stops being valid: its expireTime (epoch ms) when that is a number within the validity from
 * now, else 300 s from now (spec 02 §4: valid 300 s). A server clock ahead of ours never extends the 300 s.
 */
export function faceQrEndsAt(expireTime: unknown, now: number): number {
  const latest = now + FACE_QR_VALIDITY_MS;
  const given = Number(expireTime);
  return Number.isFinite(given) && given > now && given < latest ? given : latest;
}

/**
 * spec 02 §2.1 item 6: a role check value of 1 starts on the tax-app tab, otherwise the WeChat tab. The spec does
 * not say where the value comes from; ours: 1 when the terminal's invoicing account is a finance head or legal
 * representative (identities 1, 2: they scan the tax-app face code themselves), else 0 (the code is passed on by WeChat).
 */
export function roleCheckOf(identity: unknown): 0 | 1 {
  return ['1', '2'].includes(String(identity ?? '').trim()) ? 1 : 0;
}

/** The mobile page of a terminal's long-lived code (spec 02 §2.1 item 6: /h5/#/qrcode/{diskId}?taxerName&termType&tsp). */
export function mobileQrPath(terminal: { diskId: string; taxerName?: string; termType?: number | string; tsp?: string }): string {
  const query = new URLSearchParams();
  query.set('taxerName', terminal.taxerName ?? '');
  query.set('termType', terminal.termType === undefined ? '' : String(terminal.termType));
  query.set('tsp', terminal.tsp ?? '');
  return `/h5/#/qrcode/${encodeURIComponent(terminal.diskId)}?${query.toString()}`;
}
