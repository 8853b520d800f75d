import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, FormActions, Panel, Select, SelectItem, Switch, TextField, fontWeight, space, vars } from '../../../design-system';
import { lookupKey, specialBusinessType } from '../../lookups';
import type { ExtrasAction, IssueExtras } from '../hooks/issueExtras';
import type { SpecialBusinessType } from '../rules/types';
import { FieldGrid } from './BuyerBlock';
import { fieldId } from './fieldIssues';

const Row = styled.fieldset`
  margin: 0 0 ${space[3]};
  padding: ${space[3]};
  border: 1px solid ${vars.colorBorder};
  border-radius: 4px;
  & > legend {
    padding: 0 ${space[1]};
    font-weight: ${fontWeight.medium};
  }
`;

/** How a special-business field is entered. */
type FieldKind = 'text' | 'yesNo' | 'areaUnit' | 'idType' | 'date' | 'amount';
interface FieldDef {
  name: string;
  kind?: FieldKind;
  required?: boolean;
  /** Shown only when another field of the same object has this value. */
  when?: { field: string; value: string };
}

// spec 01 §5 'Specific info is required by business type'; the field names of spec 01 §3 (tdywxx, xfbcxx, gtgmfList).
const construction: FieldDef[] = [
  { name: 'jzfwfsd', required: true },
  { name: 'jzfwxxdz' },
  { name: 'jzxmmc', required: true },
  { name: 'kdsbz', kind: 'yesNo', required: true },
  { name: 'kqysssxbgglbm', required: true, when: { field: 'kdsbz', value: 'Y' } },
  { name: 'tdzzsxmbh' },
];
const freight: FieldDef[] = [
  { name: 'ysgjzl', required: true },
  { name: 'ysgjph', required: true },
  { name: 'qyd', required: true },
  { name: 'ddd', required: true },
  { name: 'yshwmc', required: true },
];
const realEstate: FieldDef[] = [
  { name: 'bdcdz', required: true },
  { name: 'xxdz', required: true },
  { name: 'kdsbz', kind: 'yesNo', required: true },
  { name: 'mjdw', kind: 'areaUnit', required: true },
  { name: 'cqzsh', required: true },
];
const sale: FieldDef[] = [...realEstate, { name: 'sjcjhsje', kind: 'amount', required: true }, { name: 'hdjsjg', kind: 'amount' }, { name: 'wqhtbabh' }, { name: 'tdzzsxmbh' }];
const lease: FieldDef[] = [...realEstate, { name: 'zlqq', kind: 'date' }, { name: 'zlqz', kind: 'date' }];
const vehicle: FieldDef[] = [{ name: 'fdjhm' }, { name: 'dphm' }];
const naturalSeller = (scrap: boolean): FieldDef[] => [
  { name: 'gj', required: true },
  { name: 'zjlx', kind: 'idType', required: true },
  { name: 'zjhm', required: true },
  ...(scrap ? [{ name: 'dz', required: true }, { name: 'dh', required: true }] : []),
];
const coBuyer: FieldDef[] = [{ name: 'gmfmc' }, { name: 'zjlx', kind: 'idType', required: true }, { name: 'zjhm', required: true }];

/** Area units (面积单位) and id document types (证件类型, spec 02 §3.1 codes 101-299) offered on the form. */
export const areaUnits = ['1', '2', '3', '4', '5', '6', '7'] as const;
export const idTypes = ['201', '208', '210', '213', '227', '233', '299'] as const;

/** The business types the form offers: those of the lookup table (spec 02 §3.1). */
const businessCodes = Object.keys(specialBusinessType) as SpecialBusinessType[];

export interface SpecialBusinessSectionProps {
  extras: IssueExtras;
  /** Translated messages by draft path (tdywxx.…, xfbcxx.…, gtgmfList.…). */
  errors: ReadonlyMap<string, string>;
  onAction(action: ExtrasAction): void;
}

/**
 * 特定业务 of a fully-digital invoice (spec 01 §3 tdyslxdm, tdywxx; §5; spec 02 §3.1): the business type (tdyslxdm) and the
 * information it needs — 03 construction, 04 freight with its list of transports, 05 sale and 06 lease of property
 * with co-buyers, 13 tractor, 14 motor vehicle, 16 and 24 natural-person sellers; 01 refined oil and 09 passenger
 * transport need goods of their tax codes (the grid says so per line). Each rule issue shows at its field.
 */
export function SpecialBusinessSection({ extras, errors, onAction }: SpecialBusinessSectionProps) {
  const { t } = useTranslation(['issueForm', 'lookups']);
  const business = extras.tdyslxdm;
  const set = (path: string, value: unknown) => onAction({ type: 'set', path, value });

  const field = (def: FieldDef, at: string, source: Record<string, unknown>, labelKey = def.name) => {
    if (def.when && source[def.when.field] !== def.when.value) return null;
    const path = `${at}.${def.name}`;
    const message = errors.get(path);
    const value = typeof source[def.name] === 'string' ? (source[def.name] as string) : '';
    const common = { id: fieldId(path), label: t(`issueForm:special.field.${labelKey}`), isRequired: def.required ?? false, isInvalid: message !== undefined, errorMessage: message };
    if (def.kind === 'yesNo' || def.kind === 'areaUnit' || def.kind === 'idType') {
      const options = def.kind === 'yesNo' ? ['Y', 'N'] : def.kind === 'areaUnit' ? areaUnits : idTypes;
      const table = def.kind === 'yesNo' ? 'yesNo' : def.kind === 'areaUnit' ? 'areaUnit' : 'idType';
      return (
        <Select key={path} {...common} selectedKey={value || null} onSelectionChange={(key) => set(path, String(key))}>
          {options.map((o) => (
            <SelectItem key={o} id={o}>
              {t(`issueForm:special.${table}.${o}`)}
            </SelectItem>
          ))}
        </Select>
      );
    }
    return (
      <TextField
        key={path}
        {...common}
        value={value}
        onChange={(v) => set(path, v)}
        {...(def.kind === 'date' ? { type: 'date' } : {})}
        {...(def.kind === 'amount' ? { inputMode: 'decimal' as const } : {})}
      />
    );
  };

  const object = (at: string, defs: FieldDef[], source: unknown, labels?: Record<string, string>) => {
    const obj = (source && typeof source === 'object' ? source : {}) as Record<string, unknown>;
    return <FieldGrid>{defs.map((d) => field(d, at, obj, labels?.[d.name]))}</FieldGrid>;
  };

  const list = (at: string, defs: FieldDef[], rows: unknown[] | undefined, legendKey: string, addKey: string) => {
    const message = errors.get(at);
    return (
      <>
        {(rows ?? []).map((row, i) => (
          <Row key={i}>
            <legend>{t(legendKey, { row: i + 1 })}</legend>
            {object(`${at}.${i}`, defs, row)}
            <FormActions align="end">
              <Button size="sm" variant="text" onPress={() => onAction({ type: 'removeAt', path: at, index: i })}>
                {t('issueForm:special.removeRow', { row: i + 1 })}
              </Button>
            </FormActions>
          </Row>
        ))}
        {message && (
          <Alert tone="danger" live={false}>
            {message}
          </Alert>
        )}
        <FormActions align="start">
          <Button id={fieldId(at)} size="sm" onPress={() => onAction({ type: 'append', path: at, item: {} })}>
            {t(addKey)}
          </Button>
        </FormActions>
      </>
    );
  };

  const coBuyers = () => (
    <>
      <Switch isSelected={extras.dfgtgmbq === 'Y'} onChange={(on) => set('dfgtgmbq', on ? 'Y' : 'N')}>
        {t('issueForm:special.joint')}
      </Switch>
      {extras.dfgtgmbq === 'Y' && list('gtgmfList', coBuyer, extras.gtgmfList, 'issueForm:special.coBuyerRow', 'issueForm:special.addCoBuyer')}
    </>
  );

  let body: ReactNode;
  const info = extras.tdywxx;
  switch (business) {
    case '03':
      body = object('tdywxx.jzfw', construction, info.jzfw);
      break;
    case '04':
      body = list('tdywxx.hwysfw', freight, info.hwysfw, 'issueForm:special.freightRow', 'issueForm:special.addFreight');
      break;
    case '05':
      body = (
        <>
          {object('tdywxx.bdcxsfw', sale, info.bdcxsfw)}
          {coBuyers()}
        </>
      );
      break;
    case '06':
      body = (
        <>
          {list('tdywxx.bdcjyzlfwList', lease, info.bdcjyzlfwList, 'issueForm:special.leaseRow', 'issueForm:special.addLease')}
          {coBuyers()}
        </>
      );
      break;
    case '13':
    case '14':
      body = (
        <>
          {errors.get('tdywxx.tljhlhsgjfw.fdjhm') === undefined && <p>{t(business === '14' ? 'issueForm:special.vehicleHint' : 'issueForm:special.tractorHint')}</p>}
          {object('tdywxx.tljhlhsgjfw', vehicle, info.tljhlhsgjfw, business === '14' ? { dphm: 'vin' } : undefined)}
        </>
      );
      break;
    case '16':
    case '24':
      body = (
        <>
          <p>{t('issueForm:special.naturalSellerHint')}</p>
          {object('xfbcxx', naturalSeller(business === '24'), extras.xfbcxx, { gj: 'sellerGj', zjlx: 'sellerZjlx', zjhm: 'sellerZjhm', dz: 'sellerDz', dh: 'sellerDh' })}
        </>
      );
      break;
    case '01':
    case '09':
      body = <p>{t(`issueForm:special.codeHint.${business}`)}</p>;
      break;
    default:
      body = null;
  }

  return (
    <Panel title={t('issueForm:special.title')}>
      <FieldGrid>
        <Select
          id={fieldId('tdyslxdm')}
          label={t('issueForm:special.type')}
          selectedKey={business || 'none'}
          onSelectionChange={(key) => set('tdyslxdm', key === 'none' ? '' : String(key))}
        >
          {[
            <SelectItem key="none" id="none">
              {t('issueForm:special.none')}
            </SelectItem>,
            ...businessCodes.map((code) => (
              <SelectItem key={code} id={code}>
                {t(lookupKey(specialBusinessType, code))}
              </SelectItem>
            )),
          ]}
        </Select>
      </FieldGrid>
      {body}
    </Panel>
  );
}
