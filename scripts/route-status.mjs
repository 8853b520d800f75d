// Prints how many of the portal's routes still show the 'not available yet' page: the routes whose
// page is marked notBuilt or has no importer in the page registries (app/pages.ts, app/signedInPages.ts). Loads
// the route tables through Vite's module runner (they are TypeScript); nothing is built or served.
import { runnerImport } from 'vite';

export async function routeStatus() {
  const config = { configFile: false, logLevel: 'silent' };
  const [{ module: routes }, { module: pages }, { module: signedIn }] = await Promise.all([
    runnerImport('/app/router/routes/index.ts', config),
    runnerImport('/app/pages.ts', config),
    runnerImport('/app/signedInPages.ts', config),
  ]);
  const registry = { ...pages.pages, ...signedIn.signedInPages };
  const all = routes.portalRoutes;
  const unbuilt = all.filter((route) => routes.isUnbuilt(route, registry));
  return { total: all.length, unbuilt: unbuilt.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { total, unbuilt } = await routeStatus();
  console.log(`Routes showing 'not available yet': ${unbuilt} of ${total} (${total - unbuilt} with a page)`);
}
