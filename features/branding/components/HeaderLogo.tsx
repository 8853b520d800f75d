import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { selectSession } from '../../../platform/session';
import { rememberLogo, useLogoConfig } from '../hooks/useLogoConfig';
import { logoOf } from '../rules/logo';

/** Keeps the logo's place while the config loads, so the header does not jump. */
const Placeholder = styled.span`
  display: inline-block;
  width: 120px;
  height: 32px;
`;

/**
 * The header's logo by role (spec 01 §2, §3 Logo config): the host's logo.json names an image per role; without one,
 * or when the file or the image cannot be loaded, the product wordmark (票税通 / Piaoshuitong). The image's text
 * alternative is the wordmark, so the product is named the same either way.
 */
export function HeaderLogo({ host }: { host?: string }) {
  const { t } = useTranslation('common');
  const session = useSelector(selectSession);
  const { config, loading } = useLogoConfig(host);
  const { src, style } = logoOf(config, session.roleType, session.trueRoleType);
  const [broken, setBroken] = useState<string | null>(null);
  const wordmark = t('wordmark');
  const shown = !loading && src && broken !== src ? src : null;
  // index.html preloads the logo last shown on this browser on the next load (the homes' largest paint)
  useEffect(() => {
    if (!loading) rememberLogo(shown && !/^data:/i.test(shown) ? shown : null);
  }, [loading, shown]);
  if (loading) return <Placeholder aria-hidden="true" />;
  if (shown) {
    return <img src={shown} alt={wordmark} data-logo-style={style} height={32} onError={() => setBroken(shown)} />;
  }
  return <span data-logo-style={style}>{wordmark}</span>;
}
