import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, type DescriptionItem, DescriptionList, Dialog, OnlineStatusCell, space, toneVars, vars } from '../../../design-system';
import { selectStaticConfig } from '../../../platform/config';
import { useGetFuncShowQuery, useGetServicePackageQuery, useLazyCheckTerminalQuery, useNotifyRenewalMutation, useRestoreTerminalMutation, type Terminal } from '../api';
import { mallPath } from '../../branding';
import { labelOfServerText } from '../../lookups';
import { useLabelText } from '../hooks/useLabelText';
import { daysRemainingCell, detectionActions, deviceTypeLabel, flagOn, onlineStatusCell, usesDigitalAccount, type PickerRole } from '../rules';
import { DigitalAccountDialog } from '../../tax-bureau';

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  margin-top: ${space[4]};
  flex-wrap: wrap;
`;

const Result = styled.p`
  margin: ${space[3]} 0 0;
  color: ${vars.colorText};
  &[data-state='abnormal'],
  &[data-state='failed'] { color: ${toneVars('danger').text}; }
`;

const Note = styled.span`
  color: ${vars.colorTextSecondary};
`;

type Outcome = { state: 'normal' | 'abnormal' | 'checkFailed' | 'restored' | 'restoreFailed' | 'notified' | 'notifyFailed' } | null;

export interface DiskDetectionDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** The terminal checked. */
  terminal: Terminal;
  /** roleType of the user: detect for 1 and 3; chassis and disk position in the agency area (3). */
  role: PickerRole;
}

/**
 * The tax-disk detection dialog (spec 01 §2, §4, §8): company name, disk number, terminal type, package with
 * days remaining, disk state (normal or not inserted); chassis number and board-port in the agency area. Detect
 * (roles 1 and 3) runs the terminal check: data.state 0 is normal, anything else '【id】业务状态异常', which
 * offers restore; restore says the terminal is recovering, or that it failed. Upgrade to cloud version, renew (both in
 * the mall) and notify renewal follow the function-show checks multi_tab and term_expire (rules/renewal.ts); where
 * renewal is due but not possible here, the provider is to be contacted.
 */
export function DiskDetectionDialog({ isOpen, onOpenChange, terminal, role }: DiskDetectionDialogProps) {
  const { t } = useTranslation('terminals');
  const say = useLabelText();
  const pkgQuery = useGetServicePackageQuery({ diskId: terminal.diskId }, { skip: !isOpen || !!terminal.servicePackage });
  const pkg = terminal.servicePackage ?? pkgQuery.data?.data;
  const [check, checking] = useLazyCheckTerminalQuery();
  const [restore, restoring] = useRestoreTerminalMutation();
  const [notify, notifying] = useNotifyRenewalMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // spec 01 §2: a digital-account edition shows its digital-account info instead of detect.
  const [digitalOpen, setDigitalOpen] = useState(false);
  const id = terminal.termId;
  const navigate = useNavigate();
  const config = useSelector(selectStaticConfig);
  const multiTab = useGetFuncShowQuery({ diskId: terminal.diskId, key: 'multi_tab' }, { skip: !isOpen });
  const termExpire = useGetFuncShowQuery({ diskId: terminal.diskId, key: 'term_expire' }, { skip: !isOpen });
  // A new terminal or a reopened dialog starts without a result.
  useEffect(() => setOutcome(null), [id, isOpen]);

  const onDetect = async () => {
    try {
      const reply = await check({ termId: id }).unwrap();
      setOutcome({ state: reply.data.state === 0 ? 'normal' : 'abnormal' });
    } catch {
      setOutcome({ state: 'checkFailed' });
    }
  };
  const onNotify = async () => {
    try {
      await notify({ diskId: terminal.diskId }).unwrap();
      setOutcome({ state: 'notified' });
    } catch {
      setOutcome({ state: 'notifyFailed' });
    }
  };
  const toMall = () => {
    const path = mallPath(role, terminal.diskId);
    if (!path) return;
    onOpenChange(false);
    void navigate(path);
  };
  const onRestore = async () => {
    try {
      await restore({ termId: id }).unwrap();
      setOutcome({ state: 'restored' });
    } catch {
      setOutcome({ state: 'restoreFailed' });
    }
  };

  // spec 01 §2: the disk state reads 'normal or not inserted', so the catalogue's label, not the server's text.
  const disk = onlineStatusCell(terminal.online);
  const days = pkg ? daysRemainingCell(pkg.remain, pkg.stateName) : null;
  const items: DescriptionItem[] = [
    { key: 'company', label: t('detection.company'), value: terminal.taxerName, span: 2 },
    { key: 'diskId', label: t('detection.diskId'), value: terminal.diskId },
    { key: 'type', label: t('detection.terminalType'), value: say(deviceTypeLabel(terminal)) },
    { key: 'package', label: t('detection.package'), value: pkg ? t('detection.packageValue', { name: say(labelOfServerText('providerEdition', pkg.editionName)) ?? '', days: say(days?.label) }) : null },
    { key: 'disk', label: t('detection.diskState'), value: <OnlineStatusCell label={say(disk.label)} tone={disk.tone} /> },
  ];
  if (role === 3) {
    items.push(
      { key: 'chassis', label: t('detection.chassis'), value: terminal.psn },
      { key: 'position', label: t('detection.position'), value: terminal.board && terminal.port ? t('detection.positionValue', { board: terminal.board, port: terminal.port }) : null },
    );
  }
  const texts = {
    normal: t('detection.normal', { id }),
    abnormal: t('detection.abnormal', { id }),
    checkFailed: t('detection.checkFailed'),
    restored: t('detection.restored'),
    restoreFailed: t('detection.restoreFailed'),
    notified: t('detection.notified'),
    notifyFailed: t('detection.notifyFailed'),
  } as const;
  const actions = detectionActions({
    role,
    tsp: terminal.tsp,
    serviceStatus: terminal.serviceStatus,
    remain: pkg?.remain,
    mallOpen: flagOn(config?.mallSwitch),
    multiTab: multiTab.data?.data.isShow,
    termExpire: termExpire.data?.data.isShow,
  });
  const canRestore = outcome?.state === 'abnormal' || outcome?.state === 'restoreFailed';

  return (
    <Dialog title={t('detection.title')} width="medium" isOpen={isOpen} onOpenChange={onOpenChange} footer={null}>
      <DescriptionList items={items} columns={2} bordered />
      <Actions>
        {actions.detect && usesDigitalAccount(terminal) && (
          <Button variant="primary" onPress={() => setDigitalOpen(true)}>
            {t('detection.digitalAccount')}
          </Button>
        )}
        {actions.detect && !usesDigitalAccount(terminal) && (
          <Button variant="primary" onPress={() => void onDetect()} isLoading={checking.isFetching}>
            {t('detection.detect')}
          </Button>
        )}
        {canRestore && (
          <Button onPress={() => void onRestore()} isLoading={restoring.isLoading}>
            {t('detection.restore')}
          </Button>
        )}
        {actions.upgrade && <Button onPress={toMall}>{t('detection.upgrade')}</Button>}
        {actions.renew && <Button onPress={toMall}>{t('detection.renew')}</Button>}
        {actions.notify && (
          <Button onPress={() => void onNotify()} isLoading={notifying.isLoading}>
            {t('detection.notify')}
          </Button>
        )}
        {actions.contactProvider && <Note>{t('detection.contactProvider')}</Note>}
      </Actions>
      <div role="status" aria-label={t('detection.result')}>
        {outcome && (
          <Result data-state={outcome.state === 'abnormal' ? 'abnormal' : outcome.state.endsWith('Failed') ? 'failed' : 'ok'}>{texts[outcome.state]}</Result>
        )}
      </div>
      <DigitalAccountDialog
        isOpen={digitalOpen}
        terminal={{ diskId: terminal.diskId, taxerId: terminal.taxerId, taxerName: terminal.taxerName, tsp: terminal.tsp, ...(terminal.termType !== undefined ? { termType: terminal.termType } : {}) }}
        onClose={() => setDigitalOpen(false)}
      />
    </Dialog>
  );
}
