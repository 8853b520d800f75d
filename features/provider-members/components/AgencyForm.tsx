import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, FormActions, PageFrame, Panel, space, TextField, useMessage } from '../../../design-system';
import { QueryState } from '../../enterprises';
import { useCreateAgencyMutation, useGetAgencyQuery, useUpdateAgencyMutation, type AgencyDetail } from '../api';
import { agencyInput, agencyIssues, emptyAgency, type AgencyDraft } from '../rules/agencyForm';
import { agencyDetailPath } from '../rules/applications';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[3]} ${space[6]};
  margin-bottom: ${space[4]};
`;

const fields = ['agencyName', 'taxerId', 'contact', 'phone', 'address'] as const;
const fieldId = (field: string) => `agency-${field}`;

export interface AgencyFormProps {
  /** The agency edited (?id=), or none to add one. */
  id: string | null;
  title: string;
}

/** 代账机构管理 (spec 01 §2 agencyManage): adds an agency (POST /v1/enterprise/agency) or edits the one given as ?id=. */
export function AgencyForm({ id, title }: AgencyFormProps) {
  const { t } = useTranslation('providerMembers');
  const query = useGetAgencyQuery({ id: id ?? '' }, { skip: !id, refetchOnMountOrArgChange: true });
  return (
    <PageFrame title={title}>
      <Panel title={id ? t('agency.editTitle') : t('agency.addTitle')}>
        {id ? (
          <QueryState query={query} variant="lines" loadingLabel={t('agency.loadingOne')} failedTitle={t('agency.loadOneFailed')}>
            {query.data && <AgencyFormBody key={query.data.data.id} agency={query.data.data} />}
          </QueryState>
        ) : (
          <AgencyFormBody agency={null} />
        )}
      </Panel>
    </PageFrame>
  );
}

function AgencyFormBody({ agency }: { agency: AgencyDetail | null }) {
  const { t } = useTranslation(['providerMembers', 'validation']);
  const navigate = useNavigate();
  const message = useMessage();
  const [create, creating] = useCreateAgencyMutation();
  const [update, updating] = useUpdateAgencyMutation();
  const [draft, setDraft] = useState<AgencyDraft>(() => (agency ? { agencyName: agency.agencyName, taxerId: agency.taxerId, contact: agency.contact, phone: agency.phone, address: agency.address } : emptyAgency));
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());

  const save = async () => {
    const found = agencyIssues(draft);
    setProblems(new Map(found.map((i) => [i.field, t(i.key, i.params ?? {})])));
    if (found[0]) {
      document.getElementById(fieldId(found[0].field))?.focus();
      return;
    }
    const result = agency ? await update({ id: agency.id, agencyInput: agencyInput(draft) }) : await create({ agencyInput: agencyInput(draft) });
    if ('error' in result) return;
    message.success(t('agency.saved'));
    void navigate(agencyDetailPath(result.data.data.id));
  };

  return (
    <form
      aria-label={agency ? t('agency.editTitle') : t('agency.addTitle')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Grid>
        {fields.map((field, k) => (
          <TextField
            key={field}
            id={fieldId(field)}
            label={t(`agency.${field === 'agencyName' ? 'name' : field}`)}
            isRequired={field !== 'address'}
            autoFocus={k === 0}
            value={draft[field]}
            onChange={(value) => {
              setDraft((d) => ({ ...d, [field]: value }));
              setProblems((p) => {
                if (!p.has(field)) return p;
                const next = new Map(p);
                next.delete(field);
                return next;
              });
            }}
            isInvalid={problems.has(field)}
            errorMessage={problems.get(field)}
          />
        ))}
      </Grid>
      <FormActions>
        <Button type="submit" variant="primary" isLoading={creating.isLoading || updating.isLoading}>
          {t('agency.save')}
        </Button>
        <Button onPress={() => void navigate(agency ? agencyDetailPath(agency.id) : '/service/agencyList')}>{t('agency.cancel')}</Button>
      </FormActions>
    </form>
  );
}
