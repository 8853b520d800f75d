// Proxy issuing (数电易代开): applications for a fully-digital invoice the tax bureau issues on the taxpayer's behalf.
export { proxyApplyPath } from './rules/filters';
