/** The product's name: the top bar and the browser tab's title. */
export const PRODUCT_NAME = 'CRM Operaciones';
