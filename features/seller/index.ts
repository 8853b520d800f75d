// Seller information (spec 01 §2): the agency's and provider's sellerInfo pages and the member's seller view of
// /member/terminal.
export { useMemberTerminalTabs, SELLER_TAB, SELLER_TAB_QUERY, type MemberTerminalTabs } from './components/MemberTerminalTabs';
