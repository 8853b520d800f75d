// Help and support in the header: the help centre, customer service and the client download (spec 01 §2).
export { HeaderHelp } from './components/HeaderHelp';
