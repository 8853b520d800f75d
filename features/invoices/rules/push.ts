// Sending an issued invoice to its buyer (spec 02 §7.3 push): by e-mail or by SMS, to one receiver.
import { issue, type RuleIssue } from '../../../platform/rules';
import { isEmail, isStrictMobile } from '../../validators';

export const pushChannels = ['email', 'sms'] as const;
export type PushChannel = (typeof pushChannels)[number];

/** The receiver's problem for the chosen channel, or null when it may be sent (spec 01 §5 receiver, strict mobile). */
export function pushReceiverIssue(channel: PushChannel, receiver: string): RuleIssue | null {
  const value = receiver.trim();
  if (value === '') return issue('receiver', channel === 'email' ? 'invoices:push.emailRequired' : 'invoices:push.mobileRequired');
  if (channel === 'email' && !isEmail(value)) return issue('receiver', 'validation:email');
  if (channel === 'sms' && !isStrictMobile(value)) return issue('receiver', 'validation:strictMobile');
  return null;
}
