import { terminalInfoLoaded, type SessionTerminal } from '../../../platform/session';
import { terminalApi } from '../api';
import type { AppStore } from '../../../platform/store';

// Its own chunk (navigationHandler imports it when a navigation needs terminal info): the terminal endpoints,
// and with them RTK Query, stay off the sign-in route.

/**
 * Loads the terminal info of a disk (the terminal list searched by disk number, first match), or the current
 * terminal without one. A failed load does not block the page: the header and pages show their own states.
 */
export async function loadTerminalInfo(store: AppStore, diskId: string | undefined): Promise<void> {
  try {
    if (diskId) {
      const reply = await store.dispatch(terminalApi.endpoints.getTerminalList.initiate({ key: diskId })).unwrap();
      const match = reply.data.find((t) => t.diskId === diskId) ?? reply.data[0];
      if (match) store.dispatch(terminalInfoLoaded({ ...(match as unknown as SessionTerminal), diskId: match.diskId }));
    } else {
      const reply = await store.dispatch(terminalApi.endpoints.getCurrentTerminal.initiate()).unwrap();
      if (reply.data) store.dispatch(terminalInfoLoaded(reply.data as unknown as SessionTerminal));
    }
  } catch {
    // reported by the request layer's error catalogue
  }
}
