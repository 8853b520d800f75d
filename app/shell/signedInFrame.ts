import { prefetchLogo } from '../../features/branding';
import { prefetchHome } from '../../features/home';
import { loadTerminalInfo } from '../../features/terminals';
import { attachApi } from '../../platform/api/attachApi';
import type { AppStore } from '../../platform/store';

// The signed-in frame's own chunk (never on the sign-in route): the router's navigation handler loads it before
// the first page that uses the api shows (the signed-in pages, and public pages such as /forgetPwd). It is the one
// place the api attaches to the store.

export interface SignedInPreparation {
  /** Load the terminal info of this disk (or the current terminal) first. */
  loadTerminal: boolean;
  diskId?: string | undefined;
}

/** Attaches the api (once) and loads what the page asked for. A failed terminal load does not block the page. */
export async function prepareSignedInFrame(store: AppStore, { loadTerminal, diskId }: SignedInPreparation): Promise<void> {
  attachApi(store);
  if (loadTerminal) await loadTerminalInfo(store, diskId);
}

/**
 * The signed-in wave's calls (signedInWave.ts): attaches the api and starts the home's calls (current terminal,
 * service package, the role's list) and the header's logo while the header and the page still load. The push
 * channel connects when Shell.tsx sees the api attached.
 */
export function startHomeCalls(store: AppStore, pathname: string): void {
  attachApi(store);
  prefetchHome(store, pathname);
  const { roleType, trueRoleType } = store.getState().session;
  prefetchLogo(roleType, trueRoleType);
}
