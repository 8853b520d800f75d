import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Dialog, DialogForm, Skeleton, space, Switch, useAlert, useConfirm, useMessage, vars } from '../../../design-system';
import type { RuleIssue } from '../../../platform/rules';
import type { LoginProfile } from '../api';
import {
  useBindAndSaveTaxAccountMutation,
  useGetAuthorizationInfoQuery,
  useGetRegionConfigQuery,
  useGetRegionListQuery,
  useSetInvoicingAccountMutation,
  useUnlockTaxAccountMutation,
} from '../hooks/endpoints';
import { useAccountVerify, type LinkTerminal } from '../hooks/useAccountVerify';
import { normaliseLoginProfile, profilesToSave, validateLoginProfile, type LoginMethod } from '../rules';
import { AccountForm, type Region } from './AccountForm';

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space[6]};
  & > :nth-child(2) { padding-left: ${space[6]}; border-left: 1px solid ${vars.colorBorder}; }
`;

const Second = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  min-width: 0;
`;

export interface TaxBureauAccountDialogProps {
  /** The terminal whose accounts are linked; null keeps the dialog closed. */
  terminal: LinkTerminal | null;
  isOpen: boolean;
  onClose(): void;
  /** After 账号保存成功 (e.g. to reload the terminal list); the dialog then closes. */
  onSaved?: () => void;
  /** Shown in the member area: only the account colour changes (spec 02 §2.1 item 3). */
  memberArea?: boolean;
}

/** The region config's entry for the chosen method, in the rules' shape. */
function useMethod(profile: LoginProfile): LoginMethod | null {
  const config = useGetRegionConfigQuery({ dqbm: profile.dqbm ?? '' }, { skip: !profile.dqbm });
  const data = config.data?.data;
  const list = (profile.agencyLogin === 1 ? data?.agencyLoginType : data?.loginTypeList) ?? [];
  const found = list.find((m) => m.dlfs === profile.dlfs);
  return found ? { dlfs: found.dlfs, loginInfoList: found.loginInfoList.map((i) => ({ field: i.field ?? '', isUse: i.isUse })) } : null;
}

const blank = (diskId: string, isKp: 0 | 1, isEnable: 0 | 1): LoginProfile => ({ diskId, dqbm: '', dlsf: '', dlfs: '', isKp, isEnable });

interface LinkingProps {
  terminal: LinkTerminal;
  saved: readonly LoginProfile[];
  regions: readonly Region[];
  memberArea: boolean;
  /** Re-reads the saved profiles (after unlock). */
  refetch(): Promise<unknown>;
  /** Re-reads the profiles and starts the forms again from them (after 'set as invoicing account'). */
  reload(): Promise<unknown>;
  /** After 账号保存成功 was said. */
  onSaved?: () => void;
}

/** Both forms, from the saved profiles; the drafts (secrets included) live here only, so closing forgets them. */
function Linking({ terminal, saved, regions, memberArea, refetch, reload, onSaved }: LinkingProps) {
  const { t } = useTranslation('taxBureauLinking');
  const alert = useAlert();
  const message = useMessage();
  const confirm = useConfirm();
  const mainId = useId();
  const secondId = useId();
  const [initialMain, initialSecond] = saved;
  const initialCount = saved.length;
  const [main, setMain] = useState<LoginProfile>(() => ({ ...(initialMain ?? blank(terminal.diskId, 1, 1)), isEnable: 1 }));
  const [second, setSecond] = useState<LoginProfile>(() => initialSecond ?? blank(terminal.diskId, 0, 0));
  const [issues, setIssues] = useState<{ main: RuleIssue[]; second: RuleIssue[] }>({ main: [], second: [] });
  const mainMethod = useMethod(main);
  const secondMethod = useMethod(second);
  const mainVerify = useAccountVerify(terminal, initialMain);
  const secondVerify = useAccountVerify(terminal, initialSecond);
  const [unlock] = useUnlockTaxAccountMutation();
  const [setInvoicing] = useSetInvoicingAccountMutation();
  const [bindAndSave] = useBindAndSaveTaxAccountMutation();
  const secondEnabled = second.isEnable === 1;

  const check = (which: 'main' | 'second', profile: LoginProfile, method: LoginMethod | null, force = false) => {
    const found = validateLoginProfile(force ? { ...profile, isEnable: 1 } : profile, { region: profile.dqbm, method });
    setIssues((prev) => ({ ...prev, [which]: found }));
    return found;
  };

  const save = async () => {
    const mainIssues = check('main', main, mainMethod, true);
    const secondIssues = check('second', second, secondMethod);
    if (mainIssues.length > 0 || secondIssues.length > 0) return false;
    const mainSent: LoginProfile = { ...main, diskId: terminal.diskId, isEnable: 1 };
    const secondSent: LoginProfile = { ...second, diskId: terminal.diskId };
    const list = profilesToSave(
      normaliseLoginProfile(mainSent, { region: main.dqbm }),
      normaliseLoginProfile(secondSent, { region: second.dqbm }),
      initialCount,
    );
    try {
      await bindAndSave({ profileList: { list } }).unwrap();
      return true;
    } catch {
      // The 提示 alert has said why; the forms keep what was typed.
      return false;
    }
  };
  // The dialog's 保存 submits the current drafts (DialogForm): false keeps the dialog open with what was typed.
  const submit = async () => {
    if (!(await save())) return false;
    await alert({ content: t('saved'), tone: 'success' });
    onSaved?.();
    return true;
  };

  const onUnlock = async () => {
    try {
      const reply = await unlock({ diskId: terminal.diskId }).unwrap();
      message.success(reply.msg && reply.msg !== 'success' ? reply.msg : t('unlocked'));
      await refetch();
    } catch {
      // The 提示 alert shows the server's reason.
    }
  };

  const onSetInvoicing = async () => {
    const dlzh = initialSecond?.dlzh;
    if (!dlzh) return;
    const ok = await confirm({ content: t('setInvoicing.confirm'), okText: t('setInvoicing.ok'), cancelText: t('setInvoicing.cancel') });
    if (!ok) return;
    try {
      await setInvoicing({ diskId: terminal.diskId, dlzh }).unwrap();
      message.success(t('setInvoicing.done'));
      await reload();
    } catch {
      // The 提示 alert shows the server's reason.
    }
  };

  const savedOf = (dlzh: string | undefined) => saved.find((p) => p.dlzh !== undefined && p.dlzh === dlzh);

  return (
    <DialogForm onSubmit={submit}>
      <Columns>
        <AccountForm
          id={mainId}
          title={t('account.main')}
          value={main}
          onChange={setMain}
          issues={issues.main}
          regions={regions}
          {...(terminal.tsp ? { tsp: terminal.tsp } : {})}
          saved={savedOf(initialMain?.dlzh)}
          memberArea={memberArea}
          verifier={mainVerify}
          onVerify={() => {
            if (check('main', main, mainMethod, true).length === 0) mainVerify.verify({ ...main, isEnable: 1 });
          }}
          onUnlock={onUnlock}
        />
        <Second>
          <Switch
            isSelected={secondEnabled}
            onChange={(on) => {
              setSecond({ ...second, isEnable: on ? 1 : 0 });
              if (!on) setIssues((prev) => ({ ...prev, second: [] }));
            }}
          >
            {t('account.secondEnabled')}
          </Switch>
          {secondEnabled && (
            <AccountForm
              id={secondId}
              title={t('account.second')}
              value={second}
              onChange={setSecond}
              issues={issues.second}
              regions={regions}
              {...(terminal.tsp ? { tsp: terminal.tsp } : {})}
              saved={savedOf(initialSecond?.dlzh)}
              memberArea={memberArea}
              verifier={secondVerify}
              onVerify={() => {
                if (check('second', second, secondMethod).length === 0) secondVerify.verify(second);
              }}
              onUnlock={onUnlock}
              {...(initialSecond?.dlzh && initialSecond.isKp !== 1 ? { onSetInvoicing } : {})}
            />
          )}
        </Second>
      </Columns>
    </DialogForm>
  );
}

/**
 * The wrapper dialog opened from a terminal row (spec 02 §2.1 item 3): the main (invoicing) account and the second
 * (query) account, and save (PUT bind-and-save, then 账号保存成功). The forms live inside the dialog's body, so
 * closing it forgets everything typed, secrets included.
 */
export function TaxBureauAccountDialog({ terminal, isOpen, onClose, onSaved, memberArea = false }: TaxBureauAccountDialogProps) {
  const { t } = useTranslation('taxBureauLinking');
  return (
    <Dialog
      isOpen={isOpen && terminal !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      width="large"
      title={t('dialog.title', { name: terminal?.taxerName ?? '' })}
      okText={t('action.save')}
      submitsForm
    >
      {terminal && <DialogBody terminal={terminal} memberArea={memberArea} onSaved={onSaved} />}
    </Dialog>
  );
}

function DialogBody({ terminal, memberArea, onSaved }: { terminal: LinkTerminal; memberArea: boolean; onSaved: LinkingProps['onSaved'] }) {
  const { t } = useTranslation('taxBureauLinking');
  const auth = useGetAuthorizationInfoQuery({ diskId: terminal.diskId }, { refetchOnMountOrArgChange: true });
  const regions = useGetRegionListQuery();
  const [version, setVersion] = useState(0);
  // While the accounts are re-read after 设为开票账号 the old forms (with the swapped accounts) must not stay editable.
  const [reloading, setReloading] = useState(false);

  if (auth.isLoading || regions.isLoading || reloading) return <Skeleton lines={8} />;
  if (!auth.data || !regions.data) return <Alert tone="danger">{t('loadFailed')}</Alert>;
  return (
    <Linking
      key={version}
      terminal={terminal}
      saved={auth.data.data.list}
      regions={regions.data.data}
      memberArea={memberArea}
      refetch={() => auth.refetch()}
      reload={async () => {
        setReloading(true);
        try {
          await auth.refetch();
        } finally {
          setVersion((v) => v + 1);
          setReloading(false);
        }
      }}
      onSaved={onSaved}
    />
  );
}
