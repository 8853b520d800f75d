// Story support: the side-by-side frame of every component's `Themes` story (issue 8 §3). Not exported
// from design-system/index.ts, so the portal never ships it.
import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { getI18n, useTranslation } from 'react-i18next';
import type { Decorator } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { vars } from '../tokens';
import { RoleThemeProvider, roleThemes, type RoleTheme } from '../themes';

const Columns = styled.div<{ $column: string; $stacked: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$stacked ? p.$column : `repeat(5, ${p.$column})`)};
  gap: 12px;
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 12px;
  background: ${vars.colorSurface};
  border: 1px solid ${vars.colorBorder};
  border-radius: 8px;
  > h2 {
    margin: -12px -12px 0;
    padding: 8px 12px;
    font-size: 14px;
    color: ${vars.colorHeaderText};
    background: ${vars.colorHeaderBackground};
    border-radius: 8px 8px 0 0;
  }
`;

// A fixed-position overlay (a modal's backdrop) is placed against the nearest ancestor with layout
// containment, so each panel's dialog fills its own stage instead of the page.
const Stage = styled.div`
  position: relative;
  contain: layout paint;
  overflow: hidden;
  margin: 0 -12px -12px;
  border-radius: 0 0 8px 8px;
`;

/** Where the overlays of one panel portal to, so they sit inside that panel's theme. */
function PanelPortal({ children }: { children: ReactNode }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <>
      {/* react-aria keeps [data-react-aria-top-layer] visible to assistive technology when another
          panel's modal opens, so axe checks the dialog of every theme, not only the last one opened. */}
      <div ref={setContainer} data-react-aria-top-layer="true" data-theme-stage-portal="" />
      {container && <UNSAFE_PortalProvider getContainer={() => container}>{children}</UNSAFE_PortalProvider>}
    </>
  );
}

export interface ThemeColumnsProps {
  /** What each panel shows; a function gets the panel's role theme (e.g. for distinct ids). */
  children: ReactNode | ((role: RoleTheme) => ReactNode);
  /** Width of each column in px; 'auto' sizes to the content. @default 264 */
  columnWidth?: number | 'auto';
  /** One panel under another, for components wider than a column (tables, wide dialogs). @default false */
  stacked?: boolean;
  /**
   * Overlays (dialogs, popovers, tooltips, menus) open inside a stage of this size at the foot of each panel,
   * portalled there so that they take the panel's theme. Without it, nothing is portalled.
   */
  stage?: { height: number; width?: number };
}

function ThemePanel({ role, stage, children }: Omit<ThemeColumnsProps, 'columnWidth' | 'stacked' | 'children'> & { role: RoleTheme; children: ReactNode }) {
  const { t } = useTranslation('ds');
  const headingId = useId();
  const stageStyle: CSSProperties | undefined = stage && { height: stage.height, width: stage.width };
  return (
    <RoleThemeProvider role={role} scope="subtree">
      <Panel aria-labelledby={headingId} data-theme-panel={role}>
        <h2 id={headingId}>{t(`theme.${role}`)}</h2>
        {stage ? (
          <Stage style={stageStyle}>
            <PanelPortal>{children}</PanelPortal>
          </Stage>
        ) : (
          children
        )}
      </Panel>
    </RoleThemeProvider>
  );
}

/** The five role themes side by side, each in a panel labelled with the theme's name (Foundations/Themes' frame). */
export function ThemeColumns({ children, columnWidth = 264, stacked = false, stage }: ThemeColumnsProps) {
  const column = columnWidth === 'auto' ? 'max-content' : `${columnWidth}px`;
  return (
    <Columns $column={column} $stacked={stacked} data-theme-columns="">
      {roleThemes.map((role) => (
        <ThemePanel key={role} role={role} stage={stage}>
          {typeof children === 'function' ? children(role) : children}
        </ThemePanel>
      ))}
    </Columns>
  );
}

/** Story texts in the language the story renders in, for play functions (the preview sets <html lang>). */
export function storyT(ns = 'stories') {
  return getI18n().getFixedT(document.documentElement.lang || 'zh-CN', ns);
}

export interface ThemePanelInfo {
  role: RoleTheme;
  element: HTMLElement;
  /** Queries scoped to the panel (overlays included: they portal into it). */
  panel: ReturnType<typeof within>;
}

/**
 * Asserts what a reviewer sees: five panels in the order of `roleThemes`, each headed by its theme's name and
 * themed by it, and returns them for the story's own assertions per theme.
 */
export async function expectThemePanels(canvasElement: HTMLElement): Promise<ThemePanelInfo[]> {
  const t = storyT('ds');
  const elements = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-theme-panel]'));
  await expect(elements.map((e) => e.getAttribute('data-theme-panel'))).toEqual([...roleThemes]);
  const panels: ThemePanelInfo[] = [];
  for (const [i, role] of roleThemes.entries()) {
    const element = elements[i]!;
    const name = t(`theme.${role}`);
    await expect(element.querySelector(':scope > h2')?.textContent).toBe(name);
    await expect(element).toHaveAccessibleName(name);
    await expect(element.parentElement).toHaveAttribute('data-role-theme', role);
    panels.push({ role, element, panel: within(element) });
  }
  return panels;
}

/** Asserts that a themed colour really differs in each of the five panels (the panel's theme reached it). */
export async function expectFiveColours(elements: Element[], property: 'color' | 'backgroundColor' | 'borderColor' = 'backgroundColor') {
  await expect(elements).toHaveLength(5);
  const colours = elements.map((e) => getComputedStyle(e)[property]);
  await expect(new Set(colours).size).toBe(5);
}

/** A component's fixed-width story frame; the Themes story (parameters.themeColumns) sizes its own columns. */
export function storyBox(style: CSSProperties): Decorator {
  const Boxed: Decorator = (Story, { parameters }) => (parameters.themeColumns ? <Story /> : <div style={style}><Story /></div>);
  return Boxed;
}

/** What every Themes story shares: the desktop viewport and the flag that lifts the component's story frame. */
export const themesStory = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { themeColumns: true },
} as const;
