import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Empty,
  fontWeight,
  formatDateTime,
  Pagination,
  space,
  Switch,
  Table,
  Tag,
  type TableColumn,
} from '../../../design-system';
import type { Message } from '../api';
import { useGetMessageListQuery, useMarkMessageReadMutation } from '../hooks/inboxApi';
import { clampPage, firstInboxView, INBOX_PAGE_SIZES, inboxArgs, type InboxView } from '../rules/inbox';
import { MessageDetailDialog } from './MessageDetailDialog';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[4]};
`;

const Summary = styled.p`
  margin: 0 auto 0 0;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** An unread title stands out. */
const Title = styled.span`
  &[data-unread] {
    font-weight: ${fontWeight.bold};
  }
`;

/**
 * The message inbox (spec 01 §2 user menu; /v2/message/* of spec 02 §7.3): the list, paged, with each message's read
 * state; opening a message shows it in full and marks it read (the user menu's unread count follows); all can be
 * marked read at once, and the list can be narrowed to unread messages.
 */
export function Inbox() {
  const { t } = useTranslation('inbox');
  const [view, setView] = useState<InboxView>(firstInboxView);
  const list = useGetMessageListQuery(inboxArgs(view));
  const [markRead, marking] = useMarkMessageReadMutation();
  const [open, setOpen] = useState<Message | null>(null);
  const data = list.data?.data;
  const total = data?.total ?? 0;
  const unread = data?.unread ?? 0;

  // Reading messages shrinks the unread-only list: stay on a page that still has rows.
  useEffect(() => {
    if (!data) return;
    const page = clampPage(view.page, data.total, view.pageSize);
    if (page !== view.page) setView((v) => ({ ...v, page }));
  }, [data, view.page, view.pageSize]);

  const columns = useMemo<TableColumn<Message>[]>(
    () => [
      {
        key: 'read',
        title: t('column.state'),
        width: 96,
        render: (m) => (m.read ? <Tag>{t('state.read')}</Tag> : <Tag tone="info">{t('state.unread')}</Tag>),
      },
      {
        key: 'title',
        title: t('column.title'),
        width: 220,
        ellipsis: true,
        render: (m) => <Title data-unread={m.read ? undefined : ''}>{m.title}</Title>,
      },
      { key: 'content', title: t('column.content'), ellipsis: true },
      { key: 'createTime', title: t('column.time'), width: 180, render: (m) => formatDateTime(m.createTime) },
    ],
    [t],
  );

  const openMessage = (message: Message) => {
    setOpen(message);
    if (!message.read) void markRead({ id: message.id });
  };

  if (list.isError && !data) {
    return (
      <Alert
        tone="danger"
        title={t('error.title')}
        action={
          <Button size="sm" onPress={() => void list.refetch()}>
            {t('error.retry')}
          </Button>
        }
      >
        {t('error.body')}
      </Alert>
    );
  }

  return (
    <>
      <Toolbar>
        <Summary role="status">{!data ? t('loading') : view.unreadOnly ? t('summaryUnread', { unread }) : t('summary', { total, unread })}</Summary>
        <Switch isSelected={view.unreadOnly} onChange={(unreadOnly) => setView({ ...firstInboxView, pageSize: view.pageSize, unreadOnly })}>
          {t('unreadOnly')}
        </Switch>
        <Button isDisabled={unread === 0} isLoading={marking.isLoading} onPress={() => void markRead({ id: 'all' })}>
          {t('markAllRead')}
        </Button>
      </Toolbar>
      <Table
        aria-label={t('listLabel')}
        columns={columns}
        rows={data?.list ?? []}
        rowKey="id"
        isLoading={list.isFetching}
        maxHeight={560}
        onRowAction={openMessage}
        emptyContent={<Empty size="compact" title={view.unreadOnly ? t('emptyUnread') : undefined} />}
      />
      <Footer>
        <Pagination
          aria-label={t('pagination')}
          total={total}
          page={view.page}
          pageSize={view.pageSize}
          pageSizeOptions={INBOX_PAGE_SIZES}
          showTotal
          showSizeChanger
          onChange={(page, pageSize) => setView((v) => ({ ...v, page: pageSize === v.pageSize ? page : 1, pageSize }))}
        />
      </Footer>
      <MessageDetailDialog message={open} onClose={() => setOpen(null)} />
    </>
  );
}
