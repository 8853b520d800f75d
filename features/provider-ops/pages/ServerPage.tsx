import type { PageProps } from '../../../platform/routing';
import { ServerList } from '../components/ServerList';

/** 服务器管理 (/service/server): the provider's servers, their boards and restarts. */
export function ServerPage({ route }: PageProps) {
  return <ServerList route={route} />;
}

export default ServerPage;
