import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { DownloadButton, type DownloadedFile } from '../DownloadButton';
import { FileButton } from '../FileButton';
import { Spinner } from '../Spinner';
import { Switch } from '../Switch';
import { Table, type TableColumn } from '../Table';
import { fontSize, space, toneVars, vars } from '../../tokens';

/** The dialog's words, given by the caller: `fileName` gets `{ name }`, `summary` `{ total, ok, bad }`, `submit` `{ count }`. */
export type SheetImportText = 'title' | 'hint' | 'template' | 'choose' | 'reading' | 'fileName' | 'summary' | 'onlyErrors' | 'rowsLabel'
  | 'index' | 'result' | 'downloadFailed' | 'submit' | 'close';

/** A checked row: correct, or in error. */
export interface SheetRowStatus {
  status: 'ok' | 'error';
}

export interface SheetImportDialogProps<R extends SheetRowStatus> {
  isOpen: boolean;
  /** Called on 关闭, × and Escape. */
  onClose(): void;
  /** The dialog's words in the user's language. */
  text(key: SheetImportText, values?: Record<string, string | number>): string;
  /** The template (下载模板). */
  fetchTemplate(): Promise<DownloadedFile | null>;
  /** Reads a chosen .xlsx: true when its rows replace the loaded ones, false when it was refused (nothing changes). */
  onChooseFile(file: File): Promise<boolean>;
  /** Why the last file was refused, as text; null when it was not. */
  problem: string | null;
  onDismissProblem(): void;
  /** Each loaded row's result, in order: counted in the summary, shown in the last column, filtered by 只看有误. */
  results: readonly R[];
  /** A result as the user reads it (正确, or the row's problem). */
  describe(result: R): string;
  /** The template's columns over row indexes, between 序号 and the result. */
  columns: readonly TableColumn<number>[];
  /** @default 40 */
  rowHeight?: number;
  /** @default 400 */
  maxHeight?: number;
  /** Smallest width of the result column. @default 200 */
  resultWidth?: number;
  /** The rows in error as a file (下载有误的行), offered while a row is in error. */
  fetchFailed(): Promise<DownloadedFile | null>;
  /** Sends the correct rows (导入正确的行（N）), offered while a row is correct. */
  onSubmit(): void;
  isSubmitting?: boolean;
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  margin-bottom: ${space[3]};
`;

const Hint = styled.p`
  margin: 0 0 ${space[3]};
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.sm};
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  margin: ${space[3]} 0;
  color: ${vars.colorText};
  font-size: ${fontSize.sm};
`;

const Result = styled.span`
  font-size: ${fontSize.sm};
  &[data-status='ok'] { color: ${toneVars('success').text}; }
  &[data-status='error'] { color: ${toneVars('danger').text}; }
`;

/**
 * A batch import from a spreadsheet (the enterprise and goods imports): the template, the chosen file read by the
 * caller, why a file was refused, 共 N 行，正确 N 行，有误 N 行 with a filter to the rows in error, the checked rows,
 * the rows in error to download and the correct ones to send. The caller decides the columns, checks and calls.
 */
export function SheetImportDialog<R extends SheetRowStatus>({
  isOpen, onClose, text, fetchTemplate, onChooseFile, problem, onDismissProblem, results, describe, columns,
  rowHeight = 40, maxHeight = 400, resultWidth = 200, fetchFailed, onSubmit, isSubmitting = false,
}: SheetImportDialogProps<R>) {
  const [file, setFile] = useState<{ name: string; reading: boolean } | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const ok = useMemo(() => results.filter((r) => r.status === 'ok').length, [results]);
  const shown = useMemo(() => results.flatMap((r, i) => (!onlyErrors || r.status !== 'ok' ? [i] : [])), [results, onlyErrors]);
  const bad = results.length - ok;

  const choose = async (chosen: File) => {
    const before = file;
    setFile({ name: chosen.name, reading: true });
    // A refused file changes nothing: the rows already loaded stay, with their file's name.
    const taken = await onChooseFile(chosen).catch(() => false);
    setFile(taken ? { name: chosen.name, reading: false } : before);
    if (taken) setOnlyErrors(false);
  };

  const allColumns = useMemo<TableColumn<number>[]>(
    () => [
      { key: 'index', title: text('index'), width: 64, align: 'center', render: (index) => index + 1 },
      ...columns,
      {
        key: 'result',
        title: text('result'),
        minWidth: resultWidth,
        render: (index) => {
          const result = results[index];
          return result ? <Result data-status={result.status}>{describe(result)}</Result> : null;
        },
      },
    ],
    [text, columns, results, describe, resultWidth],
  );

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={text('title')}
      width="xlarge"
      footer={({ close }) => (
        <>
          <Button onPress={() => close()}>{text('close')}</Button>
          <DownloadButton isDisabled={bad === 0} fetchFile={fetchFailed}>
            {text('downloadFailed')}
          </DownloadButton>
          <Button variant="primary" isDisabled={ok === 0} isLoading={isSubmitting} onPress={onSubmit}>
            {text('submit', { count: ok })}
          </Button>
        </>
      )}
    >
      <Hint>{text('hint')}</Hint>
      <Toolbar>
        <DownloadButton fetchFile={fetchTemplate}>{text('template')}</DownloadButton>
        <FileButton variant="primary" acceptedFileTypes={['.xlsx']} isDisabled={file?.reading} onSelect={(chosen) => void choose(chosen)}>
          {text('choose')}
        </FileButton>
        {file?.reading && <Spinner size={16} label={text('reading')} />}
        {file && !file.reading && results.length > 0 && <span>{text('fileName', { name: file.name })}</span>}
      </Toolbar>
      {problem && (
        <Alert tone="danger" onClose={onDismissProblem}>
          {problem}
        </Alert>
      )}
      {results.length > 0 && (
        <>
          <Summary>
            <span role="status">{text('summary', { total: results.length, ok, bad })}</span>
            <Switch isSelected={onlyErrors} onChange={setOnlyErrors}>
              {text('onlyErrors')}
            </Switch>
          </Summary>
          <Table aria-label={text('rowsLabel')} columns={allColumns} rows={shown} rowKey={(index) => index} rowHeight={rowHeight} maxHeight={maxHeight} />
        </>
      )}
    </Dialog>
  );
}
