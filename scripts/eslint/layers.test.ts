import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import layers from './layers.js';

// The house's arrows (ARCHITECTURE.md): each forbidden kind of import is reported, the allowed ones are not.

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '..', '..');
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('portal/layers', layers, {
  valid: [
    { filename: at('app/pages.ts'), code: "export const p = () => import('../features/account/pages/LoginPage');" },
    { filename: at('app/shell/ShellHeader.tsx'), code: "import { UserMenu } from '../../features/account';" },
    { filename: at('app/main.tsx'), code: "const m = () => import('../mocks/browser');" },
    { filename: at('features/account/pages/LoginPage.tsx'), code: "import { beginSession } from '../../../platform/session';" },
    { filename: at('features/home/pages/MemberHomePage.tsx'), code: "import { RecentInvoices } from '../../invoices';" },
    { filename: at('features/goods/components/List.tsx'), code: "import { Table } from '../../../design-system';" },
    { filename: at('platform/api/baseQuery.ts'), code: "import { Spinner } from '../../design-system';" },
    { filename: at('platform/session/service.test.ts'), code: "import { renderPortal } from '../../tests/support/renderPortal';" },
    { filename: at('features/account/components/UserMenu.stories.tsx'), code: "import { handlers } from '../../../mocks/handlers';" },
    { filename: at('mocks/handlers/account.ts'), code: "import type { LoginReply } from '../../features/account/api';" },
    { filename: at('mocks/handlers/issue.ts'), code: "import { validateInvoiceDraft } from '../../features/invoice-issue/rules';" },
  ],
  invalid: [
    // upward, one of each floor
    { filename: at('design-system/components/Button/Button.tsx'), code: "import { x } from '../../../platform/session';", errors: [{ message: /design-system\/ may not import platform\// }] },
    { filename: at('platform/api/baseQuery.ts'), code: "import { x } from '../../features/account';", errors: [{ message: /platform\/ may not import features\// }] },
    { filename: at('platform/session/service.ts'), code: "import { x } from '../../app/router';", errors: [{ message: /platform\/ may not import app\// }] },
    { filename: at('features/account/pages/LoginPage.tsx'), code: "import { x } from '../../../app/router';", errors: [{ message: /features\/ may not import app\// }] },
    // a test or a story runs upward too (only test support and mocks are exempt)
    { filename: at('platform/api/errors.test.ts'), code: "import { AppProviders } from '../../app/shell/AppProviders';", errors: [{ message: /platform\/ may not import app\// }] },
    { filename: at('design-system/components/Panel/Panel.stories.tsx'), code: "import { x } from '../../../features/home';", errors: [{ message: /may not import features\// }] },
    // sideways past a feature's public face
    { filename: at('features/home/pages/MemberHomePage.tsx'), code: "import { RecentInvoices } from '../../invoices/components/RecentInvoices';", errors: [{ message: /only through features\/invoices\/index\.ts/ }] },
    { filename: at('app/shell/ShellHeader.tsx'), code: "import { UserMenu } from '../../features/account/components/UserMenu';", errors: [{ message: /only through its index\.ts/ }] },
    // past the design system's public face
    { filename: at('features/goods/components/List.tsx'), code: "import { Table } from '../../../design-system/components/Table/Table';", errors: [{ message: /only through design-system\/index\.ts/ }] },
    // product code reaching the mocks or the test support
    { filename: at('features/account/pages/LoginPage.tsx'), code: "import { server } from '../../../mocks/node';", errors: [{ message: /does not import mocks\// }] },
    { filename: at('platform/api/baseQuery.ts'), code: "import { x } from '../../tests/support/render';", errors: [{ message: /does not import tests\// }] },
    { filename: at('app/main.tsx'), code: "import { startMockBackend } from '../mocks/browser';", errors: [{ message: /does not import mocks\// }] },
    // the mocks using a component
    { filename: at('mocks/handlers/account.ts'), code: "import { UserMenu } from '../../features/account';", errors: [{ message: /mocks import types/ }] },
  ],
});
