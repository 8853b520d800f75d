import type { PageProps } from '../../../platform/routing';
import { GoodsLibrary } from '../components/GoodsLibrary';

/** /member/goods and /goodsManage: the goods library (spec 01 §2, spec 02 §2.3). */
export function GoodsLibraryPage({ route }: PageProps) {
  return <GoodsLibrary route={route} />;
}

export default GoodsLibraryPage;
