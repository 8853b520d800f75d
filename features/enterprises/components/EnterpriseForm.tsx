import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, DescriptionList, fontSize, fontWeight, FormActions, PageFrame, Panel, Select, SelectItem, space, TextField, useMessage, vars } from '../../../design-system';
import { loginIdentity, lookupKey } from '../../lookups';
import { useGetEnterpriseInfoQuery, useUpdateEnterpriseInfoMutation, type EnterpriseInfo, type EnterpriseInfoInput } from '../api';
import {
  ENTERPRISE_IDENTITIES,
  ENTERPRISE_IDENTITIES_MAX,
  enterpriseInfoPath,
  enterpriseInput,
  enterpriseIssues,
  type EnterpriseDraft,
  type IdentityDraft,
} from '../rules/enterpriseForm';
import { QueryState } from './QueryState';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[3]} ${space[6]};
  margin: ${space[4]} 0;
`;

const SectionTitle = styled.h2`
  margin: ${space[4]} 0 ${space[3]};
  color: ${vars.colorText};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.medium};
`;

const IdentityRow = styled.fieldset`
  display: grid;
  grid-template-columns: 180px minmax(0, 1fr) minmax(0, 1fr) auto;
  align-items: start;
  gap: ${space[3]};
  margin: 0 0 ${space[3]};
  padding: ${space[3]};
  border: 1px solid ${vars.colorBorder};
  border-radius: 4px;

  & > legend {
    padding: 0 ${space[1]};
    color: ${vars.colorTextSecondary};
  }
  & > button {
    margin-top: 28px;
  }
`;

const fieldId = (field: string) => `enterprise-${field.replace(/\./g, '-')}`;
const draftOf = (info: EnterpriseInfo): EnterpriseDraft => ({
  taxerName: info.taxerName,
  address: info.address,
  tel: info.tel,
  khh: info.khh,
  yhzh: info.yhzh,
  identities: info.identities.map((r) => ({ dlsf: r.dlsf, bsryxm: r.bsryxm, bsrysjhm: r.bsrysjhm })),
});

const fields = ['taxerName', 'address', 'tel', 'khh', 'yhzh'] as const;

export interface EnterpriseFormProps {
  /** The enterprise's id (enterpriseForm/{type}/{id}: its tax number). */
  id: string;
  /** The page's heading. */
  title: string;
}

/**
 * 企业信息编辑 (spec 01 §2 enterpriseForm/{type}/{id}): the member's enterprise information and its tax identities
 * (spec 01 §6 dlsf), checked with the validators of spec 01 §5 as the user saves; a message points at each wrong field
 * and nothing typed is lost. The tax number is the enterprise's id: shown, never edited.
 */
export function EnterpriseForm({ id, title }: EnterpriseFormProps) {
  const { t } = useTranslation(['enterprises']);
  const query = useGetEnterpriseInfoQuery({ id }, { refetchOnMountOrArgChange: true });
  const info = query.data?.data;
  return (
    <PageFrame title={title}>
      <Panel title={t('form.title')}>
        <QueryState query={query} variant="lines" loadingLabel={t('info.loading')} failedTitle={t('info.loadFailed')}>
          {info && <EnterpriseFormBody key={info.updateTime} info={info} />}
        </QueryState>
      </Panel>
    </PageFrame>
  );
}

function EnterpriseFormBody({ info }: { info: EnterpriseInfo }) {
  const { t } = useTranslation(['enterprises', 'lookups', 'validation']);
  const navigate = useNavigate();
  const message = useMessage();
  const [update, saving] = useUpdateEnterpriseInfoMutation();
  const [draft, setDraft] = useState<EnterpriseDraft>(() => draftOf(info));
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());

  const clear = (field: string) =>
    setProblems((p) => {
      if (!p.has(field)) return p;
      const next = new Map(p);
      next.delete(field);
      return next;
    });
  const setField = (field: (typeof fields)[number], value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    clear(field);
  };
  const setIdentity = (n: number, field: keyof IdentityDraft, value: string) => {
    setDraft((d) => ({ ...d, identities: d.identities.map((r, k) => (k === n ? { ...r, [field]: value } : r)) }));
    clear(`identities.${n}.${field}`);
  };
  const removeIdentity = (n: number) => {
    setDraft((d) => ({ ...d, identities: d.identities.filter((_r, k) => k !== n) }));
    // The rows after it move up: their messages would point at the wrong row; they come back on the next save.
    setProblems((p) => new Map([...p].filter(([field]) => !field.startsWith('identities.'))));
  };
  const addIdentity = () => {
    const free = ENTERPRISE_IDENTITIES.find((code) => !draft.identities.some((r) => r.dlsf === code)) ?? '';
    setDraft((d) => ({ ...d, identities: [...d.identities, { dlsf: free, bsryxm: '', bsrysjhm: '' }] }));
    requestAnimationFrame(() => document.getElementById(fieldId(`identities.${draft.identities.length}.bsryxm`))?.focus());
  };

  const save = async () => {
    const found = enterpriseIssues(draft);
    setProblems(new Map(found.map((i) => [i.field, t(i.key, i.params ?? {})])));
    if (found[0]) {
      document.getElementById(fieldId(found[0].field))?.focus();
      return;
    }
    // A refusal is alerted by the request layer with the server's words; what was typed stays.
    // enterpriseIssues has checked every identity code above.
    const result = await update({ id: info.id, enterpriseInfoInput: enterpriseInput(draft) as EnterpriseInfoInput });
    if ('error' in result) return;
    message.success(t('form.saved'));
    void navigate(enterpriseInfoPath(info.id));
  };

  return (
    <form
      aria-label={t('form.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <DescriptionList columns={2} items={[{ key: 'taxerId', label: t('fields.taxerId'), value: info.taxerId }]} />
      <Grid>
        {fields.map((field, k) => (
          <TextField
            key={field}
            id={fieldId(field)}
            label={t(`fields.${field}`)}
            isRequired={field === 'taxerName' || field === 'address' || field === 'tel'}
            autoFocus={k === 0}
            value={draft[field]}
            onChange={(value) => setField(field, value)}
            isInvalid={problems.has(field)}
            errorMessage={problems.get(field)}
          />
        ))}
      </Grid>
      <SectionTitle>{t('info.identities')}</SectionTitle>
      {draft.identities.map((row, n) => (
        <IdentityRow key={n}>
          <legend>{t('form.identityRow', { n: n + 1 })}</legend>
          <Select
            id={fieldId(`identities.${n}.dlsf`)}
            label={t('info.identity')}
            isRequired
            value={row.dlsf || null}
            onChange={(key) => setIdentity(n, 'dlsf', String(key ?? ''))}
            isInvalid={problems.has(`identities.${n}.dlsf`)}
            errorMessage={problems.get(`identities.${n}.dlsf`)}
          >
            {ENTERPRISE_IDENTITIES.map((code) => (
              <SelectItem key={code} id={code}>
                {t(lookupKey(loginIdentity, code))}
              </SelectItem>
            ))}
          </Select>
          <TextField
            id={fieldId(`identities.${n}.bsryxm`)}
            label={t('info.person')}
            isRequired
            value={row.bsryxm}
            onChange={(value) => setIdentity(n, 'bsryxm', value)}
            isInvalid={problems.has(`identities.${n}.bsryxm`)}
            errorMessage={problems.get(`identities.${n}.bsryxm`)}
          />
          <TextField
            id={fieldId(`identities.${n}.bsrysjhm`)}
            label={t('info.mobile')}
            isRequired
            value={row.bsrysjhm}
            onChange={(value) => setIdentity(n, 'bsrysjhm', value)}
            isInvalid={problems.has(`identities.${n}.bsrysjhm`)}
            errorMessage={problems.get(`identities.${n}.bsrysjhm`)}
          />
          <Button variant="text" aria-label={t('form.removeIdentityOf', { n: n + 1 })} onPress={() => removeIdentity(n)}>
            {t('form.removeIdentity')}
          </Button>
        </IdentityRow>
      ))}
      <Button onPress={addIdentity} isDisabled={draft.identities.length >= ENTERPRISE_IDENTITIES_MAX}>
        {t('form.addIdentity')}
      </Button>
      <FormActions>
        <Button type="submit" variant="primary" isLoading={saving.isLoading}>
          {t('form.save')}
        </Button>
        <Button onPress={() => void navigate(enterpriseInfoPath(info.id))}>{t('form.cancel')}</Button>
      </FormActions>
    </form>
  );
}
