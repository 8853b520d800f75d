import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Select, SelectItem, space, TextField } from '../../../design-system';
import { invoiceType, lookupKey } from '../../lookups';
import type { PrintSetting } from '../api';
import type { ClientPrinter } from '../rules/localPrint';
import { normalOffset, offsetIssue, OFFSET_MAX, OFFSET_MIN } from '../rules/offsets';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space[3]};
  & > div {
    width: 220px;
  }
`;
const Actions = styled.div`
  display: flex;
  gap: ${space[3]};
  padding-top: 26px;
`;

/** The client's default printer: the empty name (the client picks its default). */
const DEFAULT_PRINTER = '__default__';

export interface PrintOffsetFormProps {
  /** The invoice types printed on forms (paper types), the first chosen at first. */
  types: readonly string[];
  /** The client's printers; null when the client does not answer (the setting then names its default printer). */
  printers: readonly ClientPrinter[] | null;
  /** The saved settings. */
  settings: readonly PrintSetting[];
  /** Saves the setting; true when saved. */
  onSave(setting: PrintSetting): Promise<boolean>;
  /** Prints a test page with the setting as typed (only offered with the client). */
  onTest(setting: PrintSetting): Promise<void>;
}

const emptyOf = (type: string, saved: readonly PrintSetting[]): PrintSetting =>
  saved.find((s) => s.fplxdm === type) ?? { fplxdm: type, printerName: '', top: '0.0', left: '0.0' };

/**
 * The offsets of one invoice type (top and left in mm, -50 to 50, one decimal) and its printer: checked at the
 * fields before anything is sent, what was typed kept; saved per type; a test page printed with what is typed.
 */
export function PrintOffsetForm({ types, printers, settings, onSave, onTest }: PrintOffsetFormProps) {
  const { t } = useTranslation(['printers', 'lookups']);
  const [type, setType] = useState(types[0] ?? '');
  const [form, setForm] = useState<PrintSetting>(() => emptyOf(types[0] ?? '', settings));
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState<'save' | 'test' | null>(null);
  // The saved settings arrive (or change) after the first render: a form not yet touched follows them.
  const [savedSeen, setSavedSeen] = useState(settings);
  const [touched, setTouched] = useState(false);
  if (savedSeen !== settings) {
    setSavedSeen(settings);
    if (!touched) setForm(emptyOf(type, settings));
  }

  const set = (patch: Partial<PrintSetting>) => {
    setTouched(true);
    setForm((f) => ({ ...f, ...patch }));
  };
  const topIssue = shown ? offsetIssue(form.top) : null;
  const leftIssue = shown ? offsetIssue(form.left) : null;
  const limits = { min: OFFSET_MIN, max: OFFSET_MAX };

  const checked = (): PrintSetting | null => {
    setShown(true);
    const topWrong = offsetIssue(form.top);
    if (topWrong || offsetIssue(form.left)) {
      requestAnimationFrame(() => document.getElementById(topWrong ? 'print-offset-top' : 'print-offset-left')?.focus());
      return null;
    }
    return { fplxdm: type, printerName: form.printerName, top: normalOffset(form.top), left: normalOffset(form.left) };
  };
  const run = async (what: 'save' | 'test') => {
    const setting = checked();
    if (!setting || busy) return;
    setBusy(what);
    try {
      if (what === 'save') {
        if (await onSave(setting)) {
          setTouched(false);
          setForm(setting);
        }
      } else await onTest(setting);
    } finally {
      setBusy(null);
    }
  };

  const printerOptions = printers ?? [];
  const printerKnown = form.printerName === '' || printerOptions.some((p) => p.name === form.printerName);

  return (
    <Form
      aria-label={t('settings.form')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void run('save');
      }}
    >
      <Select
        label={t('settings.type')}
        value={type}
        onChange={(key) => {
          const next = String(key);
          setType(next);
          setTouched(false);
          setShown(false);
          setForm(emptyOf(next, settings));
        }}
      >
        {types.map((code) => (
          <SelectItem key={code} id={code}>
            {t(lookupKey(invoiceType, code))}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={t('settings.printer')}
        value={form.printerName === '' ? DEFAULT_PRINTER : form.printerName}
        onChange={(key) => set({ printerName: key === DEFAULT_PRINTER ? '' : String(key) })}
        description={printers === null ? t('settings.printerNoClient') : undefined}
      >
        {[
          <SelectItem key={DEFAULT_PRINTER} id={DEFAULT_PRINTER}>
            {t('settings.defaultPrinter')}
          </SelectItem>,
          ...printerOptions.map((p) => (
            <SelectItem key={p.name} id={p.name}>
              {p.isDefault ? t('printers.nameDefault', { name: p.name }) : p.name}
            </SelectItem>
          )),
          ...(printerKnown
            ? []
            : [
                <SelectItem key={form.printerName} id={form.printerName}>
                  {t('settings.printerMissing', { name: form.printerName })}
                </SelectItem>,
              ]),
        ]}
      </Select>
      <TextField
        id="print-offset-top"
        label={t('settings.top')}
        description={t('settings.offsetHint', limits)}
        value={form.top}
        onChange={(top) => set({ top })}
        inputMode="decimal"
        isInvalid={topIssue !== null}
        errorMessage={topIssue ? t(`settings.issues.${topIssue}`, limits) : undefined}
      />
      <TextField
        id="print-offset-left"
        label={t('settings.left')}
        description={t('settings.offsetHint', limits)}
        value={form.left}
        onChange={(left) => set({ left })}
        inputMode="decimal"
        isInvalid={leftIssue !== null}
        errorMessage={leftIssue ? t(`settings.issues.${leftIssue}`, limits) : undefined}
      />
      <Actions>
        <Button type="submit" variant="primary" isLoading={busy === 'save'}>
          {t('settings.save')}
        </Button>
        {printers !== null && (
          <Button isLoading={busy === 'test'} onPress={() => void run('test')}>
            {t('settings.test')}
          </Button>
        )}
      </Actions>
    </Form>
  );
}
