import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Checkbox,
  ConnectionStatusDialog,
  DescriptionList,
  Dialog,
  fontSize,
  Radio,
  RadioGroup,
  Skeleton,
  space,
  StatusBadge,
  useAlert,
  vars,
  type DescriptionItem,
} from '../../../design-system';
import { loginIdentity, lookupKey } from '../../lookups';
import type { LoginProfile } from '../api';
import { useSecondsUntil } from '../hooks/clock';
import { useGetAuthorizationInfoQuery, useGetRegionConfigQuery } from '../hooks/endpoints';
import { useDigitalLogin } from '../hooks/useDigitalLogin';
import type { LinkTerminal } from '../hooks/useAccountVerify';
import {
  autoLoginMethod,
  digitalLoginModeMap,
  digitalLoginModes,
  digitalLoginProfile,
  initialDigitalMode,
  supportsDigitalAgency,
  validateLoginProfile,
  type DigitalLoginMode,
} from '../rules';
import { connectionState } from './AccountForm';
import { VerifyLine } from './VerifyLine';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${vars.colorTextSecondary};
`;

export interface DigitalAccountDialogProps {
  /** The terminal whose digital account logs in; null keeps the dialog closed. */
  terminal: LinkTerminal | null;
  isOpen: boolean;
  onClose(): void;
  /** After a login succeeded (e.g. to reload the terminal list's verification status). */
  onLoggedIn?: () => void;
  /** Offered when the terminal has no account yet: opens the tax-bureau account dialog. */
  onLinkAccount?: () => void;
}

/**
 * The digital-account (数电账号) dialog (spec 02 §2.1 item 4, §4, §7.1): the terminal's invoicing account and its
 * login status; login by SMS code, QR code or automatically (methods 12 and 13, agency and fast login continue in
 * the connection-status dialog); agency login for IT160 and IT600; the jump to the tax bureau, on only when logged in
 * and the type is IT160 or IT600.
 */
export function DigitalAccountDialog({ terminal, isOpen, onClose, onLoggedIn, onLinkAccount }: DigitalAccountDialogProps) {
  const { t } = useTranslation('taxBureauLinking');
  return (
    <Dialog
      isOpen={isOpen && terminal !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      width="medium"
      title={t('digital.title', { name: terminal?.taxerName ?? '' })}
      footer={null}
    >
      {terminal && <DigitalBody terminal={terminal} {...(onLoggedIn ? { onLoggedIn } : {})} {...(onLinkAccount ? { onLinkAccount } : {})} />}
    </Dialog>
  );
}

function DigitalBody({ terminal, onLoggedIn, onLinkAccount }: { terminal: LinkTerminal; onLoggedIn?: () => void; onLinkAccount?: () => void }) {
  const { t } = useTranslation('taxBureauLinking');
  const auth = useGetAuthorizationInfoQuery({ diskId: terminal.diskId }, { refetchOnMountOrArgChange: true });
  if (auth.isLoading) return <Skeleton lines={6} />;
  if (!auth.data) return <Alert tone="danger">{t('loadFailed')}</Alert>;
  // spec 02 §3: the first profile is the invoicing account, the one the digital account logs in with.
  const saved = auth.data.data.list[0];
  return <DigitalLogin terminal={terminal} saved={saved} {...(onLoggedIn ? { onLoggedIn } : {})} {...(onLinkAccount ? { onLinkAccount } : {})} />;
}

interface DigitalLoginProps {
  terminal: LinkTerminal;
  saved: LoginProfile | undefined;
  onLoggedIn?: () => void;
  onLinkAccount?: () => void;
}

function DigitalLogin({ terminal, saved, onLoggedIn, onLinkAccount }: DigitalLoginProps) {
  const { t } = useTranslation(['taxBureauLinking', 'lookups']);
  const alert = useAlert();
  const flow = useDigitalLogin(terminal, saved, onLoggedIn);
  const [mode, setMode] = useState<DigitalLoginMode>(() => initialDigitalMode(saved));
  const [agency, setAgency] = useState(() => saved?.agencyLogin === 1);
  const [agencyError, setAgencyError] = useState<string | null>(null);
  const agencyAllowed = supportsDigitalAgency(terminal.tsp);
  const region = saved?.dqbm ?? '';
  const config = useGetRegionConfigQuery({ dqbm: region }, { skip: !agencyAllowed || region === '' });
  const agencyMethods = useMemo(() => config.data?.data.agencyLoginType ?? [], [config.data]);
  const autoOffered = autoLoginMethod(saved) !== null;

  const { state, submitCode, resendCode, refreshQr, timeout } = flow.verifier;
  const busy = state.phase === 'verifying' || state.phase === 'sms' || state.phase === 'qr';
  const seconds = useSecondsUntil(busy ? state.endsAt : undefined);
  const qrSeconds = useSecondsUntil(state.phase === 'qr' ? state.qrEndsAt : undefined);
  const locked = saved?.isPwdErr === '1';
  const loggedIn = flow.loginStatus === 1;

  if (!saved) {
    return (
      <Body>
        <Alert tone="warning" {...(onLinkAccount ? { action: <Button size="sm" onPress={onLinkAccount}>{t('digital.linkAccount')}</Button> } : {})}>
          {t('digital.noAccount')}
        </Alert>
      </Body>
    );
  }

  const items: DescriptionItem[] = [
    { key: 'company', label: t('digital.company'), value: terminal.taxerName, span: 2 },
    { key: 'diskId', label: t('digital.diskId'), value: terminal.diskId },
    { key: 'tsp', label: t('digital.tsp'), value: terminal.tsp },
    { key: 'account', label: t('digital.account'), value: saved.dlzh },
    { key: 'identity', label: t('digital.identity'), value: saved.dlsf ? t(lookupKey(loginIdentity, String(saved.dlsf)), { ns: 'lookups' }) : null },
    {
      key: 'status',
      label: t('digital.status'),
      span: 2,
      value: flow.status.isFetching && flow.loginStatus === undefined ? null : (
        <StatusBadge tone={loggedIn ? 'success' : 'warning'}>{loggedIn ? t('digital.loggedIn') : t('digital.notLoggedIn')}</StatusBadge>
      ),
    },
  ];

  const onLogin = () => {
    const profile = digitalLoginProfile(saved, { mode, agency, ...(terminal.tsp ? { tsp: terminal.tsp } : {}) }, agencyMethods);
    if (!profile) return;
    if (profile.agencyLogin === 1) {
      // spec 02 §5: agency login needs the agency's tax number (set in the tax-bureau account dialog).
      const found = validateLoginProfile({ ...profile, isEnable: 1 }, { region, method: null }).find((i) => i.field === 'agencyNsrsbh');
      setAgencyError(found ? t(found.key, found.params ?? {}) : null);
      if (found) return;
    }
    void flow.login(profile);
  };

  const onJump = async () => {
    const problem = await flow.jump();
    if (problem) await alert({ content: t(`digital.jump.${problem}`), tone: 'warning' });
  };

  const loginDisabled = locked || (mode === 'auto' && !autoOffered && !agency);

  return (
    <Body>
      <DescriptionList items={items} columns={2} bordered />
      {locked && (
        // 解锁 lives in the tax-bureau account dialog: offered from here when the caller can open it.
        <Alert tone="warning" {...(onLinkAccount ? { action: <Button size="sm" onPress={onLinkAccount}>{t('digital.unlockThere')}</Button> } : {})}>
          {t('locked')}
        </Alert>
      )}
      <RadioGroup
        label={t('digital.modeLabel')}
        orientation="horizontal"
        value={mode}
        onChange={(next) => setMode(next as DigitalLoginMode)}
        isDisabled={busy || agency}
        description={!autoOffered ? t('digital.autoUnavailable') : undefined}
      >
        {digitalLoginModes.map((m) => (
          <Radio key={m} value={m} isDisabled={m === 'auto' && !autoOffered}>
            {t(digitalLoginModeMap[m].key)}
          </Radio>
        ))}
      </RadioGroup>
      {agencyAllowed && (
        <Checkbox
          isSelected={agency}
          onChange={(on) => {
            setAgency(on);
            setAgencyError(null);
          }}
          isDisabled={busy}
        >
          {t('field.agencyLogin')}
        </Checkbox>
      )}
      {agencyError && <Alert tone="danger">{agencyError}</Alert>}
      <VerifyLine state={flow.alreadyLoggedIn ? { phase: 'passed', alreadyLoggedIn: true } : state} seconds={seconds} onTimeout={timeout} />
      <Actions>
        <Button variant="primary" onPress={onLogin} isLoading={busy || flow.starting} isDisabled={loginDisabled}>
          {busy || flow.starting ? t('digital.loggingIn') : t('digital.login')}
        </Button>
        <Button onPress={() => void onJump()} isDisabled={!flow.canJump} isLoading={flow.jumping}>
          {t('digital.jump.action')}
        </Button>
      </Actions>
      {!flow.canJump && <Hint>{agencyAllowed ? t('digital.jump.needsLogin') : t('digital.jump.notOffered')}</Hint>}
      <ConnectionStatusDialog
        isOpen={flow.connectionOpen}
        state={connectionState(state, seconds, qrSeconds)}
        onClose={flow.closeConnection}
        onSubmitCode={submitCode}
        onRefreshQr={() => void refreshQr()}
        onSendCode={resendCode}
      />
    </Body>
  );
}
