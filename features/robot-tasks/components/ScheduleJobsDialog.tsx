import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog, Empty, Radio, RadioGroup, Select, SelectItem, space, Table, Tag, TextField, vars, type TableColumn, type TableKey } from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import { lookupKey } from '../../lookups';
import { useCreateRobotJobsMutation, useGetRobotTerminalsQuery, type RobotJobKind, type RobotTerminal } from '../api';
import { robotJobKind, runAtOf, runChoices, schedulableKinds, type RunChoice } from '../rules/jobs';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space[4]};
`;
const Problem = styled.p`
  margin: 0;
  color: ${vars.colorDangerText};
`;
const Note = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
`;

export interface ScheduleJobsDialogProps {
  isOpen: boolean;
  onClose(): void;
  /** The jobs were made: how many. */
  onScheduled(count: number): void;
  /** The clock (stories). */
  now?: () => Date;
}

/**
 * 新建任务 of the tax robot: a kind (report and clear, declaration, the period's invoice download), the terminals
 * (a virtualised list with what each still needs: a tax-bureau login, a face scan) and when to run (now, tonight,
 * tomorrow morning). A terminal that still needs something gets its job all the same: it waits, as the robot does.
 */
export function ScheduleJobsDialog({ isOpen, onClose, onScheduled, now = () => new Date() }: ScheduleJobsDialogProps) {
  const { t } = useTranslation(['taxRobot', 'errors']);
  const [kind, setKind] = useState<RobotJobKind>('copyClear');
  const [when, setWhen] = useState<RunChoice>('tonight');
  const [kw, setKw] = useState('');
  const [selected, setSelected] = useState<Set<TableKey>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const terminals = useGetRobotTerminalsQuery(undefined, { skip: !isOpen });
  const [create] = useCreateRobotJobsMutation();
  const rows = useMemo(() => {
    const k = kw.trim().toLowerCase();
    return (terminals.data?.data.list ?? []).filter((r) => (kind !== 'copyClear' || r.reports) && (!k || `${r.taxerName} ${r.taxerId} ${r.diskId}`.toLowerCase().includes(k)));
  }, [terminals.data, kind, kw]);
  const columns = useMemo<TableColumn<RobotTerminal>[]>(
    () => [
      { key: 'taxerName', title: t('columns.taxerName'), ellipsis: true, minWidth: 180 },
      { key: 'diskId', title: t('columns.diskId'), width: 130 },
      {
        key: 'ready',
        title: t('schedule.ready'),
        width: 150,
        render: (row) =>
          !row.loggedIn ? <Tag tone="warning">{t('schedule.needsLogin')}</Tag> : row.faceDue && kind !== 'copyClear' ? <Tag tone="warning">{t('schedule.needsFace')}</Tag> : <Tag tone="success">{t('schedule.isReady')}</Tag>,
      },
    ],
    [t, kind],
  );
  const chosen = rows.filter((r) => selected.has(r.diskId));

  const reset = () => {
    setSelected(new Set());
    setProblem(null);
    setKw('');
  };

  const submit = async () => {
    if (!chosen.length) {
      setProblem(t('schedule.noTerminal'));
      return false;
    }
    const runAt = runAtOf(when, now());
    const result = await create({ robotJobRequest: { kind, diskIds: chosen.map((r) => r.diskId), ...(runAt ? { runAt } : {}) } });
    if ('error' in result) {
      setProblem(errorText(t, result.error));
      return false;
    }
    reset();
    onScheduled(result.data.data.list.length);
    return true;
  };

  return (
    <Dialog
      title={t('schedule.title')}
      width="large"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) {
          reset();
          onClose();
        }
      }}
      okText={t('schedule.ok')}
      onOk={submit}
    >
      <Body>
        <Row>
          <Select label={t('kind')} value={kind} onChange={(key) => {
            setKind(String(key) as RobotJobKind);
            setSelected(new Set());
          }}>
            {schedulableKinds.map((code) => (
              <SelectItem key={code} id={code}>
                {t(lookupKey(robotJobKind, code))}
              </SelectItem>
            ))}
          </Select>
          <RadioGroup label={t('schedule.when')} value={when} onChange={(v) => setWhen(v as RunChoice)} variant="button">
            {runChoices.map((c) => (
              <Radio key={c} value={c}>
                {t(`schedule.run.${c}`)}
              </Radio>
            ))}
          </RadioGroup>
          <TextField label={t('keyword')} placeholder={t('keywordPlaceholder')} value={kw} onChange={setKw} />
        </Row>
        <Note>{t('schedule.note', { count: chosen.length })}</Note>
        {problem && <Problem role="alert">{problem}</Problem>}
        {terminals.isError ? (
          <Empty size="compact" title={t('schedule.loadFailed')} description={errorText(t, terminals.error)} />
        ) : (
          <Table
            aria-label={t('schedule.terminals')}
            columns={columns}
            rows={rows}
            rowKey="diskId"
            selectionMode="multiple"
            selectedKeys={selected}
            onSelectionChange={(keys) => {
              setSelected(keys);
              if (keys.size) setProblem(null);
            }}
            isLoading={terminals.isFetching}
            maxHeight={320}
          />
        )}
      </Body>
    </Dialog>
  );
}
