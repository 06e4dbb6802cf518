import { useEffect } from 'react';
import { PRODUCT_NAME } from './product';

export { PRODUCT_NAME };

/** Sets the browser tab title to "<screen> · CRM Operaciones" while the screen is shown. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
