import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Alert, Button, DaysRemainingCell, type DescriptionItem, DescriptionList, Empty, OnlineStatusCell, Panel, ServiceStatusCell, Skeleton, TerminalStatusCell } from '../../../design-system';
import { selectSession } from '../../../platform/session';
import { useGetCurrentTerminalQuery, useGetServicePackageQuery, type Terminal } from '../api';
import { labelOfServerText } from '../../lookups';
import { useLabelText } from '../hooks/useLabelText';
import { useTerminalGate } from '../hooks/useTerminalGate';
import { daysRemainingCell, deviceTypeLabel, modeLabel, onlineStatusCell, serviceStatusCell, terminalStatusCell } from '../rules';

/** The terminal the page is about: the one the address selected (session) when its info is loaded, else the account's current one. */
function useHomeTerminal() {
  const session = useSelector(selectSession);
  const current = useGetCurrentTerminalQuery();
  const selected = session.terminal && session.terminal.diskId === session.diskId && session.terminal.taxerName ? (session.terminal as unknown as Terminal) : null;
  return { current, terminal: selected ?? current.data?.data ?? null };
}

/**
 * The current terminal: name, disk number, disk type, provider and mode, service and terminal
 * status, disk status, package and days remaining (spec 01 §4 display rules through the StatusCells).
 */
export function CurrentTerminalPanel() {
  const { t } = useTranslation('home');
  const { t: tt } = useTranslation('terminals');
  const say = useLabelText();
  const gate = useTerminalGate();
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
  // An account without any terminal is told what the gate tells it (spec 01 §8 没有可用的开票终端，当前功能无法使用！).
  else if (!terminal) body = <Empty title={gate.block?.kind === 'noTerminals' ? tt(gate.block.key) : t('terminal.none')} />;
  else {
    const service = serviceStatusCell(terminal.serviceStatus, terminal.serviceStatusDesc);
    const termStatus = terminalStatusCell(terminal.termStatus, terminal.termStatusDesc);
    const online = onlineStatusCell(terminal.online, terminal.onlineStatusDesc);
    const days = pkg ? daysRemainingCell(pkg.remain, pkg.stateName) : null;
    const items: DescriptionItem[] = [
      { key: 'name', label: t('terminal.name'), value: terminal.taxerName },
      { key: 'diskId', label: t('terminal.diskId'), value: terminal.diskId },
      { key: 'diskType', label: t('terminal.diskType'), value: say(deviceTypeLabel(terminal)) },
      { key: 'provider', label: t('terminal.provider'), value: terminal.tsp },
      { key: 'mode', label: t('terminal.mode'), value: say(modeLabel(terminal.tsp)) },
      { key: 'serviceStatus', label: t('terminal.serviceStatus'), value: <ServiceStatusCell label={say(service?.label)} tone={service?.tone} warns={service?.warns} /> },
      { key: 'termStatus', label: t('terminal.termStatus'), value: <TerminalStatusCell label={say(termStatus?.label)} tone={termStatus?.tone} /> },
      { key: 'online', label: t('terminal.online'), value: <OnlineStatusCell label={say(online.label)} tone={online.tone} /> },
      // the edition's label in the user's language where the lookup knows the package name
      { key: 'package', label: t('terminal.package'), value: say(labelOfServerText('providerEdition', pkg?.editionName)) },
      {
        key: 'days',
        label: t('terminal.days'),
        value: days ? <DaysRemainingCell kind={days.kind} text={say(days.label) ?? ''} /> : pkgQuery.isFetching ? <Skeleton lines={1} /> : null,
        span: 3,
      },
    ];
    // The state that stops actions, said as the gate says it (spec 01 §4, §8).
    const block = gate.block && (gate.block.kind === 'service' || gate.block.kind === 'offline') ? gate.block : null;
    body = (
      <>
        {block && (
          <Alert
            tone="warning"
            live={false}
            action={
              block.actions.includes('diskCheck') ? (
                <Button size="sm" onPress={gate.openDiskCheck}>
                  {tt('gate.diskCheck')}
                </Button>
              ) : gate.renewPath ? (
                // 续费 in the mall where it is open and the region renews online; otherwise the prompt says to contact the provider
                <Button size="sm" onPress={gate.renew}>
                  {tt('gate.renew')}
                </Button>
              ) : undefined
            }
          >
            {tt(block.key)}
          </Alert>
        )}
        <DescriptionList items={items} columns={3} bordered />
      </>
    );
  }
  const extra = gate.terminal ? (
    <Button size="sm" onPress={gate.openDiskCheck}>
      {tt('detection.open')}
    </Button>
  ) : undefined;
  return (
    <Panel title={t('terminal.title')} extra={extra}>
      {body}
      {gate.element}
    </Panel>
  );
}
