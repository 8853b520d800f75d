/* global module */
// @rtk-query/codegen-openapi 2.2 config: one OpenAPI document per API domain (platform/api/openapi/<domain>.yaml)
// generates one endpoints file per feature (features/<folder>/api.ts), injected into the one base api.
// Run `node scripts/codegen.mjs` (npm run codegen); the generated files are never edited by hand.

/** API domain -> feature folder. */
const domains = {
  account: 'account',
  terminal: 'terminals',
  issue: 'invoice-issue',
  invoice: 'invoices',
  goods: 'goods',
  taxBureau: 'tax-bureau',
  faceScan: 'face-scan',
  messaging: 'messaging',
  config: 'config',
  robot: 'robot-tasks',
  redLetter: 'red-letter',
  taxReturn: 'tax-returns',
  enterpriseImport: 'enterprise-import',
  customer: 'customers',
  seller: 'seller',
  batchIssue: 'batch-issue',
  negative: 'negative-issue',
  printers: 'printers',
  review: 'issue-review',
  proxyIssue: 'proxy-issue',
  invoiceVoid: 'invoice-void',
  repair: 'invoice-repair',
  statistics: 'statistics',
  organisation: 'organisation',
  copyClear: 'copy-clear',
  taxBureauOverview: 'tax-bureau-overview',
  providerOps: 'provider-ops',
  declarations: 'declarations',
  inputVat: 'input-vat',
  enterprises: 'enterprises',
  providerMembers: 'provider-members',
};

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
const config = {
  schemaFile: './platform/api/openapi/account.yaml',
  apiFile: './platform/api/baseApi.ts',
  apiImport: 'baseApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  useUnknown: true,
  outputFiles: Object.fromEntries(
    Object.entries(domains).map(([domain, folder]) => [
      `./features/${folder}/api.ts`,
      { schemaFile: `./platform/api/openapi/${domain}.yaml`, exportName: `${domain}Api` },
    ]),
  ),
};

module.exports = config;
module.exports.domains = domains;
