// Story support: the side-by-side frame of every component's `Themes` story (every role theme side by side). Not exported
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
// containment, so a dialog opened in a stage fills that stage instead of the page.
const Stage = styled.div`
  position: relative;
  contain: layout paint;
  overflow: hidden;
  border-radius: 4px;
  &[data-foot] {
    margin: 0 -12px -12px;
    border-radius: 0 0 8px 8px;
  }
`;

export interface OverlayStageProps {
  height: number;
  width?: number;
  children: ReactNode;
  /** Fills the foot of its theme panel edge to edge (ThemeColumns' own stage). */
  foot?: boolean;
}

/**
 * A box in which overlays (dialogs, popovers, tooltips, menus) open: they portal into it, so they take the theme of
 * the panel around it, and a modal's backdrop covers the box only. A panel may hold several.
 */
export function OverlayStage({ height, width, children, foot = false }: OverlayStageProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <Stage style={{ height, width }} data-foot={foot || undefined}>
      {/* react-aria keeps [data-react-aria-top-layer] visible to assistive technology when another
          stage's modal opens, so axe checks the overlay of every theme, not only the last one opened. */}
      <div ref={setContainer} data-react-aria-top-layer="true" />
      {container && <UNSAFE_PortalProvider getContainer={() => container}>{children}</UNSAFE_PortalProvider>}
    </Stage>
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
  return (
    <RoleThemeProvider role={role} scope="subtree">
      <Panel aria-labelledby={headingId} data-theme-panel={role}>
        <h2 id={headingId}>{t(`theme.${role}`)}</h2>
        {stage ? (
          <OverlayStage height={stage.height} width={stage.width} foot>
            {children}
          </OverlayStage>
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

const panelQueries = (element: HTMLElement) => within(element);

export interface ThemePanelInfo {
  role: RoleTheme;
  element: HTMLElement;
  /** Queries scoped to the panel (overlays included: they portal into it). */
  panel: ReturnType<typeof panelQueries>;
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
    panels.push({ role, element, panel: panelQueries(element) });
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
