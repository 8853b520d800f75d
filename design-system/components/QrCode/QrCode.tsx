import { memo, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'qrcode';
import styled from 'styled-components';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { qrCodeTokens as t, type QrCodeStatus } from './tokens';
import { productNamespaces } from '../../i18n';

export interface QrCodeProps {
  /** Text to encode (a URL, a token); drawn here as SVG. Ignored when `src` is given. */
  value?: string;
  /**
   * An image from the server, e.g. the `ewm` field of the QR response (spec 02 §3). A bare base64 string is
   * taken as a PNG; data:, http(s):, blob: and absolute paths are used as they are.
   */
  src?: string;
  /** The accessible name of the code, e.g. 电子税务局登录二维码. Required: a QR code is meaningless unnamed. */
  label: string;
  /** Outer width and height in px, frame included. @default 168 */
  size?: number;
  /** Symbol, loading veil, or expired veil with a refresh button. @default 'active' */
  status?: QrCodeStatus;
  /** Shows a refresh button on the expired veil. */
  onRefresh?: () => void;
  /** Text of the expired veil. @default dsProduct:qrCode.expired (二维码已过期) */
  expiredText?: ReactNode;
}

const Frame = styled.div`
  position: relative;
  flex: none;
  box-sizing: border-box;
  width: var(--qr-size);
  height: var(--qr-size);
  padding: ${t.padding};
  background: ${t.light};
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  & > svg,
  & > img {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

const QrSvg = styled.svg`
  shape-rendering: crispEdges;
  rect { fill: ${t.light}; }
  path { fill: ${t.dark}; }
`;

const Veil = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${t.veilGap};
  color: ${t.veilText};
  font-size: ${t.fontSize};
  text-align: center;
  border-radius: ${t.radius};
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: ${t.veil};
    opacity: ${t.veilOpacity};
    border-radius: inherit;
  }
  isolation: isolate;
`;

/** Dark modules as one path, merging horizontal runs so long codes stay small in the DOM. */
export function qrPath(value: string): { size: number; d: string } | null {
  let matrix;
  try {
    matrix = create(value, { errorCorrectionLevel: 'M' }).modules;
  } catch {
    return null; // too long to encode: draw nothing rather than crash the dialog
  }
  const q = t.quietZone;
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row++) {
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.get(row, col)) col++;
      parts.push(`M${start + q} ${row + q}h${col - start}v1h${start - col}z`);
    }
  }
  return { size: matrix.size + q * 2, d: parts.join('') };
}

function imageSource(src: string): string {
  return /^(data:|https?:|blob:|\/)/.test(src) ? src : `data:image/png;base64,${src}`;
}

const Drawn = memo(function Drawn({ value, label }: { value: string; label: string }) {
  const symbol = useMemo(() => qrPath(value), [value]);
  if (!symbol) return null;
  return (
    <QrSvg viewBox={`0 0 ${symbol.size} ${symbol.size}`} role="img" aria-label={label}>
      <rect width={symbol.size} height={symbol.size} />
      <path d={symbol.d} />
    </QrSvg>
  );
});

/**
 * A QR code drawn from a string (the `qrcode` library, as SVG) or shown from a server image, with loading and
 * expired states (spec 02 §4: valid 300 s, then an expired notice and refresh).
 */
export function QrCode({ value, src, label, size = 168, status = 'active', onRefresh, expiredText }: QrCodeProps) {
  const { t: tr } = useTranslation(productNamespaces, { nsMode: 'fallback' });
  // The size is the one dynamic value: a CSS variable, so the styled classes stay static.
  const style = { '--qr-size': `${size}px` } as CSSProperties;
  return (
    <Frame style={style} data-status={status}>
      {src ? <img src={imageSource(src)} alt={label} /> : value ? <Drawn value={value} label={label} /> : null}
      {status === 'loading' && (
        <Veil>
          <Spinner size={24} label={tr('qrCode.loading')} />
        </Veil>
      )}
      {status === 'expired' && (
        <Veil>
          <span>{expiredText ?? tr('qrCode.expired')}</span>
          {onRefresh && (
            <Button size="sm" variant="primary" icon={<Icon name="refresh" size={14} />} onPress={onRefresh}>
              {tr('action.refresh')}
            </Button>
          )}
        </Veil>
      )}
    </Frame>
  );
}
