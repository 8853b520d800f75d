import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, Checkbox, CheckboxGroup, FormActions, PageFrame, Panel, PasswordField, Select, SelectItem, space, TextField, useMessage } from '../../../design-system';
import type { Area } from '../../../platform/routing';
import { checkImportRows } from '../../enterprise-import';
import { loginIdentity, lookupKey, selectableLoginIdentities } from '../../lookups';
import { useAddManagedEnterpriseMutation } from '../api';
import { useStaffList } from '../hooks/useStaffList';
import { managedListPath } from '../rules/managed';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[3]} ${space[6]};
  margin-bottom: ${space[4]};
`;

/** The import row's fields (spec 02 §3 'Enterprise import row'). */
type Field = 'taxerName' | 'taxerId' | 'dlsf' | 'dlzh' | 'dlmm' | 'bsrysjhm' | 'mainAccountMobile';
type Draft = Record<Field, string>;
const empty: Draft = { taxerName: '', taxerId: '', dlsf: '', dlzh: '', dlmm: '', bsrysjhm: '', mainAccountMobile: '' };
const fieldId = (field: string) => `add-enterprise-${field}`;

export interface AddEnterpriseFormProps {
  /** The agency's (/account) or the provider's (/service) area. */
  area: Area;
  /** The page's heading. */
  title: string;
}

/**
 * 新增企业 (spec 01 §2 addEnterprise): one enterprise with the batch import's row checks (spec 02 §5, the rules of
 * features/enterprise-import, not a copy), the staff to serve it, and its tax-bureau password, which the request layer
 * seals before it leaves the page (docs/security.md). A refused row keeps everything typed, the message at its field.
 */
export function AddEnterpriseForm({ area, title }: AddEnterpriseFormProps) {
  const { t } = useTranslation(['enterprises', 'enterpriseImport', 'lookups']);
  const navigate = useNavigate();
  const message = useMessage();
  const staff = useStaffList();
  const [add, adding] = useAddManagedEnterpriseMutation();
  const [draft, setDraft] = useState<Draft>(empty);
  const [staffUids, setStaffUids] = useState<string[]>([]);
  const [problem, setProblem] = useState<{ field: string; text: string } | null>(null);

  const set = (field: Field, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };
  const invalid = (field: Field) => ({ isInvalid: problem?.field === field, errorMessage: problem?.field === field ? problem.text : undefined });

  const submit = async () => {
    // The import's checks, in its order: the first failing one is the row's message (spec 02 §5).
    const [result] = checkImportRows([draft]);
    if (result && result.status !== 'ok') {
      setProblem({ field: result.field, text: t(result.key) });
      document.getElementById(fieldId(result.field))?.focus();
      return;
    }
    setProblem(null);
    const response = await add({ managedEnterpriseInput: { ...draft, staffUids } });
    // A refusal (数据重复: already served) is alerted with the server's words; what was typed stays.
    if ('error' in response) return;
    message.success(t('add.done', { name: draft.taxerName }));
    void navigate(managedListPath(area, draft.taxerId));
  };

  return (
    <PageFrame title={title}>
      <Panel title={t('add.panel')}>
        <form
          aria-label={t('add.panel')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Grid>
            <TextField id={fieldId('taxerName')} label={t('enterpriseImport:column.taxerName')} isRequired autoFocus value={draft.taxerName} onChange={(v) => set('taxerName', v)} {...invalid('taxerName')} />
            <TextField id={fieldId('taxerId')} label={t('enterpriseImport:column.taxerId')} description={t('add.taxIdHint')} isRequired value={draft.taxerId} onChange={(v) => set('taxerId', v)} {...invalid('taxerId')} />
            <Select id={fieldId('dlsf')} label={t('enterpriseImport:column.dlsf')} isRequired value={draft.dlsf || null} onChange={(key) => set('dlsf', String(key ?? ''))} {...invalid('dlsf')}>
              {selectableLoginIdentities.map((code) => (
                <SelectItem key={code} id={code}>
                  {t(lookupKey(loginIdentity, code))}
                </SelectItem>
              ))}
            </Select>
            <TextField id={fieldId('dlzh')} label={t('enterpriseImport:column.dlzh')} isRequired value={draft.dlzh} onChange={(v) => set('dlzh', v)} {...invalid('dlzh')} />
            <PasswordField id={fieldId('dlmm')} label={t('enterpriseImport:column.dlmm')} description={t('add.passwordHint')} isRequired autoComplete="new-password" value={draft.dlmm} onChange={(v) => set('dlmm', v)} {...invalid('dlmm')} />
            <TextField id={fieldId('bsrysjhm')} label={t('enterpriseImport:column.bsrysjhm')} isRequired value={draft.bsrysjhm} onChange={(v) => set('bsrysjhm', v)} {...invalid('bsrysjhm')} />
            <TextField
              id={fieldId('mainAccountMobile')}
              label={t('enterpriseImport:column.mainAccountMobile')}
              description={t('add.mainAccountHint')}
              value={draft.mainAccountMobile}
              onChange={(v) => set('mainAccountMobile', v)}
              {...invalid('mainAccountMobile')}
            />
          </Grid>
          {staff.list.length > 0 && (
            <CheckboxGroup label={t('add.staff')} description={t('assign.hint')} value={staffUids} onChange={setStaffUids}>
              {staff.list.map((s) => (
                <Checkbox key={s.uid} value={s.uid}>
                  {s.userName}
                </Checkbox>
              ))}
            </CheckboxGroup>
          )}
          <FormActions>
            <Button type="submit" variant="primary" isLoading={adding.isLoading}>
              {t('add.submit')}
            </Button>
            <Button onPress={() => void navigate(managedListPath(area))}>{t('add.cancel')}</Button>
          </FormActions>
        </form>
      </Panel>
    </PageFrame>
  );
}
