import { describe, expect, it } from 'vitest';
import { detectionActions, renewalDue, type DetectionActions, type DetectionActionsInput } from './renewal';

// A shared-edition disk (IT100) 25 days from expiry, the mall open, both checks shown.
const due: DetectionActionsInput = { role: 3, tsp: 'IT100', serviceStatus: 1, remain: 25, mallOpen: true, multiTab: true, termExpire: true };
const none: DetectionActions = { detect: false, upgrade: false, renew: false, notify: false, contactProvider: false };

describe('detectionActions (spec 01 §2, §7 function-show, §8 renewal)', () => {
  it.each<[string, DetectionActionsInput, Partial<DetectionActions>]>([
    ['agency, renewal due, everything offered', due, { detect: true, upgrade: true, renew: true, notify: true }],
    ['member: detect and renew, no reminder to itself', { ...due, role: 1 }, { detect: true, upgrade: true, renew: true }],
    ['provider: no detect', { ...due, role: 2 }, { upgrade: true, renew: true, notify: true }],
    ['365 days left: no renewal', { ...due, remain: 365 }, { detect: true, upgrade: true }],
    ['expired (serviceStatus 4) with days unknown: renewal due', { ...due, remain: null, serviceStatus: 4 }, { detect: true, upgrade: true, renew: true, notify: true }],
    ['term_expire not shown (region): contact the provider', { ...due, termExpire: false }, { detect: true, upgrade: true, contactProvider: true }],
    ['mall closed: no mall buttons, the reminder stays, contact the provider', { ...due, mallOpen: false }, { detect: true, notify: true, contactProvider: true }],
    ['checks not answered yet: nothing decided from them', { ...due, multiTab: undefined, termExpire: undefined }, { detect: true }],
    ['a cloud-edition disk is not upgraded', { ...due, tsp: 'IT200' }, { detect: true, renew: true, notify: true }],
    ['multi_tab not shown: no upgrade', { ...due, multiTab: false }, { detect: true, renew: true, notify: true }],
  ])('%s', (_name, input, expected) => {
    expect(detectionActions(input)).toEqual({ ...none, ...expected });
  });

  it('renewal is due under 30 days or once expired', () => {
    expect([renewalDue(1, 30), renewalDue(1, 29), renewalDue('4', 365), renewalDue(1, null), renewalDue(null, 0)]).toEqual([false, true, true, false, true]);
  });
});
