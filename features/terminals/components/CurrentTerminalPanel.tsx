import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Button, DaysRemainingCell, type DescriptionItem, DescriptionList, Empty, OnlineStatusCell, Panel, ServiceStatusCell, Skeleton, terminalModeOf, TerminalStatusCell } from '../../../design-system';
import { diskType, lookupKey } from '../../lookups';
import { selectSession } from '../../../platform/session';
import { useGetCurrentTerminalQuery, useGetServicePackageQuery, type Terminal } from '../api';

/** The terminal the page is about: the one the address selected (session) when its info is loaded, else the account's current one. */
function useHomeTerminal() {
  const session = useSelector(selectSession);
  const current = useGetCurrentTerminalQuery();
  const selected = session.terminal && session.terminal.diskId === session.diskId && session.terminal.taxerName ? (session.terminal as unknown as Terminal) : null;
  return { current, terminal: selected ?? current.data?.data ?? null };
}

/**
 * The current terminal (issue 4 §3): name, disk number, disk type, provider and mode, service and terminal
 * status, disk status, package and days remaining (spec 01 §4 display rules through the StatusCells).
 */
export function CurrentTerminalPanel() {
  const { t } = useTranslation('home');
  const { current, terminal } = useHomeTerminal();
  const pkgQuery = useGetServicePackageQuery({ diskId: terminal?.diskId ?? '' }, { skip: !terminal || !!terminal.servicePackage });
  const pkg = terminal?.servicePackage ?? pkgQuery.data?.data;

  let body;
  if (!terminal && current.isLoading) body = <Skeleton lines={3} />;
  else if (!terminal && current.isError)
    body = (
      <Empty
        title={t('terminal.loadFailed')}
        action={
          <Button size="sm" onPress={() => void current.refetch()}>
            {t('ds:action.retry')}
          </Button>
        }
      />
    );
  else if (!terminal) body = <Empty title={t('terminal.none')} />;
  else {
    const mode = terminalModeOf(terminal.tsp);
    const items: DescriptionItem[] = [
      { key: 'name', label: t('terminal.name'), value: terminal.taxerName },
      { key: 'diskId', label: t('terminal.diskId'), value: terminal.diskId },
      { key: 'diskType', label: t('terminal.diskType'), value: terminal.diskTypeDesc || t(lookupKey(diskType, terminal.diskType)) },
      { key: 'provider', label: t('terminal.provider'), value: terminal.tsp },
      { key: 'mode', label: t('terminal.mode'), value: mode ? t(`lookups:providerEdition.${mode}`) : null },
      { key: 'serviceStatus', label: t('terminal.serviceStatus'), value: <ServiceStatusCell status={terminal.serviceStatus} description={terminal.serviceStatusDesc} /> },
      { key: 'termStatus', label: t('terminal.termStatus'), value: <TerminalStatusCell status={terminal.termStatus} description={terminal.termStatusDesc} /> },
      { key: 'online', label: t('terminal.online'), value: <OnlineStatusCell online={terminal.online} description={terminal.onlineStatusDesc} /> },
      { key: 'package', label: t('terminal.package'), value: pkg?.editionName ?? null },
      {
        key: 'days',
        label: t('terminal.days'),
        value: pkg ? <DaysRemainingCell remain={pkg.remain} stateName={pkg.stateName} /> : pkgQuery.isFetching ? <Skeleton lines={1} /> : null,
        span: 3,
      },
    ];
    body = <DescriptionList items={items} columns={3} bordered />;
  }
  return <Panel title={t('terminal.title')}>{body}</Panel>;
}
