// spec 01 §7: GET /v2/auth/v2/nav takes an optional scene=RET1. The spec does not say which pages use it; the
// portal asks for it on the tax-return pages (申报: filing, declarations, tax vouchers), whose menu the server
// serves as its own scene.

/** The route names (the part of a route id after the area) of the tax-return pages. */
export const returnPageNames: ReadonlySet<string> = new Set([
  'taxReturns',
  'reportForm',
  'declarationManagement',
  'sbWrite',
  'cbWrite',
  'wspzcx',
  'reportFilling',
  'taxDeclaration',
]);

export type NavScene = 'RET1' | undefined;

/** The menu scene of a route (by id, `<area>.<name>`): RET1 on the tax-return pages, none elsewhere. */
export function sceneOfRoute(routeId: string | null | undefined): NavScene {
  const name = routeId?.split('.').slice(1).join('.');
  return name !== undefined && returnPageNames.has(name) ? 'RET1' : undefined;
}
