import { useCallback, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { fontSize, fontWeight, Icon, radius, space, toneVars, vars } from '../../../../design-system';
import { moveInGrid } from '../../rules/gridMove';
import { slotStateIcons, slotStateLabelKey, slotStates, slotStateTones, type SlotState } from '../../rules/slots';

/** One port as drawn: its key (rules/slots.ts slotKey), its number, its decided state and its disk, if any. */
export interface SlotView {
  key: string;
  port: string;
  state: SlotState;
  /** The disk number (diskId) of the disk in the port. */
  diskId?: string;
  /** The disk's enterprise (in the cell's title and name). */
  taxerName?: string;
}

/** One board: its number, whether it answers, and its ports in order. */
export interface BoardView {
  board: string;
  faulty: boolean;
  slots: readonly SlotView[];
}

export interface SlotChassisProps {
  /** The chassis number (the terminal's psn). */
  psn: string;
  /** The server the chassis is in. */
  serverName: string;
  boards: readonly BoardView[];
  /** The slot that holds the grid's one tab stop (the last one focused); the first slot when absent or elsewhere. */
  activeKey?: string | null;
  /** Called when the focus moves to another slot of this chassis. */
  onActiveChange?(key: string): void;
  /** Called with Enter, Space or a click on a slot: open its details. */
  onOpen(key: string): void;
  /** The slot whose details are open (marked selected). */
  selectedKey?: string | null;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  padding: ${space[3]};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${radius.lg};
  background: ${vars.colorSurface};
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space[3]};
  flex-wrap: wrap;
`;

const Title = styled.h3`
  margin: 0;
  color: ${vars.colorText};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.bold};
`;

const Counts = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.xs};
`;

const Grid = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  outline: none;
`;

const Row = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${space[1]};
`;

const RowHeader = styled.div`
  flex: none;
  display: flex;
  flex-direction: column;
  justify-content: center;
  width: 64px;
  color: ${vars.colorTextSecondary};
  font-size: ${fontSize.xs};
  &[data-faulty] { color: ${toneVars('danger').text}; font-weight: ${fontWeight.medium}; }
`;

const stateStyles = slotStates.map((state) => {
  const tone = toneVars(slotStateTones[state]);
  return css`
    &[data-state='${state}'] {
      border-color: ${tone.border};
      background: ${state === 'empty' ? vars.colorSurface : tone.background};
      [data-icon] { color: ${tone.solid}; }
      [data-state-text] { color: ${tone.text}; }
    }
  `;
});

const Cell = styled.div`
  position: relative;
  flex: none;
  display: flex;
  flex-direction: column;
  gap: 2px;
  width: 104px;
  padding: ${space[1]} 6px;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${radius.md};
  color: ${vars.colorText};
  font-size: ${fontSize.xs};
  line-height: 1.35;
  cursor: pointer;
  outline: none;
  ${stateStyles}
  &[data-state='empty'] { border-style: dashed; }
  &:hover { box-shadow: 0 0 0 1px ${vars.colorBorderStrong}; }
  &[aria-selected='true'] { box-shadow: 0 0 0 2px ${vars.colorBrand}; }
  &:focus-visible { box-shadow: 0 0 0 2px ${vars.colorSurface}, 0 0 0 4px ${vars.colorFocusRing}; }
`;

const CellTop = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  font-weight: ${fontWeight.medium};
`;

const Disk = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  letter-spacing: -0.2px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  &[data-none] { color: ${vars.colorTextSecondary}; font-family: inherit; }
`;

/** The slot's name for assistive technology (its content is the accessible name; the drawn parts are hidden from it). */
const Name = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const StateText = styled.span`
  font-weight: ${fontWeight.medium};
`;

/**
 * A chassis drawn as its boards (rows) and ports (cells), spec 01 §3 psn, board, port: each port shows its disk number
 * and its state by an icon and a word as well as by colour. A grid in the APG sense (one tab stop; arrows move between
 * slots, Home/End to a board's ends, Ctrl+Home/End to the first and last slot; Enter or Space opens a slot).
 */
export function SlotChassis({ psn, serverName, boards, activeKey, onActiveChange, onOpen, selectedKey }: SlotChassisProps) {
  const { t } = useTranslation('providerOps');
  const headingId = useId();
  const cells = useRef(new Map<string, HTMLDivElement>());
  const rowLengths = boards.map((b) => b.slots.length);
  const all = boards.flatMap((b) => b.slots);
  const tabStop = all.some((s) => s.key === activeKey) ? activeKey : all[0]?.key;
  const counts = new Map<SlotState, number>();
  for (const s of all) counts.set(s.state, (counts.get(s.state) ?? 0) + 1);

  const focusAt = useCallback(
    (row: number, col: number) => {
      const key = boards[row]?.slots[col]?.key;
      if (!key) return;
      cells.current.get(key)?.focus();
      onActiveChange?.(key);
    },
    [boards, onActiveChange],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, row: number, col: number, key: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(key);
      return;
    }
    const next = moveInGrid({ row, col }, event.key, rowLengths, event.ctrlKey || event.metaKey);
    if (!next) return;
    event.preventDefault();
    focusAt(next.row, next.col);
  };

  return (
    <Section aria-labelledby={headingId} data-chassis={psn}>
      <Head>
        <Title id={headingId}>{t('chassis.title', { psn, server: serverName })}</Title>
        <Counts>
          {slotStates
            .filter((s) => counts.has(s))
            .map((s) => t('chassis.count', { state: t(slotStateLabelKey(s)), count: counts.get(s) }))
            .join(t('chassis.countSeparator'))}
        </Counts>
      </Head>
      <Grid role="grid" aria-label={t('chassis.gridLabel', { psn })} aria-rowcount={boards.length} aria-colcount={Math.max(0, ...rowLengths) + 1}>
        {boards.map((b, row) => (
          <Row role="row" key={b.board} aria-rowindex={row + 1}>
            <RowHeader role="rowheader" data-faulty={b.faulty ? '' : undefined}>
              {t('chassis.board', { board: b.board })}
              {b.faulty && <span>{t('chassis.boardFault')}</span>}
            </RowHeader>
            {b.slots.map((s, col) => {
              const label = t(slotStateLabelKey(s.state));
              const name = s.diskId
                ? t('chassis.slotName', { board: b.board, port: s.port, disk: s.diskId, state: label })
                : t('chassis.slotNameEmpty', { board: b.board, port: s.port, state: label });
              return (
                <Cell
                  key={s.key}
                  ref={(el) => {
                    if (el) cells.current.set(s.key, el);
                    else cells.current.delete(s.key);
                  }}
                  role="gridcell"
                  aria-colindex={col + 2}
                  aria-selected={selectedKey === s.key}
                  tabIndex={s.key === tabStop ? 0 : -1}
                  title={s.taxerName ? t('chassis.slotTitle', { name, taxerName: s.taxerName }) : name}
                  data-state={s.state}
                  data-slot={s.key}
                  onKeyDown={(e) => onKeyDown(e, row, col, s.key)}
                  onFocus={() => s.key !== activeKey && onActiveChange?.(s.key)}
                  onClick={() => onOpen(s.key)}
                >
                  <Name data-slot-name>{name}</Name>
                  <CellTop aria-hidden>
                    {t('chassis.port', { port: s.port })}
                    <Icon name={slotStateIcons[s.state]} size={14} />
                  </CellTop>
                  <Disk aria-hidden data-none={s.diskId ? undefined : ''}>
                    {s.diskId ?? t('chassis.noDisk')}
                  </Disk>
                  <StateText aria-hidden data-state-text>
                    {label}
                  </StateText>
                </Cell>
              );
            })}
          </Row>
        ))}
      </Grid>
    </Section>
  );
}
