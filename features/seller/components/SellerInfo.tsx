import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, DescriptionList, Empty, FormActions, Panel, Skeleton, space, TextField, useMessage } from '../../../design-system';
import { useGetSellerInfoQuery, usePutSellerInfoMutation, type Seller } from '../api';
import { errorText } from '../../../platform/api/errorText';
import { sellerInput, sellerIssues, type SellerDraft } from '../rules/sellerForm';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[3]} ${space[6]};
  margin-bottom: ${space[4]};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`;

export interface SellerInfoProps {
  /** The terminal whose seller is shown (the session's current disk); null: none selected. */
  diskId: string | null;
}

const fields = [
  { field: 'address', label: 'address' },
  { field: 'tel', label: 'tel' },
  { field: 'khh', label: 'khh' },
  { field: 'yhzh', label: 'yhzh' },
] as const;

const draftOf = (s: Seller): SellerDraft => ({ address: s.address, tel: s.tel, khh: s.khh, yhzh: s.yhzh });
const isIncomplete = (s: Seller) => !s.address || !s.tel || !s.khh || !s.yhzh;

/**
 * Seller information of the current terminal (spec 01 §2, spec 02 §3 seller payload): name and tax id as the terminal has them, address,
 * phone, bank and account (khh, yhzh) edited here; the issuing form's seller block shows what is saved. An incomplete
 * seller is told so and offered to fill it now (spec 01 §5).
 */
export function SellerInfo({ diskId }: SellerInfoProps) {
  const { t } = useTranslation(['seller', 'errors', 'validation']);
  const message = useMessage();
  const query = useGetSellerInfoQuery({ diskId: diskId ?? '' }, { skip: !diskId, refetchOnMountOrArgChange: true });
  const [put, saving] = usePutSellerInfoMutation();
  const [draft, setDraft] = useState<SellerDraft | null>(null);
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());

  if (!diskId) return <Panel title={t('title')}><Empty title={t('noTerminal')} /></Panel>;
  if (query.isLoading || (query.isFetching && query.isError)) return <Panel title={t('title')}><Skeleton lines={4} aria-label={t('loading')} /></Panel>;
  if (query.isError || !query.data) {
    return (
      <Panel title={t('title')}>
        <Empty
          title={t('loadFailed')}
          description={errorText(t, query.error)}
          action={
            <Button variant="primary" onPress={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      </Panel>
    );
  }
  const seller = query.data.data;

  const save = async () => {
    if (!draft) return;
    const found = sellerIssues(draft);
    setProblems(new Map(found.map((i) => [i.field, t(i.key, i.params ?? {})])));
    if (found[0]) {
      document.getElementById(`seller-${found[0].field}`)?.focus();
      return;
    }
    // A refusal is alerted by the request layer with the server's message; what was typed stays.
    const result = await put({ diskId, sellerInput: sellerInput(draft) });
    if ('error' in result) return;
    message.success(t('saved'));
    setDraft(null);
    void query.refetch();
  };

  return (
    <Panel title={t('title')}>
      <Stack>
        {!draft && isIncomplete(seller) && (
          <Alert
            tone="warning"
            action={
              <Button size="sm" onPress={() => setDraft(draftOf(seller))}>
                {t('fillNow')}
              </Button>
            }
          >
            {t('incomplete')}
          </Alert>
        )}
        {draft ? (
          <form
            aria-label={t('editTitle')}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <DescriptionList
              columns={2}
              items={[
                { key: 'name', label: t('name'), value: seller.taxerName },
                { key: 'taxId', label: t('taxId'), value: seller.taxerId },
              ]}
            />
            <Grid>
              {fields.map((f, k) => (
                <TextField
                  key={f.field}
                  id={`seller-${f.field}`}
                  label={t(f.label)}
                  isRequired
                  autoFocus={k === 0}
                  value={draft[f.field]}
                  onChange={(value) => {
                    setDraft((d) => (d ? { ...d, [f.field]: value } : d));
                    setProblems((p) => {
                      if (!p.has(f.field)) return p;
                      const next = new Map(p);
                      next.delete(f.field);
                      return next;
                    });
                  }}
                  isInvalid={problems.has(f.field)}
                  errorMessage={problems.get(f.field)}
                />
              ))}
            </Grid>
            <FormActions>
              <Button type="submit" variant="primary" isLoading={saving.isLoading}>
                {t('save')}
              </Button>
              <Button
                onPress={() => {
                  setDraft(null);
                  setProblems(new Map());
                }}
              >
                {t('cancel')}
              </Button>
            </FormActions>
          </form>
        ) : (
          <>
            <DescriptionList
              columns={2}
              items={[
                { key: 'name', label: t('name'), value: seller.taxerName },
                { key: 'taxId', label: t('taxId'), value: seller.taxerId },
                { key: 'address', label: t('address'), value: seller.address || t('notSet') },
                { key: 'tel', label: t('tel'), value: seller.tel || t('notSet') },
                { key: 'khh', label: t('khh'), value: seller.khh || t('notSet') },
                { key: 'yhzh', label: t('yhzh'), value: seller.yhzh || t('notSet') },
              ]}
            />
            <FormActions>
              <Button variant="primary" onPress={() => setDraft(draftOf(seller))}>
                {t('edit')}
              </Button>
            </FormActions>
          </>
        )}
      </Stack>
    </Panel>
  );
}
