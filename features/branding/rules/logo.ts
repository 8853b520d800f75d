import type { LogoConfig } from '../../config';

// spec 01 §2 (the header shows a logo by role), §3 (Logo config), §7 (GET ./static/{host}/logo.json).

/** The logo a role's header shows, and the host's style name for that role. */
export interface RoleLogo {
  /** The image address; undefined: the product wordmark. */
  src?: string;
  /** The host's style name for the role (css_style, servcss_style, agencss_style, grounp_style). */
  style?: string;
}

/**
 * Only addresses that can be nothing but an image source: an absolute path on this site, http(s), or a data: image.
 * Anything else (javascript:, protocol-relative //host, a relative path that would resolve against the page) is ignored.
 */
export function safeLogoSource(value: string | undefined): string | undefined {
  const src = value?.trim();
  if (!src) return undefined;
  if (/^\/(?![/\\])/.test(src)) return src;
  if (/^https?:\/\/[^\s/]/i.test(src)) return src;
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(src)) return src;
  return undefined;
}

/**
 * The logo of a role: member (1) web_logo with css_style, provider (2) servi_web_logo with servcss_style, agency (3)
 * agent_web_logo with agencss_style; the group entrance (role code 5) keeps the agency logo with grounp_style.
 */
export function logoOf(config: LogoConfig | null | undefined, roleType: number | null | undefined, trueRoleType?: number | null): RoleLogo {
  if (!config) return {};
  if (roleType === 1) return { src: safeLogoSource(config.web_logo), style: config.css_style || undefined };
  if (roleType === 2) return { src: safeLogoSource(config.servi_web_logo), style: config.servcss_style || undefined };
  const style = trueRoleType === 5 ? config.grounp_style || config.agencss_style : config.agencss_style;
  return { src: safeLogoSource(config.agent_web_logo), style: style || undefined };
}
