import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageFrame } from '../../../design-system';
import type { PageProps } from '../../../platform/routing';
import { CertificateList, CertificateView } from '../components/Certificates';
import { DeclarationList } from '../components/DeclarationList';
import { FinancialStatements } from '../components/FinancialStatements';
import { VatReturn } from '../components/VatReturn';

/**
 * What a declaration page shows (spec 01 §2, spec 02 §2.3; docs/input-vat/declarations.md):
 * - manage: 申报管理, every report of the enterprises served;
 * - due: 报表填报, the reports still to file;
 * - vat / statements: 申报填写 / 财报填写, the reports of that type still to file, or the one opened (?id=);
 * - filing: 税务申报 (provider), the reports to file or the one opened (?id=&type=);
 * - own: 申报报表 (member), its enterprise's reports, the one opened, or a certificate (?certificate=);
 * - certificates: 完税凭证查询, the certificates or the one opened (?certificate=).
 */
export type DeclarationsPageKind = 'manage' | 'due' | 'vat' | 'statements' | 'filing' | 'own' | 'certificates';

/** The kind of each route name (the route id after its area). */
const kinds: Record<string, DeclarationsPageKind> = {
  declarationManagement: 'manage',
  reportFilling: 'due',
  sbWrite: 'vat',
  cbWrite: 'statements',
  taxDeclaration: 'filing',
  reportForm: 'own',
  wspzcx: 'certificates',
};

export function kindOfRoute(routeId: string): DeclarationsPageKind {
  return kinds[routeId.split('.').slice(1).join('.')] ?? 'manage';
}

function DeclarationsBody({ route, kind }: PageProps & { kind: DeclarationsPageKind }) {
  const { t } = useTranslation(['routeTitles', 'declarations']);
  const search = new URLSearchParams(useLocation().search);
  const id = search.get('id');
  const certificate = search.get('certificate');
  const type = kind === 'vat' ? '1' : kind === 'statements' ? '2' : search.get('type') === '2' ? '2' : '1';
  const back = route.path;
  const opensReports = kind === 'vat' || kind === 'statements' || kind === 'filing' || kind === 'own';

  let body;
  if (opensReports && id) body = type === '2' ? <FinancialStatements key={id} id={id} backPath={back} /> : <VatReturn key={id} route={route} id={id} backPath={back} />;
  else if ((kind === 'certificates' || kind === 'own') && certificate) body = <CertificateView key={certificate} id={certificate} backPath={back} />;
  else if (kind === 'certificates') body = <CertificateList route={route} />;
  else if (kind === 'vat') body = <DeclarationList route={route} mode="due" only="1" />;
  else if (kind === 'statements') body = <DeclarationList route={route} mode="due" only="2" />;
  else body = <DeclarationList route={route} mode={kind === 'due' || kind === 'filing' ? 'due' : 'all'} />;

  return <PageFrame title={t(route.titleKey)}>{body}</PageFrame>;
}

/** Every declaration page (page id declarations): the route decides what it shows. */
export function DeclarationsPage({ route }: PageProps) {
  return <DeclarationsBody key={route.id} route={route} kind={kindOfRoute(route.id)} />;
}

export default DeclarationsPage;
