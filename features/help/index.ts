// Help and support in the header: the help centre, customer service and the client download (spec 01 §2).
export { HeaderHelp } from './components/HeaderHelp';
// The printers page offers the client's download where the client is missing (spec 02 §8).
export { useClientDownload } from './hooks/useClientDownload';
