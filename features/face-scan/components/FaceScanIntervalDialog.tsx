import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Dialog,
  DialogForm,
  fontSize,
  formatDateTime,
  NumberField,
  Radio,
  RadioGroup,
  Skeleton,
  Slider,
  space,
  useMessage,
  vars,
} from '../../../design-system';
import { isBusinessError } from '../../../platform/api';
import type { RuleIssue } from '../../../platform/rules';
import { useInvoicingIdentity, validateFaceScanInterval } from '../../tax-bureau';
import type { FaceScanConfig } from '../api';
import { useGetCnfPhxxQuery, usePutCnfPhxxMutation } from '../hooks/endpoints';
import { useGoToLogin } from '../hooks/useGoToLogin';
import {
  daysQuickPicks,
  faceQrFailure,
  FACE_SCAN_DAYS,
  FACE_SCAN_HOURS,
  floorToHalfHour,
  HOURS_SLIDER_MAX,
  HOURS_SLIDER_STEP,
  intervalText,
  maxOf,
  neverSynced,
  unitOf,
  wholeDays,
  type FaceScanUnit,
} from '../rules';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[4]};
  margin: 0;
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.sm};
`;

const Picks = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
`;

export interface FaceScanTerminal {
  diskId: string;
  taxerName: string;
}

export interface FaceScanIntervalDialogProps {
  /** The terminal whose interval is set; null keeps the dialog closed. */
  terminal: FaceScanTerminal | null;
  isOpen: boolean;
  onClose(): void;
  /** After 设置成功; the dialog then closes. */
  onSaved?: () => void;
  /** The tax-bureau login is needed first (spec 02 §8): opens the tax-bureau login of this terminal. */
  onGoToLogin?: () => void;
}

/** The form's state: the unit and the value of each unit (switching keeps what was set in the other). */
interface Draft {
  unit: FaceScanUnit;
  hours: number;
  days: number | null;
}

function draftOf(config: FaceScanConfig): Draft {
  const unit = unitOf(config.type);
  return {
    unit,
    hours: unit === FACE_SCAN_HOURS ? floorToHalfHour(config.phxxz) : 0,
    days: unit === FACE_SCAN_DAYS ? wholeDays(config.phxxz) : null,
  };
}

/**
 * The face-scan interval dialog (spec 02 §2.1 item 5, §4, §5): loads the interval, prompts to sync one that was
 * never synced, hours (slider 0–48 in steps of 0.5) or days (whole numbers, quick picks 30, 60, max), and saves
 * on 确定. Only a finance head or legal representative may change it; the rules say why not otherwise.
 */
export function FaceScanIntervalDialog({ terminal, isOpen, onClose, onSaved, onGoToLogin }: FaceScanIntervalDialogProps) {
  const { t } = useTranslation('faceScan');
  const [ready, setReady] = useState(false);
  return (
    <Dialog
      isOpen={isOpen && terminal !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      width="medium"
      title={t('interval.title', { name: terminal?.taxerName ?? '' })}
      isOkDisabled={!ready}
      submitsForm
    >
      {terminal && <IntervalBody terminal={terminal} onReady={setReady} onGoToLogin={onGoToLogin} onSaved={onSaved} />}
    </Dialog>
  );
}

interface BodyProps {
  terminal: FaceScanTerminal;
  onReady(ready: boolean): void;
  onGoToLogin?: () => void;
  onSaved?: () => void;
}

function IntervalBody({ terminal, onReady, onGoToLogin, onSaved }: BodyProps) {
  const { t } = useTranslation('faceScan');
  const [sync, setSync] = useState<0 | 1>(0);
  const config = useGetCnfPhxxQuery({ diskId: terminal.diskId, sync }, { refetchOnMountOrArgChange: true });
  const { identity, isLoading: identityLoading } = useInvoicingIdentity(terminal.diskId);
  const goToLogin = useGoToLogin(onGoToLogin);
  const loginCode = isBusinessError(config.error) && faceQrFailure(config.error.code) === 'login' ? config.error : null;

  // spec 02 §8: a load refused for want of a tax-bureau login confirms with 去登录.
  useEffect(() => {
    if (loginCode) void goToLogin(loginCode.msg);
  }, [loginCode, goToLogin]);

  const data = config.data?.data;
  const loaded = !!data && !config.isFetching && !identityLoading;
  useEffect(() => {
    onReady(loaded && !neverSynced(data));
    return () => onReady(false);
  }, [loaded, data, onReady]);

  if (config.isLoading || config.isFetching || identityLoading) return <Skeleton lines={5} />;
  if (!data) {
    return (
      <Alert
        tone="danger"
        action={
          loginCode && onGoToLogin ? (
            <Button size="sm" onPress={onGoToLogin}>
              {t('login.goToLogin')}
            </Button>
          ) : (
            <Button size="sm" onPress={() => void config.refetch()}>
              {t('interval.retry')}
            </Button>
          )
        }
      >
        {loginCode?.msg || t('interval.loadFailed')}
      </Alert>
    );
  }
  if (neverSynced(data)) {
    return (
      <Alert
        tone="warning"
        action={
          <Button size="sm" variant="primary" onPress={() => setSync(1)}>
            {t('interval.sync')}
          </Button>
        }
      >
        {t('interval.neverSynced')}
      </Alert>
    );
  }
  return <IntervalForm key={`${data.type}-${data.phxxz}-${data.tsSync ?? ''}`} terminal={terminal} config={data} identity={identity} onSaved={onSaved} />;
}

function IntervalForm({ terminal, config, identity, onSaved }: { terminal: FaceScanTerminal; config: FaceScanConfig; identity: string; onSaved: BodyProps['onSaved'] }) {
  const { t } = useTranslation(['faceScan', 'taxBureau']);
  const message = useMessage();
  const [draft, setDraft] = useState<Draft>(() => draftOf(config));
  const [issues, setIssues] = useState<RuleIssue[]>([]);
  const [put] = usePutCnfPhxxMutation();
  const max = maxOf(draft.unit, config);
  const value = draft.unit === FACE_SCAN_HOURS ? draft.hours : draft.days;
  const issueOf = (field: string) => {
    const found = issues.find((i) => i.field === field);
    return found ? t(found.key, found.params ?? {}) : undefined;
  };

  // The dialog's 确定 submits this form (DialogForm): false keeps the dialog open with what was typed.
  const save = async () => {
    const found = validateFaceScanInterval({ identity, type: draft.unit, value: intervalText(value), max });
    setIssues(found);
    if (found.length > 0) return false;
    try {
      const reply = await put({ diskId: terminal.diskId, body: { phxxlb: draft.unit, phxxz: intervalText(value) } }).unwrap();
      message.success(reply.msg && reply.msg !== 'success' ? reply.msg : t('interval.saved'));
      onSaved?.();
      return true;
    } catch {
      // The 提示 alert shows the server's reason; the form keeps the value.
      return false;
    }
  };

  const change = (next: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setIssues((list) => list.filter((i) => i.field === 'identity'));
  };
  const currentUnit = unitOf(config.type);
  const currentText =
    currentUnit === FACE_SCAN_HOURS ? t('interval.currentHours', { value: config.phxxz }) : t('interval.currentDays', { value: config.phxxz });
  const valueIssue = issueOf('value');
  const identityIssue = issueOf('identity');

  return (
    <DialogForm onSubmit={save}>
      <Body>
        {identityIssue && (
          <Alert tone="warning" live>
            {identityIssue}
          </Alert>
        )}
        <Facts>
          <span>{t('interval.current', { value: currentText })}</span>
          {config.tsSync && <span>{t('interval.lastSync', { time: formatDateTime(config.tsSync) })}</span>}
        </Facts>
        <RadioGroup label={t('interval.unit')} orientation="horizontal" value={String(draft.unit)} onChange={(next) => change({ unit: next === '2' ? FACE_SCAN_DAYS : FACE_SCAN_HOURS })}>
          <Radio value="1">{t('interval.hoursUnit')}</Radio>
          <Radio value="2">{t('interval.daysUnit')}</Radio>
        </RadioGroup>
        {draft.unit === FACE_SCAN_HOURS ? (
          <>
            <Slider
              label={t('interval.hoursLabel')}
              minValue={0}
              maxValue={HOURS_SLIDER_MAX}
              step={HOURS_SLIDER_STEP}
              value={draft.hours}
              onChange={(next) => change({ hours: floorToHalfHour(Array.isArray(next) ? next[0] : next) })}
              formatValue={(v) => t('interval.hoursValue', { value: v })}
              showRange
              block
              description={t('interval.hoursHelp', { max })}
            />
            {valueIssue && (
              <Alert tone="danger" live>
                {valueIssue}
              </Alert>
            )}
          </>
        ) : (
          <>
            <NumberField
              label={t('interval.daysLabel')}
              value={draft.days ?? Number.NaN}
              onChange={(next) => change({ days: Number.isNaN(next) ? null : next })}
              minValue={0}
              step={1}
              formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
              description={t('interval.daysHelp', { max })}
              isInvalid={!!valueIssue}
              errorMessage={valueIssue}
            />
            <Picks role="group" aria-label={t('interval.quickPicks')}>
              {daysQuickPicks(max).map((pick) => (
                <Button key={`${pick.kind}-${pick.value}`} size="sm" onPress={() => change({ days: pick.value })}>
                  {pick.kind === 'max' ? t('interval.pickMax', { value: pick.value }) : t('interval.pickDays', { value: pick.value })}
                </Button>
              ))}
            </Picks>
          </>
        )}
      </Body>
    </DialogForm>
  );
}
