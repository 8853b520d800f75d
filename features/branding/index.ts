// Branding and the static config's header switches: the logo by role (logo.json of the host), the product mall link,
// and the switches (help, client download, mall) other features' header pieces follow (spec 01 §2, §3, §7).
export { HeaderLogo } from './components/HeaderLogo';
export { MallLink } from './components/MallLink';
export { headerSwitches, configFlagOn, mallPath, DEFAULT_HELP_URL } from './rules/headerSwitches';
export type { HeaderSwitches } from './rules/headerSwitches';
export { logoOf, safeLogoSource } from './rules/logo';
export { forgetLogoConfigs, prefetchLogo } from './hooks/useLogoConfig';
