import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Panel, Table, type TableColumn, Tag } from '../../../design-system';
import { lookupEntry, lookupKey, robotTaskState } from '../../lookups';
import { useGetRobotTaskStatusQuery, type RobotTaskRow } from '../api';
import { HOME_TASKS, homeTasksArgs, shanghaiToday } from '../rules/homeTasks';

export { HOME_TASKS, shanghaiToday, homeTasksArgs } from '../rules/homeTasks';

/** Today's robot tasks (the agency's robot panel, spec 01 §2) with the day's totals. */
export function RobotTasks() {
  const { t } = useTranslation('home');
  const today = shanghaiToday();
  const tasks = useGetRobotTaskStatusQuery(homeTasksArgs(today));
  const data = tasks.data?.data;
  const columns = useMemo<TableColumn<RobotTaskRow>[]>(
    () => [
      { key: 'taxerName', title: t('tasks.taxerName'), ellipsis: true, minWidth: 180 },
      { key: 'diskId', title: t('tasks.diskId'), width: 150 },
      { key: 'count', title: t('tasks.count'), width: 80, align: 'end' },
      { key: 'success', title: t('tasks.success'), width: 80, align: 'end' },
      { key: 'wait', title: t('tasks.wait'), width: 80, align: 'end' },
      { key: 'fail', title: t('tasks.fail'), width: 80, align: 'end' },
      {
        key: 'state',
        title: t('tasks.state'),
        width: 140,
        // the lookup's label in the user's language; the server's stateStr only for a state the table lacks
        render: (row) => <Tag tone={lookupEntry(robotTaskState, row.state)?.tone ?? 'neutral'}>{lookupEntry(robotTaskState, row.state) ? t(lookupKey(robotTaskState, row.state)) : row.stateStr || t(lookupKey(robotTaskState, row.state))}</Tag>,
      },
    ],
    [t],
  );
  return (
    <Panel title={t('tasks.title')} extra={data ? t('tasks.summary', { count: data.count, success: data.success, wait: data.wait, fail: data.fail }) : null}>
      <Table
        aria-label={t('tasks.title')}
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(row) => `${row.diskId}-${row.taxerId}`}
        isLoading={tasks.isFetching}
        maxHeight={41 + 40 * HOME_TASKS}
        emptyContent={
          tasks.isError ? (
            <Empty
              size="compact"
              title={t('tasks.loadFailed')}
              action={
                <Button size="sm" onPress={() => void tasks.refetch()}>
                  {t('ds:action.retry')}
                </Button>
              }
            />
          ) : undefined
        }
      />
    </Panel>
  );
}
