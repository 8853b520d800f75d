import type { PageProps } from '../../../platform/routing';
import { Printers } from '../components/Printers';

/** printers (member) and printerSetting (agency): the desktop client's printers and the print offsets. */
export function PrintersPage({ route }: PageProps) {
  return <Printers key={route.id} route={route} />;
}

export default PrintersPage;
