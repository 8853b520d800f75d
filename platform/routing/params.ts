import { createContext, useContext } from 'react';

// The current page's path parameters (e.g. inquireDetails/:invoiceCode/:invoiceNumber), as the router's gate
// decided them. The gate provides them instead of react-router's <Routes>, whose matching machinery would otherwise
// ride on the sign-in route.

/** Path parameters by name; a missing optional parameter is undefined. */
export type PageParams = Readonly<Record<string, string | undefined>>;

export const PageParamsContext = createContext<PageParams>({});

/** The current page's path parameters. */
export function usePageParams(): PageParams {
  return useContext(PageParamsContext);
}
