// The design system's catalogues. `ds` (locales/<lng>/ds/<group>.json) holds the texts of the general components,
// which the sign-in route loads; `dsProduct` (locales/<lng>/dsProduct/<group>.json) holds the product composites'
// (terminal picker, status cells, QR code and progress dialogs, connection status), about half of the design
// system's text, which the portal loads with the first page that shows one of them.

/** The namespaces of a product composite: its own first, then the general components' (`action.*` and the like). */
export const productNamespaces = ['dsProduct', 'ds'] as const;
