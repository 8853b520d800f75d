// The detection dialog's renewal buttons (spec 01 §2: detect, upgrade to cloud version, renew, notify renewal), decided
// from the function-show checks (spec 01 §7: diskId and a key such as multi_tab or term_expire; isShow) and the mall
// switch (spec 01 §3 mallSwitch; §8 renewal with the mall closed or an unsupported region: contact the provider).
// Our reading where the spec is silent: term_expire shows the disk's renewal functions (renew, notify renewal; false
// where its region does not renew online); multi_tab offers the package's other editions (the upgrade to the cloud
// version, for a shared-edition disk); notify renewal reminds the disk's enterprise, so the provider and the agency
// send it, while the enterprise (role 1) renews itself.
import { RENEWAL_REMINDER_DAYS } from './status';
import { terminalModeOf } from './picker';

export interface DetectionActionsInput {
  /** roleType of the user: 1 enterprise, 2 provider, 3 agency. */
  role: 1 | 2 | 3;
  tsp?: string | null;
  serviceStatus?: number | string | null;
  /** Days remaining of the service package; null or undefined while unknown. */
  remain?: number | null;
  /** The static config's mallSwitch. */
  mallOpen: boolean;
  /** isShow of the multi_tab check; undefined while not answered. */
  multiTab?: boolean;
  /** isShow of the term_expire check; undefined while not answered. */
  termExpire?: boolean;
}

export interface DetectionActions {
  /** 检测 (roles 1 and 3). */
  detect: boolean;
  /** 升级云版: the mall's cloud edition for a shared-edition disk. */
  upgrade: boolean;
  /** 续费: the mall for the disk. */
  renew: boolean;
  /** 通知续费: the reminder to the disk's enterprise. */
  notify: boolean;
  /** Renewal is due but not possible here: the contact-the-provider text instead. */
  contactProvider: boolean;
}

/** Renewal is due: the service has expired (serviceStatus 4) or fewer than 30 days remain (spec 01 §4, §9). */
export function renewalDue(serviceStatus: number | string | null | undefined, remain: number | null | undefined): boolean {
  return String(serviceStatus ?? '').trim() === '4' || (typeof remain === 'number' && remain < RENEWAL_REMINDER_DAYS);
}

/** Which buttons the detection dialog shows besides closing it. */
export function detectionActions(input: DetectionActionsInput): DetectionActions {
  const due = renewalDue(input.serviceStatus, input.remain);
  const renewable = due && input.termExpire === true;
  return {
    detect: input.role === 1 || input.role === 3,
    upgrade: input.mallOpen && input.multiTab === true && terminalModeOf(input.tsp) === 'shared',
    renew: renewable && input.mallOpen,
    notify: renewable && input.role !== 1,
    contactProvider: due && input.termExpire !== undefined && !(renewable && input.mallOpen),
  };
}
