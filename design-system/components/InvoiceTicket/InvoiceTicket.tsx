import type { ReactNode } from 'react';
import styled from 'styled-components';
import { invoiceTicketTokens as t } from './tokens';

/** A labelled value on the ticket (code, number, date; a party's name, tax id, address, bank). */
export interface TicketField {
  label: ReactNode;
  value: ReactNode;
}

/** One column of the goods lines. */
export interface TicketColumn {
  key: string;
  title: ReactNode;
  /** @default 'start' */
  align?: 'start' | 'end' | 'center';
}

/** One party block (buyer or seller): its heading and fields. */
export interface TicketParty {
  title: ReactNode;
  fields: readonly TicketField[];
}

export interface InvoiceTicketProps {
  /** The invoice's printed title (its type, e.g. 增值税电子普通发票). */
  title: ReactNode;
  /** The fields at the top right: code, number, issue date. */
  meta: readonly TicketField[];
  buyer: TicketParty;
  seller: TicketParty;
  /** Heading of the lines block, for screen readers and the table's caption. */
  linesLabel: string;
  columns: readonly TicketColumn[];
  /** The goods lines, one record of display values per line, keyed by column. */
  lines: readonly Record<string, ReactNode>[];
  /** The sum row, keyed by column (columns without a value stay empty). */
  sum: Record<string, ReactNode>;
  /** Total with tax: label, amount in words and the figure. */
  total: { label: ReactNode; words: ReactNode; figures: ReactNode };
  remark: TicketField;
  /** Payee, checker, drawer. */
  signatures: readonly TicketField[];
  /** A red invoice is drawn in red. @default 'blue' */
  tone?: 'blue' | 'red';
  /** Something beside the title (the status tags). */
  badges?: ReactNode;
}

const Ticket = styled.article`
  --ticket-ink: ${t.ink.blue};
  --ticket-rule: ${t.rule.blue};
  &[data-tone='red'] {
    --ticket-ink: ${t.ink.red};
    --ticket-rule: ${t.rule.red};
  }
  display: flex;
  flex-direction: column;
  gap: ${t.gap};
  padding: ${t.padding};
  background: ${t.background};
  border-radius: ${t.radius};
  min-width: 0;
  overflow-x: auto;
`;

const Head = styled.header`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${t.gap};
`;

const Title = styled.h2`
  grid-column: 2;
  margin: 0;
  padding-bottom: 4px;
  border-bottom: 3px double var(--ticket-rule);
  color: var(--ticket-ink);
  font-size: ${t.title.fontSize};
  font-weight: ${t.title.fontWeight};
  letter-spacing: ${t.title.letterSpacing};
  text-align: center;
`;

const Badges = styled.div`
  grid-column: 1;
  grid-row: 1;
  display: flex;
  gap: 8px;
`;

const Meta = styled.dl`
  grid-column: 3;
  justify-self: end;
  display: grid;
  grid-template-columns: auto auto;
  gap: 2px 8px;
  margin: 0;
`;

const Label = styled.dt`
  color: var(--ticket-ink);
  font-size: ${t.label.fontSize};
  white-space: nowrap;
`;

const Value = styled.dd`
  margin: 0;
  color: ${t.value.color};
  font-size: ${t.value.fontSize};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const Frame = styled.div`
  border: 1px solid var(--ticket-rule);
  min-width: 880px;
`;

const Parties = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  border-bottom: 1px solid var(--ticket-rule);
  & > section + section { border-left: 1px solid var(--ticket-rule); }
`;

const Party = styled.section`
  display: grid;
  grid-template-columns: 28px 1fr;
`;

const PartyTitle = styled.h3`
  margin: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 4px;
  border-right: 1px solid var(--ticket-rule);
  color: var(--ticket-ink);
  font-size: ${t.label.fontSize};
  font-weight: normal;
  writing-mode: vertical-rl;
  letter-spacing: 4px;
`;

const PartyFields = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 8px;
  margin: 0;
  padding: ${t.cellPadding};
`;

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${t.value.fontSize};
  font-variant-numeric: tabular-nums;
  caption { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  th {
    padding: ${t.cellPadding};
    background: ${t.headBackground};
    color: var(--ticket-ink);
    font-size: ${t.label.fontSize};
    font-weight: normal;
    border-bottom: 1px solid var(--ticket-rule);
  }
  td { padding: ${t.cellPadding}; color: ${t.value.color}; vertical-align: top; }
  [data-align='end'] { text-align: end; }
  [data-align='center'] { text-align: center; }
  [data-align='start'] { text-align: start; }
  tfoot td { border-top: 1px dashed var(--ticket-rule); }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 180px 1fr auto;
  align-items: center;
  gap: 8px;
  padding: ${t.cellPadding};
  border-top: 1px solid var(--ticket-rule);
  color: ${t.value.color};
  font-size: ${t.value.fontSize};
`;

const RowLabel = styled.span`
  color: var(--ticket-ink);
  font-size: ${t.label.fontSize};
`;

const RemarkText = styled.span`
  grid-column: span 2;
  white-space: pre-wrap;
`;

const Signatures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 32px;
  margin: 0;
  & > div { display: flex; gap: 8px; align-items: baseline; }
`;

/**
 * An issued invoice drawn as the printed ticket: title, code/number/date, buyer and seller blocks, goods lines with
 * their sum, total with tax in words and figures, remark, and payee/checker/drawer. All values come decided and
 * formatted; the component only lays them out.
 */
export function InvoiceTicket({ title, meta, buyer, seller, linesLabel, columns, lines, sum, total, remark, signatures, tone = 'blue', badges }: InvoiceTicketProps) {
  return (
    <Ticket data-tone={tone} aria-label={typeof title === 'string' ? title : undefined}>
      <Head>
        {badges != null && <Badges>{badges}</Badges>}
        <Title>{title}</Title>
        <Meta>
          {meta.map((field, i) => (
            <FieldPair key={i} field={field} />
          ))}
        </Meta>
      </Head>
      <Frame>
        <Parties>
          {[buyer, seller].map((party, i) => (
            <Party key={i}>
              <PartyTitle>{party.title}</PartyTitle>
              <PartyFields>
                {party.fields.map((field, k) => (
                  <FieldPair key={k} field={field} />
                ))}
              </PartyFields>
            </Party>
          ))}
        </Parties>
        <Lines>
          <caption>{linesLabel}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" data-align={c.align ?? 'start'}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line, i) => (
              <tr key={i}>
                {columns.map((c) => (
                  <td key={c.key} data-align={c.align ?? 'start'}>
                    {line[c.key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              {columns.map((c) => (
                <td key={c.key} data-align={c.align ?? 'start'}>
                  {sum[c.key]}
                </td>
              ))}
            </tr>
          </tfoot>
        </Lines>
        <Row>
          <RowLabel>{total.label}</RowLabel>
          <span>{total.words}</span>
          <span>{total.figures}</span>
        </Row>
        <Row>
          <RowLabel>{remark.label}</RowLabel>
          <RemarkText>{remark.value}</RemarkText>
        </Row>
      </Frame>
      <Signatures>
        {signatures.map((field, i) => (
          <div key={i}>
            <Label>{field.label}</Label>
            <Value>{field.value}</Value>
          </div>
        ))}
      </Signatures>
    </Ticket>
  );
}

function FieldPair({ field }: { field: TicketField }) {
  return (
    <>
      <Label>{field.label}</Label>
      <Value>{field.value}</Value>
    </>
  );
}
