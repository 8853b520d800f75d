import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Dialog, space, Spinner, vars } from '../../../design-system';
import { errorText } from '../../../platform/api/errorText';
import { useRestartSlotMutation, useServerTask } from '../hooks/opsApi';

/** What is restarted: a port (with port) or a whole board, of a chassis of a server. */
export interface RestartTarget {
  serverId: string;
  serverName: string;
  psn: string;
  board: string;
  port?: string;
}

export interface RestartDialogProps {
  /** The slot or board to restart; null: closed. */
  target: RestartTarget | null;
  onClose(): void;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  color: ${vars.colorText};
`;

const Running = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  margin: 0;
`;

/**
 * Restarting a port or a board (服务器管理, 卡槽状态): asks first, then starts a server task and follows it to its
 * result (the server's words), which stays on screen until closed. A refusal is shown in the dialog as the server's text.
 */
export function RestartDialog({ target, onClose }: RestartDialogProps) {
  const { t } = useTranslation(['providerOps', 'errors']);
  const [restart, restarting] = useRestartSlotMutation();
  const [taskId, setTaskId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { task, isError, error } = useServerTask(taskId);
  // A new target starts afresh.
  useEffect(() => {
    setTaskId(null);
    setFailure(null);
  }, [target?.serverId, target?.psn, target?.board, target?.port]);

  if (!target) return null;
  const what = target.port
    ? t('restart.port', { psn: target.psn, board: target.board, port: target.port })
    : t('restart.board', { psn: target.psn, board: target.board });

  const start = async () => {
    setFailure(null);
    const reply = await restart({ serverId: target.serverId, restartTarget: { psn: target.psn, board: target.board, ...(target.port ? { port: target.port } : {}) } });
    if ('data' in reply && reply.data?.data) setTaskId(reply.data.data.taskId);
    else setFailure(errorText(t, 'error' in reply ? reply.error : undefined));
    return false;
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={target.port ? t('restart.titlePort') : t('restart.titleBoard')}
      okText={t('restart.ok')}
      onOk={start}
      isOkDisabled={restarting.isLoading}
      footer={taskId ? ({ close }) => <Button onPress={() => close()}>{t('restart.close')}</Button> : undefined}
    >
      <Body>
        {!taskId && <p>{t('restart.confirm', { what, server: target.serverName })}</p>}
        {taskId && (!task || task.state === 'running') && !isError && (
          <Running role="status">
            <Spinner size={16} label={null} />
            {t('restart.running', { what })}
          </Running>
        )}
        {task && task.state === 'done' && (
          <Alert tone="success" title={t('restart.done')}>
            {task.result}
          </Alert>
        )}
        {task && task.state === 'failed' && (
          <Alert tone="danger" title={t('restart.failed')}>
            {task.result}
          </Alert>
        )}
        {isError && <Alert tone="danger">{errorText(t, error)}</Alert>}
        {failure && <Alert tone="danger">{failure}</Alert>}
      </Body>
    </Dialog>
  );
}
