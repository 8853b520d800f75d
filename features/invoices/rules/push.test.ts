import { describe, expect, it } from 'vitest';
import { pushReceiverIssue, type PushChannel } from './push';

describe('pushReceiverIssue', () => {
  it.each<[PushChannel, string, string | null]>([
    ['email', 'buyer@example.com', null],
    ['email', '  buyer@example.com ', null],
    ['email', '', 'invoices:push.emailRequired'],
    ['email', '   ', 'invoices:push.emailRequired'],
    ['email', 'buyer@', 'validation:email'],
    ['email', '13912345678', 'validation:email'],
    ['sms', '13912345678', null],
    ['sms', '', 'invoices:push.mobileRequired'],
    ['sms', '12912345678', 'validation:strictMobile'],
    ['sms', 'buyer@example.com', 'validation:strictMobile'],
  ])('%s %j -> %s', (channel, receiver, key) => {
    expect(pushReceiverIssue(channel, receiver)?.key ?? null).toBe(key);
  });
});
