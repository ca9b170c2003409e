import { lazy, Suspense, useEffect, useState } from 'react';
import { loadPreview } from './registry';
import type { PagePreview } from './registryRequest';

/** Its own chunk: a page without a preview link (every customer's) never loads it. */
const PreviewBanner = lazy(() => import(/* webpackChunkName: "preview" */ './PreviewBanner'));

/** The preview bar, or the one-time note about a link that was not followed (or this browser's id, when asked); nothing without a preview link. */
export function PreviewStatus() {
  const [preview, setPreview] = useState<PagePreview>();
  useEffect(() => {
    let live = true;
    loadPreview().then(
      (answer) => live && setPreview(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!preview) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBanner preview={preview} />
    </Suspense>
  );
}
