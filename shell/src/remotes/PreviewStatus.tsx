import { lazy, Suspense } from 'react';
import { loadPreview } from './registry';
import { useRegistryPart } from './useRegistryPart';

/** Its own chunk: a page without a preview link (every customer's) never loads it. */
const PreviewBanner = lazy(() => import(/* webpackChunkName: "preview" */ './PreviewBanner'));

/** The preview bar, or the one-time note about a link that was not followed (or this browser's id, when asked); nothing without a preview link. */
export function PreviewStatus() {
  const preview = useRegistryPart(loadPreview);
  if (!preview) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBanner preview={preview} />
    </Suspense>
  );
}
