export { InvoiceTicket } from './InvoiceTicket';
export type { InvoiceTicketProps, TicketColumn, TicketField, TicketParty } from './InvoiceTicket';
