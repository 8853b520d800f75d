import { useCallback, useMemo } from 'react';
import type { TFunction } from 'i18next';
import { Tag, type TableColumn } from '../../../design-system';
import { codingSource, lookupKey } from '../../lookups';
import { coalTypes, hasCodingSuggestions } from '../rules/goodsLines';
import { lineFigures, type EditLine } from '../rules/lineAmounts';
import { isCoalCode } from '../rules/specialBusiness';
import { allowedTaxRates, type TaxRateOption } from '../rules/taxRates';
import type { IssueContext } from '../rules/types';
import { ActionsCell, CoalCell, EditorCell, NameCell, PickButton, RateCell, SuggestButton, type CellActions } from './GoodsGridCells';
import type { GridColumn } from './fieldIssues';

// The goods grid's columns (spec 01 §3 Goods line): each column's title, editor or figure (the line's tax from its
// amount and rate), the rate options a line's code allows, the coding source and AI coding's notes; and the options of
// the batch dialog. The list is built again only when every row shows something new (language, with or without tax,
// the messages, the line count, the rate policy), never on a keystroke in a line: a new list renders every visible row.

export interface GoodsColumnsOptions {
  includingTax: boolean;
  ctx: IssueContext;
  errors: ReadonlyMap<string, Partial<Record<GridColumn, string>>>;
  lineCount: number;
  cellActions: CellActions;
}

export function useGoodsColumns(t: TFunction, { includingTax, ctx, errors, lineCount, cellActions }: GoodsColumnsOptions) {
  const rateOptionsOf = useCallback(
    (line: EditLine): TaxRateOption[] => allowedTaxRates(ctx, { spbm: line.spbm, taxRateList: line.taxRateList }),
    [ctx],
  );
  const rateLabel = useCallback((o: TaxRateOption) => t(o.label.key, o.label.params ?? {}), [t]);
  const coalOptions = useMemo(() => coalTypes.map((c) => ({ value: c, label: t(`issueGrid:coal.${c}`) })), [t]);

  const title = useCallback(
    (column: GridColumn) =>
      column === 'price'
        ? t(includingTax ? 'issue:goods.columns.priceIncl' : 'issue:goods.columns.priceExcl')
        : column === 'amount'
          ? t(includingTax ? 'issue:goods.columns.amountIncl' : 'issue:goods.columns.amountExcl')
          : t(`issue:goods.columns.${column}`),
    [t, includingTax],
  );

  // Rate options by the code's own rates: 2,000 lines share a few lists.
  const rateOptionsFor = useMemo(() => {
    const rateOptionCache = new Map<string, readonly { value: string; label: string }[]>();
    return (line: EditLine) => {
      const key = `${line.spbm}|${(line.taxRateList ?? []).join(',')}`;
      let options = rateOptionCache.get(key);
      if (!options) {
        options = rateOptionsOf(line).map((o) => ({ value: o.value, label: rateLabel(o) }));
        rateOptionCache.set(key, options);
      }
      return options;
    };
  }, [rateOptionsOf, rateLabel]);

  const columns = useMemo<TableColumn<EditLine>[]>(() => {
    const label = (index: number, column: string) => t('issue:goods.cell', { row: index + 1, column });
    const editor = (column: GridColumn, numeric = false) => (line: EditLine, index: number) => {
      if (line.fphxz === '1') {
        if (column === 'showName') {
          return (
            <NameCell>
              <Tag size="sm" tone="warning">
                {t('issueGrid:discount.line')}
              </Tag>
              <span>{line.showName}</span>
            </NameCell>
          );
        }
        return column === 'amount' ? line.amount : '';
      }
      return (
        <EditorCell
          lineId={line.id}
          column={column}
          value={line[column]}
          label={label(index, title(column))}
          message={errors.get(line.id)?.[column]}
          numeric={numeric}
          actions={cellActions}
        />
      );
    };

    return [
      { key: 'index', title: t('issue:goods.columns.index'), width: 56, align: 'center', render: (_l: EditLine, i: number) => i + 1 },
      { key: 'showName', title: title('showName'), minWidth: 200, render: editor('showName') },
      {
        key: 'spbm',
        title: title('spbm'),
        width: 240,
        render: (line: EditLine, index: number) =>
          line.fphxz === '1' ? (
            line.spbm
          ) : (
            <NameCell>
              {editor('spbm')(line, index)}
              <PickButton lineId={line.id} label={t('issueGrid:picker.open', { row: index + 1 })} actions={cellActions} />
            </NameCell>
          ),
      },
      { key: 'ggxh', title: title('ggxh'), width: 110, render: editor('ggxh') },
      { key: 'dw', title: title('dw'), width: 80, render: editor('dw') },
      { key: 'quantity', title: title('quantity'), width: 96, align: 'end', render: editor('quantity', true) },
      { key: 'price', title: title('price'), width: 124, align: 'end', render: editor('price', true) },
      { key: 'amount', title: title('amount'), width: 124, align: 'end', render: editor('amount', true) },
      {
        key: 'rate',
        title: title('rate'),
        width: 112,
        render: (line: EditLine, index: number) => {
          const options = rateOptionsFor(line);
          if (line.fphxz === '1') return options.find((o) => o.value === line.rate)?.label ?? '';
          return (
            <RateCell
              lineId={line.id}
              value={line.rate}
              label={label(index, title('rate'))}
              options={options}
              placeholder={t('ds:select.placeholder')}
              message={errors.get(line.id)?.rate}
              actions={cellActions}
            />
          );
        },
      },
      {
        key: 'tax',
        title: t('issue:goods.columns.tax'),
        width: 100,
        align: 'end',
        render: (line: EditLine) => lineFigures(line, includingTax).tax?.toFixed(2) ?? '',
      },
      {
        key: 'source',
        title: t('issueGrid:columns.source'),
        width: 160,
        ellipsis: true,
        render: (line: EditLine, index: number) =>
          line.codingErrors && line.codingErrors.length > 0 ? (
            <Tag size="sm" tone="danger">
              {t('issueGrid:ai.lineErrors', { row: index + 1, message: line.codingErrors.join(t('issueGrid:separator')) })}
            </Tag>
          ) : line.fphxz !== '1' && hasCodingSuggestions(line) ? (
            <NameCell>
              {line.source && (
                <Tag size="sm" tone="info">
                  {t(lookupKey(codingSource, line.source))}
                </Tag>
              )}
              {/* AI coding's units and preferential policies for this line (spec 02 §3) */}
              <SuggestButton lineId={line.id} label={t('issueGrid:suggest.open', { row: index + 1 })} text={t('issueGrid:suggest.button')} actions={cellActions} />
            </NameCell>
          ) : line.source ? (
            <Tag size="sm" tone="info">
              {t(lookupKey(codingSource, line.source))}
            </Tag>
          ) : (
            ''
          ),
      },
      { key: 'preference', title: t('issueGrid:columns.preference'), width: 110, ellipsis: true, render: (line: EditLine) => (line.yhzcbs === '1' ? line.yhzcsm : '') },
      {
        key: 'coal',
        title: t('issueGrid:columns.coal'),
        width: 120,
        render: (line: EditLine, index: number) =>
          line.fphxz === '1' || !isCoalCode(line.spbm) ? (
            ''
          ) : (
            <CoalCell lineId={line.id} value={line.mtzlDm ?? ''} label={label(index, t('issueGrid:columns.coal'))} options={coalOptions} placeholder={t('ds:select.placeholder')} actions={cellActions} />
          ),
      },
      {
        key: 'actions',
        title: t('issue:goods.columns.actions'),
        width: 96,
        align: 'center',
        render: (line: EditLine, index: number) =>
          line.fphxz === '1' ? (
            ''
          ) : (
            <ActionsCell
              lineId={line.id}
              discountLabel={t('issueGrid:discount.add', { row: index + 1 })}
              deleteLabel={t('issue:goods.deleteLine', { row: index + 1 })}
              canDelete={lineCount > 1}
              actions={cellActions}
            />
          ),
      },
    ];
  }, [t, title, includingTax, errors, lineCount, rateOptionsFor, coalOptions, cellActions]);

  // Every rate the taxpayer may use, and the coal types: the batch dialog's options.
  const rates = useMemo(() => allowedTaxRates(ctx).map((o) => ({ value: o.value, label: rateLabel(o) })), [ctx, rateLabel]);
  return { columns, rates, coalOptions };
}
