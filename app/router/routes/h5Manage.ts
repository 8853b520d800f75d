import { defineArea } from './define';

// spec 01 §2 "H5 management (role 2, prefix /h5Manage/)".
export const h5ManageRoutes = defineArea('h5Manage', 2, [
  'bannerManage',
  'bannerEdit',
  { path: 'menuManage', name: 'h5MenuManage' },
  'menuEdit',
  'productManage',
  'productEdit',
  'hotProduct',
  'hotAdd',
]);
