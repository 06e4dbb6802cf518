import { useEffect } from 'react';

export const PRODUCT_NAME = 'CRM Operaciones';

/** Sets the browser tab title to "<screen> · CRM Operaciones" while the screen is shown. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
