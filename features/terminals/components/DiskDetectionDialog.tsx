import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, type DescriptionItem, DescriptionList, Dialog, OnlineStatusCell, space, toneVars, vars } from '../../../design-system';
import { useGetServicePackageQuery, useLazyCheckTerminalQuery, useRestoreTerminalMutation, type Terminal } from '../api';
import { labelOfServerText } from '../../lookups';
import { useLabelText } from '../hooks/useLabelText';
import { daysRemainingCell, deviceTypeLabel, onlineStatusCell, usesDigitalAccount, type PickerRole } from '../rules';
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

type Outcome = { state: 'normal' | 'abnormal' | 'checkFailed' | 'restored' | 'restoreFailed' } | null;

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
 * offers restore; restore says the terminal is recovering, or that it failed.
 */
export function DiskDetectionDialog({ isOpen, onOpenChange, terminal, role }: DiskDetectionDialogProps) {
  const { t } = useTranslation('terminals');
  const say = useLabelText();
  const pkgQuery = useGetServicePackageQuery({ diskId: terminal.diskId }, { skip: !isOpen || !!terminal.servicePackage });
  const pkg = terminal.servicePackage ?? pkgQuery.data?.data;
  const [check, checking] = useLazyCheckTerminalQuery();
  const [restore, restoring] = useRestoreTerminalMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // spec 01 §2: a digital-account edition shows its digital-account info instead of detect.
  const [digitalOpen, setDigitalOpen] = useState(false);
  const id = terminal.termId;
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
  } as const;
  const canRestore = outcome?.state === 'abnormal' || outcome?.state === 'restoreFailed';

  return (
    <Dialog title={t('detection.title')} width="medium" isOpen={isOpen} onOpenChange={onOpenChange} footer={null}>
      <DescriptionList items={items} columns={2} bordered />
      <Actions>
        {(role === 1 || role === 3) && usesDigitalAccount(terminal) && (
          <Button variant="primary" onPress={() => setDigitalOpen(true)}>
            {t('detection.digitalAccount')}
          </Button>
        )}
        {(role === 1 || role === 3) && !usesDigitalAccount(terminal) && (
          <Button variant="primary" onPress={() => void onDetect()} isLoading={checking.isFetching}>
            {t('detection.detect')}
          </Button>
        )}
        {canRestore && (
          <Button onPress={() => void onRestore()} isLoading={restoring.isLoading}>
            {t('detection.restore')}
          </Button>
        )}
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
