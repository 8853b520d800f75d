import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  DescriptionList,
  Form,
  FormActions,
  formatMoney,
  Icon,
  Panel,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  space,
  TextField,
  vars,
} from '../../../design-system';
import { invoiceType, lookupKey } from '../../lookups';
import { amountInWords } from '../../validators';
import { useApplyProxyInvoiceMutation, type ProxyApplication, type ProxyApplicationInput, type ProxyLineInput } from '../api';
import {
  checkProxyApplication,
  emptyProxyLine,
  issuesByField,
  lineTax,
  MAX_PROXY_LINES,
  proxyInvoiceTypes,
  proxyLimits,
  proxyTaxRates,
  proxyTotals,
  rateText,
} from '../rules/application';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${space[3]} ${space[4]};
`;
const Line = styled.fieldset`
  margin: 0 0 ${space[3]};
  padding: ${space[3]};
  border: 1px solid ${vars.colorBorder};
  border-radius: 6px;
  & > legend {
    padding: 0 ${space[1]};
    color: ${vars.colorText};
  }
`;
const LineGrid = styled.div`
  display: grid;
  grid-template-columns: 2fr 2fr 1fr 1fr 1.2fr 1fr 1fr auto;
  gap: ${space[2]};
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: repeat(2, 1fr);
  }
`;
const Tax = styled.output`
  display: block;
  padding-top: 30px;
  font-variant-numeric: tabular-nums;
  color: ${vars.colorText};
`;
const Remove = styled.div`
  padding-top: 26px;
`;
const Totals = styled.p`
  margin: ${space[2]} 0 0;
  font-variant-numeric: tabular-nums;
  color: ${vars.colorText};
`;
const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`;

export interface ProxyTerminal {
  diskId: string;
  taxerName?: string;
  taxerId?: string;
}

export interface ProxyApplyFormProps {
  /** The current terminal: the taxpayer on whose behalf the invoice is issued. */
  terminal: ProxyTerminal | null;
  /** The application was taken (whatever its state: applying, or unbound without a linked tax-bureau account). */
  onApplied(application: ProxyApplication): void;
}

function emptyInput(diskId: string): ProxyApplicationInput {
  return {
    diskId,
    fplxdm: '82',
    buyer: { name: '', taxId: '', addressPhone: '', bankAccount: '' },
    lines: [emptyProxyLine()],
    remark: '',
    contact: { name: '', mobile: '' },
  };
}

/**
 * 数电易代开 application (spec 01 §2 fullpower/yidaikai): the taxpayer of the current terminal asks the tax bureau to
 * issue a fully-digital invoice on its behalf. Checked with the proxy rules (the project's validators) at each field on
 * submit; nothing typed is lost on a refusal, which shows the server's words.
 */
export function ProxyApplyForm({ terminal, onApplied }: ProxyApplyFormProps) {
  const { t } = useTranslation(['proxyIssue', 'lookups', 'validation']);
  const [input, setInput] = useState<ProxyApplicationInput>(() => emptyInput(terminal?.diskId ?? ''));
  const [checked, setChecked] = useState(false);
  const [apply, applying] = useApplyProxyInvoiceMutation();
  const current = { ...input, diskId: terminal?.diskId ?? '' };
  const issues = checked ? issuesByField(checkProxyApplication(current)) : {};
  const totals = proxyTotals(input.lines);
  const err = (field: string) => {
    const found = issues[field];
    return found ? { isInvalid: true, errorMessage: t(found.key, found.params ?? {}) } : {};
  };
  const setBuyer = (field: keyof ProxyApplicationInput['buyer']) => (value: string) => setInput((d) => ({ ...d, buyer: { ...d.buyer, [field]: value } }));
  const setLine = (k: number, field: keyof ProxyLineInput) => (value: string) =>
    setInput((d) => ({ ...d, lines: d.lines.map((l, j) => (j === k ? { ...l, [field]: value } : l)) }));

  const submit = async () => {
    setChecked(true);
    if (checkProxyApplication(current).length > 0) return;
    const result = await apply({ proxyApplicationInput: current });
    // A refusal was alerted (提示) with the server's words; the form keeps what was typed.
    if ('data' in result && result.data?.data) {
      onApplied(result.data.data);
      setInput(emptyInput(terminal?.diskId ?? ''));
      setChecked(false);
    }
  };

  if (!terminal) return <Alert tone="warning">{t('rules.noTerminal')}</Alert>;
  return (
    <Form
      aria-label={t('form.title')}
      layout="vertical"
      onSubmit={(event) => {
        event.preventDefault();
        return submit();
      }}
    >
      <Stack>
        <Panel title={t('form.seller')}>
          <DescriptionList
            columns={2}
            items={[
              { key: 'name', label: t('form.sellerName'), value: terminal.taxerName ?? '' },
              { key: 'taxId', label: t('form.sellerTaxId'), value: terminal.taxerId ?? '' },
            ]}
          />
        </Panel>
        <Panel title={t('form.invoice')}>
          <RadioGroup label={t('form.type')} value={input.fplxdm} onChange={(value) => setInput((d) => ({ ...d, fplxdm: value as ProxyApplicationInput['fplxdm'] }))}>
            {proxyInvoiceTypes.map((code) => (
              <Radio key={code} value={code}>
                {t(lookupKey(invoiceType, code))}
              </Radio>
            ))}
          </RadioGroup>
        </Panel>
        <Panel title={t('form.buyer')}>
          <Grid>
            <TextField id="proxy-buyer.name" label={t('form.buyerName')} isRequired maxBytes={proxyLimits.buyerName} value={input.buyer.name} onChange={setBuyer('name')} {...err('buyer.name')} />
            <TextField
              id="proxy-buyer.taxId"
              label={t('form.buyerTaxId')}
              description={input.fplxdm === '82' ? t('form.buyerTaxIdHint') : undefined}
              isRequired={input.fplxdm === '81'}
              value={input.buyer.taxId}
              onChange={(value) => setBuyer('taxId')(value.toUpperCase())}
              {...err('buyer.taxId')}
            />
            <TextField label={t('form.buyerAddressPhone')} maxBytes={proxyLimits.addressPhone} value={input.buyer.addressPhone} onChange={setBuyer('addressPhone')} {...err('buyer.addressPhone')} />
            <TextField label={t('form.buyerBankAccount')} maxBytes={proxyLimits.bankAccount} value={input.buyer.bankAccount} onChange={setBuyer('bankAccount')} {...err('buyer.bankAccount')} />
          </Grid>
        </Panel>
        <Panel
          title={t('form.lines')}
          extra={
            <Button
              size="sm"
              icon={<Icon name="plus" size={14} />}
              isDisabled={input.lines.length >= MAX_PROXY_LINES}
              onPress={() => setInput((d) => ({ ...d, lines: [...d.lines, emptyProxyLine()] }))}
            >
              {t('form.addLine')}
            </Button>
          }
        >
          {input.lines.map((line, k) => {
            const tax = lineTax(line);
            return (
              <Line key={k}>
                <legend>{t('form.line', { n: k + 1 })}</legend>
                <LineGrid>
                  <TextField label={t('form.lineName')} isRequired maxBytes={proxyLimits.lineName} value={line.name} onChange={setLine(k, 'name')} {...err(`lines.${k}.name`)} />
                  <TextField label={t('form.spbm')} isRequired inputMode="numeric" maxLength={19} value={line.spbm} onChange={setLine(k, 'spbm')} {...err(`lines.${k}.spbm`)} />
                  <TextField label={t('form.unit')} maxBytes={proxyLimits.unit} value={line.unit} onChange={setLine(k, 'unit')} {...err(`lines.${k}.unit`)} />
                  <TextField label={t('form.quantity')} inputMode="decimal" value={line.quantity} onChange={setLine(k, 'quantity')} {...err(`lines.${k}.quantity`)} />
                  <TextField label={t('form.amount')} isRequired inputMode="decimal" value={line.amount} onChange={setLine(k, 'amount')} {...err(`lines.${k}.amount`)} />
                  <Select label={t('form.taxRate')} value={line.taxRate} onChange={(key) => setLine(k, 'taxRate')(String(key))} {...err(`lines.${k}.taxRate`)}>
                    {proxyTaxRates.map((rate) => (
                      <SelectItem key={rate} id={rate}>
                        {rateText(rate)}
                      </SelectItem>
                    ))}
                  </Select>
                  <Tax aria-label={t('form.taxOf', { n: k + 1 })}>{tax === null ? '—' : formatMoney(tax.toFixed(2))}</Tax>
                  <Remove>
                    <Button
                      size="sm"
                      variant="text"
                      aria-label={t('form.removeLine', { n: k + 1 })}
                      isDisabled={input.lines.length === 1}
                      onPress={() => setInput((d) => ({ ...d, lines: d.lines.filter((_, j) => j !== k) }))}
                    >
                      {t('form.remove')}
                    </Button>
                  </Remove>
                </LineGrid>
              </Line>
            );
          })}
          <Totals aria-live="polite">
            {t('form.totals', { amount: formatMoney(totals.amount), tax: formatMoney(totals.tax), total: formatMoney(totals.total), words: amountInWords(totals.total) ?? '' })}
          </Totals>
        </Panel>
        <Panel title={t('form.other')}>
          <Grid>
            <TextField label={t('form.contactName')} isRequired value={input.contact.name} onChange={(name) => setInput((d) => ({ ...d, contact: { ...d.contact, name } }))} {...err('contact.name')} />
            <TextField
              label={t('form.contactMobile')}
              isRequired
              inputMode="numeric"
              maxLength={11}
              value={input.contact.mobile}
              onChange={(mobile) => setInput((d) => ({ ...d, contact: { ...d.contact, mobile } }))}
              {...err('contact.mobile')}
            />
          </Grid>
          <TextField label={t('form.remark')} multiline rows={2} maxBytes={proxyLimits.remark} value={input.remark} onChange={(remark) => setInput((d) => ({ ...d, remark }))} {...err('remark')} />
        </Panel>
        <FormActions>
          <Button type="submit" variant="primary" isLoading={applying.isLoading}>
            {t('form.submit')}
          </Button>
          <Button
            onPress={() => {
              setInput(emptyInput(terminal.diskId));
              setChecked(false);
            }}
          >
            {t('form.clear')}
          </Button>
        </FormActions>
      </Stack>
    </Form>
  );
}
