import type { PageProps } from '../../../platform/routing';
import { GoodsLibrary } from '../components/GoodsLibrary';

/** /member/goods and /goodsManage: the goods library (issue 12 §4). */
export function GoodsLibraryPage({ route }: PageProps) {
  return <GoodsLibrary route={route} />;
}

export default GoodsLibraryPage;
