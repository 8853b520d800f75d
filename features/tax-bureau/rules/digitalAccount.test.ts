import { describe, expect, it } from 'vitest';
import {
  autoLoginMethod,
  canJumpToTaxBureau,
  digitalLoginProfile,
  goesThroughConnectionDialog,
  initialDigitalMode,
  safeLoginUrl,
  skipTaxBureauType,
  type LoginProfile,
} from './index';

const saved: LoginProfile = { diskId: '661000000043', dqbm: 'shanghai', dlsf: '1', dlfs: '1', dlzh: '13910000000', dlmm: 'x', isKp: 1 };
const agencyMethods = [
  { dlfs: '13', loginInfoList: [{ field: 'agencyNsrsbh', isUse: 1 }] },
  { dlfs: '21', loginInfoList: [] },
];

describe('digital-account dialog rules (spec 02 §2.1 item 4, §4)', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['logged in, IT600', 1, 'IT600', true],
    ['logged in, IT160 (string status, lower case)', '1', 'it160', true],
    ['logged in, IT200', 1, 'IT200', false],
    ['not logged in, IT600', 0, 'IT600', false],
    ['unknown status', undefined, 'IT600', false],
  ])('the jump to the tax bureau: %s', (_name, status, tsp, expected) => {
    expect(canJumpToTaxBureau(status, tsp)).toBe(expected);
  });

  it.each<[string, LoginProfile | null, string]>([
    ['SMS account', { dlfs: '12' }, 'sms'],
    ['QR account', { dlfs: 13 }, 'qr'],
    ['password account (automatic)', { dlfs: '1' }, 'auto'],
    ['relay number account (automatic)', { dlfs: '6' }, 'auto'],
    ['certificate account with an automatic default', { dlfs: '99', defaultDlfs: '2' }, 'auto'],
    ['no account', null, 'sms'],
  ])('starts on the saved way: %s', (_name, profile, mode) => {
    expect(initialDigitalMode(profile)).toBe(mode);
  });

  it('automatic login uses the account own automatic method only', () => {
    expect(autoLoginMethod({ dlfs: '11' })).toBe('11');
    expect(autoLoginMethod({ dlfs: '12', defaultDlfs: '1' })).toBe('1');
    expect(autoLoginMethod({ dlfs: '12' })).toBeNull();
  });

  it('the profile sent keeps the saved account and sets the chosen method', () => {
    expect(digitalLoginProfile(saved, { mode: 'sms', agency: false })).toEqual({ ...saved, dlfs: '12', agencyLogin: 0 });
    expect(digitalLoginProfile(saved, { mode: 'qr', agency: false })).toMatchObject({ dlfs: '13' });
    expect(digitalLoginProfile(saved, { mode: 'auto', agency: false })).toMatchObject({ dlfs: '1' });
    expect(digitalLoginProfile({ ...saved, dlfs: '12' }, { mode: 'auto', agency: false })).toBeNull();
    expect(digitalLoginProfile(null, { mode: 'sms', agency: false })).toBeNull();
  });

  it('agency mode (IT160, IT600 only) always takes the first agency method', () => {
    expect(digitalLoginProfile(saved, { mode: 'sms', agency: true, tsp: 'IT600' }, agencyMethods)).toMatchObject({ dlfs: '13', agencyLogin: 1 });
    expect(digitalLoginProfile(saved, { mode: 'sms', agency: true, tsp: 'IT600' }, [])).toBeNull();
    // another provider ignores the agency switch
    expect(digitalLoginProfile(saved, { mode: 'sms', agency: true, tsp: 'IT200' }, agencyMethods)).toMatchObject({ dlfs: '12', agencyLogin: 0 });
  });

  it.each<[string, LoginProfile | null, boolean]>([
    ['SMS', { dlfs: '12' }, true],
    ['QR', { dlfs: '13' }, true],
    ['agency', { dlfs: '21', agencyLogin: 1 }, true],
    ['fast login', { dlfs: '1', isFastLogin: 1 }, true],
    ['password', { dlfs: '1', agencyLogin: 0, isFastLogin: 0 }, false],
    ['none', null, false],
  ])('through the connection-status dialog: %s', (_name, profile, expected) => {
    expect(goesThroughConnectionDialog(profile)).toBe(expected);
  });

  it('skip type: 4 for the desktop client, else 2; only http(s) login URLs are opened', () => {
    expect(skipTaxBureauType(true)).toBe(4);
    expect(skipTaxBureauType(false)).toBe(2);
    expect(safeLoginUrl('https://etax.example.gov.cn/login?a=1')).toBe('https://etax.example.gov.cn/login?a=1');
    expect(safeLoginUrl('javascript:alert(1)')).toBeNull();
    expect(safeLoginUrl('not a url')).toBeNull();
    expect(safeLoginUrl(undefined)).toBeNull();
  });
});
