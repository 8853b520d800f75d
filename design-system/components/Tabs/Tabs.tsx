import { createContext, useContext, type ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { tabsTokens as tk, type TabsSize } from './tokens';

const SizeContext = createContext<TabsSize>('md');

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'style' | 'orientation'> {
  /** `sm` for tabs inside dialogs that are already dense. @default 'md' */
  size?: TabsSize;
  children: ReactNode;
}

export interface TabListProps<T extends object> extends Omit<AriaTabListProps<T>, 'className' | 'style'> {
  /** Content at the right end of the tab bar, e.g. a refresh or sync action. */
  extra?: ReactNode;
}

export interface TabProps extends Omit<AriaTabProps, 'className' | 'style'> {
  children: ReactNode;
}

export type TabPanelProps = Omit<AriaTabPanelProps, 'className' | 'style'>;

const Root = styled(AriaTabs)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

// The base line is an inset shadow so the selected tab's ink bar can paint over it
// (the list scrolls sideways, which clips anything drawn below it).
const Bar = styled.div`
  display: flex;
  gap: ${tk.gap};
  box-shadow: inset 0 -1px 0 ${tk.listBorder};
`;

const List = styled(AriaTabList)`
  display: flex;
  flex: 1;
  gap: ${tk.gap};
  min-width: 0;
  overflow-x: auto;
`;

const Extra = styled.div`
  display: flex;
  align-self: center;
  flex: none;
  align-items: center;
  gap: 8px;
`;

const StyledTab = styled(AriaTab)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  flex: none;
  color: ${tk.text};
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  transition: color 0.15s;
  &[data-size='sm'] { padding: ${tk.paddingY.sm} 0; font-size: ${tk.fontSize.sm}; }
  &[data-size='md'] { padding: ${tk.paddingY.md} 0; font-size: ${tk.fontSize.md}; }
  &[data-hovered] { color: ${tk.textHover}; }
  &[data-selected] { color: ${tk.textSelected}; font-weight: 500; }
  &[data-selected]::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    height: ${tk.inkBarHeight};
    background: ${tk.inkBar};
  }
  &[data-focus-visible] { box-shadow: inset 0 0 0 2px ${tk.focusRing}; border-radius: 2px; }
  &[data-disabled] { color: ${tk.textDisabled}; cursor: not-allowed; }
`;

const Panel = styled(AriaTabPanel)`
  padding-top: ${tk.panelPaddingTop};
  outline: none;
  &[data-focus-visible] { box-shadow: 0 0 0 2px ${tk.focusRing}; border-radius: 2px; }
`;

/** Line tabs like Ant Design (react-aria Tabs): arrow keys move between tabs, disabled tabs are skipped. */
export function Tabs({ size = 'md', children, ...rest }: TabsProps) {
  return (
    <SizeContext.Provider value={size}>
      <Root {...rest}>{children}</Root>
    </SizeContext.Provider>
  );
}

/** The row of tabs, with an optional `extra` slot at its right end. */
export function TabList<T extends object>({ extra, ...rest }: TabListProps<T>) {
  return (
    <Bar>
      <List {...(rest as AriaTabListProps<unknown>)} />
      {extra && <Extra>{extra}</Extra>}
    </Bar>
  );
}

/** One tab; its `id` matches the TabPanel it shows. */
export function Tab(props: TabProps) {
  const size = useContext(SizeContext);
  return <StyledTab {...props} data-size={size} />;
}

/** The content of the tab with the same `id`. */
export function TabPanel(props: TabPanelProps) {
  return <Panel {...props} />;
}
