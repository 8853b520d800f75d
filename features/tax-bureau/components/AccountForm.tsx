import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Checkbox,
  ConnectionStatusDialog,
  fontSize,
  fontWeight,
  PasswordField,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  space,
  TextField,
  vars,
  type ConnectionState,
} from '../../../design-system';
import type { RuleIssue } from '../../../platform/rules';
import { agencyLoginProviders, lookupKey, loginIdentity, selectableLoginIdentities } from '../../lookups';
import type { LoginProfile, LoginType } from '../api';
import { useSecondsUntil } from '../hooks/clock';
import { useGetRegionConfigQuery } from '../hooks/endpoints';
import type { useAccountVerify } from '../hooks/useAccountVerify';
import { credentialFields, pickLoginMethod, SECRET_MAX_LENGTH, SHANGHAI, verifyFailureKeys, type VerifyState } from '../rules';
import { VerifyLine } from './VerifyLine';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  min-width: 0;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.medium};
  color: ${vars.colorText};
  &[data-member] { color: ${vars.colorBrandText}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

export interface Region {
  dqbm: string;
  dqbmName: string;
}

export interface AccountFormProps {
  /** Heading id (names the section). */
  id: string;
  title: ReactNode;
  /** The profile being edited (controlled; lives in the dialog, never in the store). */
  value: LoginProfile;
  onChange(next: LoginProfile): void;
  /** Rule issues of the last check, shown at their fields. */
  issues: readonly RuleIssue[];
  regions: readonly Region[];
  /** The provider code of the terminal: IT160 and IT600 offer agency login (spec 02 §2.1 item 4). */
  tsp?: string;
  /** The saved profile (its lock and invoicing flags); undefined for a new one. */
  saved?: LoginProfile;
  /** The member area shows the account in the brand colour; nothing else changes (spec 02 §2.1 item 3). */
  memberArea?: boolean;
  verifier: ReturnType<typeof useAccountVerify>;
  /** Verify this profile (the caller checks the rules first). */
  onVerify(): void;
  onUnlock(): Promise<unknown>;
  /** Offered for a saved account that is not the invoicing one. */
  onSetInvoicing?: () => Promise<unknown>;
  isDisabled?: boolean;
}

const fieldLabelKeys: Record<string, string> = {
  dlzh: 'field.dlzh',
  bsrysfzjhm: 'field.bsrysfzjhm',
  bsryxm: 'field.bsryxm',
  bsrysjhm: 'field.bsrysjhm',
  dlsfmm: 'field.dlsfmm',
  zjh: 'field.zjh',
  keypwd: 'field.keypwd',
  agencyNsrsbh: 'field.agencyNsrsbh',
};
const secretFields = new Set(['dlmm', 'dlsfmm', 'keypwd']);

/** The connection-status dialog's view of a verification (its clocks as the seconds the flow's clock counts). */
export function connectionState(state: VerifyState, seconds: number, qrSeconds: number): ConnectionState {
  switch (state.phase) {
    case 'idle':
      return { phase: 'idle' };
    case 'verifying':
      return { phase: 'verifying', countdown: { secondsLeft: seconds } };
    case 'sms':
      return { phase: 'sms', codeSent: true, ...(state.errorMessage ? { errorMessage: state.errorMessage } : {}) };
    case 'qr':
      return { phase: 'qr', ...(state.image.startsWith('data:image/') ? { src: state.image } : { value: state.image }), refresh: { secondsLeft: qrSeconds } };
    case 'passed':
      return { phase: 'success' };
    case 'failed':
      return { phase: 'failure', ...(state.message ? { message: state.message } : {}), reason: state.reason === 'sms' ? 'sms' : state.reason === 'status' ? 'status' : 'connect' };
  }
}

/**
 * One tax-bureau account (spec 02 §2.1 item 2, §4, §5): region, login identity, login method from the region's
 * config and only the credential fields that method uses; the verify line, unlock for a locked account, and
 * 'set as invoicing account'. SMS and QR logins continue in the connection-status dialog.
 */
export function AccountForm({
  id,
  title,
  value,
  onChange,
  issues,
  regions,
  tsp,
  saved,
  memberArea = false,
  verifier,
  onVerify,
  onUnlock,
  onSetInvoicing,
  isDisabled = false,
}: AccountFormProps) {
  const { t } = useTranslation(['taxBureauLinking', 'taxBureau', 'lookups']);
  const region = value.dqbm ?? '';
  const config = useGetRegionConfigQuery({ dqbm: region }, { skip: region === '' });
  const agencyAllowed = tsp !== undefined && agencyLoginProviders.has(tsp);
  const agencyMode = agencyAllowed && value.agencyLogin === 1;
  const methods: readonly LoginType[] = useMemo(() => {
    const data = config.data?.data;
    return (agencyMode ? data?.agencyLoginType : data?.loginTypeList) ?? [];
  }, [config.data, agencyMode]);

  // A new method list (region or agency switch) keeps the current method if still offered (spec 02 §4).
  useEffect(() => {
    if (config.isFetching || methods.length === 0) return;
    const picked = pickLoginMethod(methods, value.dlfs, agencyMode);
    if (picked !== (value.dlfs ?? '')) onChange({ ...value, dlfs: picked });
    // Only a new list re-picks; typing elsewhere must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [methods, agencyMode, config.isFetching]);

  const method = methods.find((m) => m.dlfs === value.dlfs) ?? null;
  const shanghai = region.toLowerCase() === SHANGHAI;
  const fields = credentialFields(method, value, shanghai);
  const errorOf = (field: string) => {
    const found = issues.find((i) => i.field === field);
    return found ? t(found.key, found.params ?? {}) : undefined;
  };
  const set = (field: keyof LoginProfile, next: unknown) => onChange({ ...value, [field]: next });

  const { state, submitCode, resendCode, refreshQr, cancel, timeout } = verifier;
  const [dialogOpen, setDialogOpen] = useState(false);
  useEffect(() => {
    if (state.phase === 'sms' || state.phase === 'qr') setDialogOpen(true);
  }, [state.phase]);
  const busy = state.phase === 'verifying' || state.phase === 'sms' || state.phase === 'qr';
  const seconds = useSecondsUntil(busy ? state.endsAt : undefined);
  const qrSeconds = useSecondsUntil(state.phase === 'qr' ? state.qrEndsAt : undefined);
  // spec 02 §4: a QR waits 120 s, then a new one is fetched.
  const qrExpired = state.phase === 'qr' && qrSeconds === 0;
  useEffect(() => {
    if (qrExpired) void refreshQr();
  }, [qrExpired, refreshQr]);
  const locked = saved?.isPwdErr === '1';
  const [unlocking, setUnlocking] = useState(false);
  const [setting, setSetting] = useState(false);

  const renderField = (field: string) => {
    const invalid = errorOf(field);
    if (field === 'isZjh') {
      return (
        <Checkbox key={field} isSelected={value.isZjh === 1} onChange={(on) => set('isZjh', on ? 1 : 0)} isDisabled={isDisabled}>
          {t('field.isZjh')}
        </Checkbox>
      );
    }
    if (field === 'deviceType') {
      return (
        <RadioGroup
          key={field}
          label={t('field.deviceType')}
          value={value.deviceType === undefined ? null : String(value.deviceType)}
          onChange={(next) => set('deviceType', next === '1' ? 1 : 0)}
          isInvalid={!!invalid}
          errorMessage={invalid}
          isRequired
          isDisabled={isDisabled}
        >
          <Radio value="0">{t('deviceType.0')}</Radio>
          <Radio value="1">{t('deviceType.1')}</Radio>
        </RadioGroup>
      );
    }
    if (secretFields.has(field)) {
      const label = field === 'dlmm' ? t(shanghai ? 'field.dlmmEnterprise' : 'field.dlmmPersonal') : t(fieldLabelKeys[field] ?? field);
      return (
        <PasswordField
          key={field}
          label={label}
          value={typeof value[field as keyof LoginProfile] === 'string' ? (value[field as keyof LoginProfile] as string) : ''}
          onChange={(next) => set(field as keyof LoginProfile, next)}
          maxLength={SECRET_MAX_LENGTH}
          autoComplete="new-password"
          isInvalid={!!invalid}
          errorMessage={invalid}
          isRequired
          isDisabled={isDisabled}
        />
      );
    }
    return (
      <TextField
        key={field}
        label={t(fieldLabelKeys[field] ?? field)}
        value={typeof value[field as keyof LoginProfile] === 'string' ? (value[field as keyof LoginProfile] as string) : ''}
        onChange={(next) => set(field as keyof LoginProfile, next)}
        {...(field === 'bsrysjhm' || field === 'zjh' ? { inputMode: 'numeric' as const } : {})}
        autoComplete="off"
        isInvalid={!!invalid}
        errorMessage={invalid}
        isRequired
        isDisabled={isDisabled}
      />
    );
  };

  return (
    <Section aria-labelledby={id}>
      <Heading id={id} data-member={memberArea || undefined}>
        {title}
      </Heading>
      {locked && (
        <Alert
          tone="warning"
          action={
            <Button
              size="sm"
              isLoading={unlocking}
              onPress={() => {
                setUnlocking(true);
                void onUnlock().finally(() => setUnlocking(false));
              }}
            >
              {t('action.unlock')}
            </Button>
          }
        >
          {t('locked')}
        </Alert>
      )}
      <Select<Region>
        label={t('field.dqbm')}
        items={regions.map((r) => ({ ...r, id: r.dqbm }))}
        value={region === '' ? null : region}
        onChange={(next) => {
          const r = regions.find((x) => x.dqbm === next);
          onChange({ ...value, dqbm: r?.dqbm ?? '', dqbmName: r?.dqbmName ?? '' });
        }}
        isRequired
        isInvalid={!!errorOf('dqbm')}
        errorMessage={errorOf('dqbm')}
        isDisabled={isDisabled}
      >
        {(item) => <SelectItem id={item.dqbm}>{item.dqbmName}</SelectItem>}
      </Select>
      <Select<{ id: string; label: string }>
        label={t('field.dlsf')}
        items={selectableLoginIdentities.map((code) => ({ id: code, label: t(lookupKey(loginIdentity, code)) }))}
        value={value.dlsf ? String(value.dlsf) : null}
        onChange={(next) => set('dlsf', next === null ? '' : String(next))}
        isRequired
        isInvalid={!!errorOf('dlsf')}
        errorMessage={errorOf('dlsf')}
        isDisabled={isDisabled}
      >
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
      {agencyAllowed && (
        <Checkbox isSelected={agencyMode} onChange={(on) => set('agencyLogin', on ? 1 : 0)} isDisabled={isDisabled}>
          {t('field.agencyLogin')}
        </Checkbox>
      )}
      <Select<{ id: string; label: string }>
        label={t('field.dlfs')}
        items={methods.map((m) => ({ id: m.dlfs, label: m.dlfsName ?? m.dlfs }))}
        value={value.dlfs ? String(value.dlfs) : null}
        onChange={(next) => set('dlfs', next === null ? '' : String(next))}
        isRequired
        isInvalid={!!errorOf('dlfs')}
        errorMessage={errorOf('dlfs')}
        isDisabled={isDisabled || region === ''}
        description={region === '' ? t('field.dlfsNeedsRegion') : undefined}
      >
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
      {fields.map(renderField)}
      {agencyMode && !fields.includes('agencyNsrsbh') && errorOf('agencyNsrsbh') && <Alert tone="danger">{errorOf('agencyNsrsbh')}</Alert>}
      <VerifyLine state={state} seconds={seconds} onTimeout={timeout} />
      <Actions>
        <Button onPress={onVerify} isLoading={busy} isDisabled={isDisabled || locked}>
          {busy ? t('action.verifying') : t('action.verify')}
        </Button>
        {onSetInvoicing && (
          <Button
            isLoading={setting}
            isDisabled={isDisabled}
            onPress={() => {
              setSetting(true);
              void onSetInvoicing().finally(() => setSetting(false));
            }}
          >
            {t('action.setInvoicing')}
          </Button>
        )}
      </Actions>
      <ConnectionStatusDialog
        isOpen={dialogOpen}
        state={connectionState(state, seconds, qrSeconds)}
        onClose={() => {
          setDialogOpen(false);
          if (busy) cancel();
        }}
        onSubmitCode={submitCode}
        onRefreshQr={() => void refreshQr()}
        onSendCode={resendCode}
      />
    </Section>
  );
}

export { verifyFailureKeys };
