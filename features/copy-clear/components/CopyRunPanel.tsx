import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Panel, ProgressBar, space, Switch, Table, Tag, vars, type TableColumn } from '../../../design-system';
import type { CopyResult } from '../api';
import type { UseCopyRun } from '../hooks/useCopyRun';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
  margin-bottom: ${space[3]};
  > [role='progressbar'] {
    flex: 1;
    min-width: 240px;
  }
`;
const Tally = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
  font-variant-numeric: tabular-nums;
`;
const Failure = styled.p`
  margin: 0 0 ${space[3]};
  color: ${vars.colorDangerText};
`;
const Words = styled.span<{ $ok: boolean }>`
  color: ${(p) => (p.$ok ? vars.colorText : vars.colorDangerText)};
`;

interface ResultRow {
  diskId: string;
  taxerName: string;
  result: CopyResult | undefined;
}

export interface CopyRunPanelProps {
  runner: UseCopyRun;
}

/**
 * A run's progress and results (抄报结果, 清卡结果, 抄报清卡结果): one row per terminal in the order sent, each with its
 * result and, for a failure, the server's words as text; the failed ones are sent again with 重试失败项.
 */
export function CopyRunPanel({ runner }: CopyRunPanelProps) {
  const { t } = useTranslation('copyClear');
  const [onlyFailed, setOnlyFailed] = useState(false);
  const run = runner.run;
  const tally = runner.tally;
  const rows = useMemo<ResultRow[]>(() => {
    if (!run) return [];
    const all = run.diskIds.map((diskId) => ({ diskId, taxerName: run.names.get(diskId) ?? '', result: run.results.get(diskId) }));
    return onlyFailed ? all.filter((r) => r.result?.ok === false) : all;
  }, [run, onlyFailed]);
  const columns = useMemo<TableColumn<ResultRow>[]>(
    () => [
      { key: 'taxerName', title: t('columns.taxerName'), ellipsis: true, minWidth: 180 },
      { key: 'diskId', title: t('columns.diskId'), width: 130 },
      {
        key: 'outcome',
        title: t('run.outcome'),
        width: 100,
        render: (row) =>
          row.result ? <Tag tone={row.result.ok ? 'success' : 'danger'}>{t(row.result.ok ? 'run.ok' : 'run.failed')}</Tag> : <Tag tone="neutral">{t('run.pending')}</Tag>,
      },
      {
        key: 'msg',
        title: t('run.message'),
        minWidth: 240,
        ellipsis: true,
        render: (row) => (row.result ? <Words $ok={row.result.ok}>{row.result.msg}</Words> : null),
      },
    ],
    [t],
  );
  if (!run || !tally) return null;
  const finished = tally.done + tally.failed;
  const title = t('run.title', { action: t(`actions.${run.action}`) });
  return (
    <Panel title={title}>
      <Bar>
        <ProgressBar
          aria-label={t('run.progress', { action: t(`actions.${run.action}`) })}
          value={finished}
          maxValue={Math.max(1, tally.total)}
          valueLabel={`${finished}/${tally.total}`}
          tone={!run.running && tally.failed > 0 ? 'danger' : undefined}
        />
        <Tally role="status">{t(run.running ? 'run.tallyRunning' : 'run.tally', { done: tally.done, failed: tally.failed, pending: tally.pending })}</Tally>
        {run.running ? (
          <Button onPress={runner.stop}>{t('run.stop')}</Button>
        ) : (
          <>
            {tally.failed > 0 && (
              <Button variant="primary" onPress={() => void runner.retryFailed()}>
                {t('run.retry', { count: tally.failed })}
              </Button>
            )}
            <Button onPress={runner.dismiss}>{t('run.close')}</Button>
          </>
        )}
        <Switch isSelected={onlyFailed} onChange={setOnlyFailed}>
          {t('run.onlyFailed')}
        </Switch>
      </Bar>
      {run.error && <Failure role="alert">{run.error}</Failure>}
      <Table aria-label={title} columns={columns} rows={rows} rowKey="diskId" maxHeight={320} />
    </Panel>
  );
}
