import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import {
  controlHeight,
  dialogWidths,
  fontSize,
  radius,
  semanticTokenNames,
  shadow,
  space,
  tones,
  toneVars,
  vars,
} from '../tokens';
import { roleThemes, themes } from '../themes';
import { RoleThemeProvider } from '../themes';

// Reference pages: exact comparison, so that changing any token's value fails its story.
const meta = { title: 'Foundations/Tokens', parameters: { layout: 'padded', screenshot: { exact: true } } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const Grid = styled.table`
  border-collapse: collapse;
  font-size: 12px;
  th, td { padding: 2px 8px; text-align: left; border-bottom: 1px solid ${vars.colorBorder}; }
  th { font-weight: 600; }
  code { font-family: monospace; }
`;
const Swatch = styled.span`
  display: inline-block;
  width: 28px;
  height: 18px;
  margin-right: 6px;
  vertical-align: middle;
  border: 1px solid ${vars.colorBorder};
  border-radius: 2px;
`;
const Section = styled.section`
  margin-bottom: 24px;
  h2 { font-size: 16px; margin: 0 0 8px; }
  p { margin: 0 0 8px; color: ${vars.colorTextSecondary}; }
`;
const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 4px 0;
  code { width: 120px; font-family: monospace; font-size: 12px; }
`;
const Bar = styled.span`
  display: inline-block;
  height: 12px;
  background: ${vars.colorBrand};
`;

/** Every semantic colour token under every role theme, rendered through the CSS variables. */
export const Colors: Story = {
  globals: { viewport: { value: 'desktop' } },
  render: () => {
    const { t } = useTranslation('stories');
    return (
      <Section>
        <h2>{t('tokens.colors')}</h2>
        <p>{t('tokens.colorsHint')}</p>
        <Grid>
          <thead>
            <tr>
              <th scope="col">{t('tokens.token')}</th>
              {roleThemes.map((role) => (
                <th scope="col" key={role}>
                  {role}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {semanticTokenNames.map((name) => (
              <tr key={name}>
                <th scope="row">
                  <code>{name}</code>
                </th>
                {roleThemes.map((role) => (
                  <td key={role}>
                    <RoleThemeProvider role={role} scope="subtree">
                      <Swatch style={{ background: vars[name] }} />
                      <code>{themes[role][name]}</code>
                    </RoleThemeProvider>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Grid>
      </Section>
    );
  },
};

const ToneChip = styled.span`
  display: inline-flex;
  gap: 8px;
  align-items: center;
  padding: 2px 8px;
  border: 1px solid;
  border-radius: 4px;
`;

/** The five status tones: text on their background, and white on their solid colour. */
export const Tones: Story = {
  render: () => {
    const { t } = useTranslation('stories');
    return (
      <Section>
        <h2>{t('tokens.tones')}</h2>
        {tones.map((tone) => {
          const v = toneVars(tone);
          return (
            <Row key={tone}>
              <code>{tone}</code>
              <ToneChip style={{ color: v.text, background: v.background, borderColor: v.border }}>{t(`tone.${tone}`)}</ToneChip>
              <ToneChip style={{ color: vars.colorTextInverse, background: v.solid, borderColor: v.solid }}>{t(`tone.${tone}`)}</ToneChip>
            </Row>
          );
        })}
      </Section>
    );
  },
};

/** Spacing, radius, type, control heights, dialog widths and shadows. */
export const Scales: Story = {
  globals: { viewport: { value: 'desktop' } },
  render: () => {
    const { t } = useTranslation('stories');
    return (
      <div>
        <Section>
          <h2>{t('tokens.spacing')}</h2>
          {Object.entries(space).map(([k, v]) => (
            <Row key={k}>
              <code>space[{k}] {v}</code>
              <Bar style={{ width: v }} />
            </Row>
          ))}
        </Section>
        <Section>
          <h2>{t('tokens.radius')}</h2>
          <Row>
            {Object.entries(radius).map(([k, v]) => (
              <span key={k} style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
                <span style={{ width: 48, height: 32, borderRadius: v, background: vars.colorBrandSubtle, border: `1px solid ${vars.colorBrand}` }} />
                <code style={{ width: 'auto' }}>{k}</code>
              </span>
            ))}
          </Row>
        </Section>
        <Section>
          <h2>{t('tokens.typography')}</h2>
          {Object.entries(fontSize).map(([k, v]) => (
            <Row key={k}>
              <code>{k} {v}</code>
              <span style={{ fontSize: v }}>{t('tokens.typeSample')}</span>
            </Row>
          ))}
        </Section>
        <Section>
          <h2>{t('tokens.controlHeight')}</h2>
          <Row>
            {Object.entries(controlHeight).map(([k, v]) => (
              <span key={k} style={{ height: v, padding: '0 12px', display: 'inline-flex', alignItems: 'center', border: `1px solid ${vars.colorBorderStrong}`, borderRadius: 4 }}>
                {k} {v}
              </span>
            ))}
          </Row>
        </Section>
        <Section>
          <h2>{t('tokens.dialogWidths')}</h2>
          {Object.entries(dialogWidths).map(([k, v]) => (
            <Row key={k}>
              <code>{k} {v}px</code>
              <Bar style={{ width: v / 2 }} />
            </Row>
          ))}
        </Section>
        <Section>
          <h2>{t('tokens.shadow')}</h2>
          <Row>
            {Object.entries(shadow).map(([k, v]) => (
              <span key={k} style={{ width: 120, height: 56, boxShadow: v, background: vars.colorSurface, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}>
                <code style={{ width: 'auto' }}>{k}</code>
              </span>
            ))}
          </Row>
        </Section>
      </div>
    );
  },
};
