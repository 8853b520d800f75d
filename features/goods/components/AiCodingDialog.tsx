import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, Skeleton, Table, Tag, useMessage, type TableColumn } from '../../../design-system';
import { useAiCodingListMutation, useUpdateGoodsMutation, type CodedGoodsLine, type GoodsLine } from '../api';
import { errorText } from '../../../platform/api/errorText';
import { goodsDraftOf, goodsInput, ratePercent } from '../rules/goodsForm';

export interface AiCodingDialogProps {
  /** The goods to code (the uncoded goods of the current list). */
  goods: readonly GoodsLine[];
  /** The current terminal (the call codes for its taxpayer). */
  terminal: { diskId: string; taxerId: string } | null;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** After the results were saved. */
  onSaved(): void;
}

interface ResultRow {
  good: GoodsLine;
  coded: CodedGoodsLine | undefined;
}

/**
 * Batch AI coding (POST /v3/tax/goods/aiCodingList): the uncoded goods are sent at once and each line shows what
 * came back, the code found or why none was; saving writes the codes found into the library.
 */
export function AiCodingDialog({ goods, terminal, isOpen, onOpenChange, onSaved }: AiCodingDialogProps) {
  const { t } = useTranslation(['goods', 'errors']);
  const message = useMessage();
  const [code, coding] = useAiCodingListMutation();
  const [update] = useUpdateGoodsMutation();
  const [rows, setRows] = useState<ResultRow[] | null>(null);
  const started = useRef(false);

  const run = useMemo(
    () => async () => {
      if (!terminal) return;
      setRows(null);
      const result = await code({ diskId: terminal.diskId, taxerId: terminal.taxerId, noCoding: 0, body: { list: goods.map((g) => ({ id: g.id, name: g.name, ggxh: g.ggxh, dw: g.dw, taxRate: g.taxRate })) } });
      if ('error' in result) return;
      const list = result.data.data.list;
      setRows(goods.map((good, k) => ({ good, coded: list.find((c) => c.id === good.id) ?? list[k] })));
    },
    [code, goods, terminal],
  );

  useEffect(() => {
    if (!isOpen) {
      started.current = false;
      return;
    }
    if (started.current) return;
    started.current = true;
    void run();
  }, [isOpen, run]);

  const found = rows?.filter((r) => r.coded && !r.coded.hasError && r.coded.spbm) ?? [];
  const columns = useMemo<TableColumn<ResultRow>[]>(
    () => [
      { key: 'name', title: t('form.name'), minWidth: 160, render: (r) => r.good.name },
      { key: 'ggxh', title: t('form.ggxh'), width: 140, render: (r) => r.good.ggxh ?? '' },
      {
        key: 'result',
        title: t('ai.result'),
        width: 120,
        render: (r) => (r.coded && !r.coded.hasError ? <Tag tone="success">{t('ai.matched')}</Tag> : <Tag tone="danger">{t('ai.notMatched')}</Tag>),
      },
      {
        key: 'code',
        title: t('form.taxCode'),
        minWidth: 260,
        render: (r) => (r.coded && !r.coded.hasError ? `${r.coded.spmc ?? ''} ${r.coded.spbm ?? ''}`.trim() : (r.coded?.errors ?? []).join(' ')),
      },
      { key: 'rate', title: t('form.taxRate'), width: 90, render: (r) => (r.coded?.taxRate ? t('form.percent', { value: ratePercent(r.coded.taxRate) }) : '') },
    ],
    [t],
  );

  const save = async () => {
    let saved = 0;
    for (const { good, coded } of found) {
      if (!coded?.spbm) continue;
      const draft = goodsDraftOf({ ...good, spbm: coded.spbm, spmc: coded.spmc ?? '', taxRate: coded.taxRate ?? good.taxRate ?? '' });
      const result = await update({ id: good.id ?? '', ...(terminal ? { diskId: terminal.diskId } : {}), goodsInput: goodsInput(draft) });
      if (!('error' in result)) saved += 1;
    }
    message.success(t('ai.saved', { count: saved }));
    onSaved();
    return true;
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('ai.title')}
      width="large"
      okText={t('ai.save', { count: found.length })}
      isOkDisabled={found.length === 0}
      onOk={save}
    >
      {coding.isLoading ? (
        <Skeleton variant="table" rows={Math.min(goods.length, 6)} columns={5} aria-label={t('ai.running')} />
      ) : coding.isError ? (
        <Alert
          tone="danger"
          action={
            <Button size="sm" onPress={() => void run()}>
              {t('retry')}
            </Button>
          }
        >
          {errorText(t, coding.error)}
        </Alert>
      ) : rows ? (
        <>
          <Alert tone={found.length === rows.length ? 'success' : 'warning'}>{t('ai.summary', { found: found.length, total: rows.length })}</Alert>
          <Table aria-label={t('ai.results')} columns={columns} rows={rows} rowKey={(r) => r.good.id ?? ''} maxHeight={420} />
        </>
      ) : null}
    </Dialog>
  );
}
