// Front door of the catalog feature: what other features use (the cost sheet's concept picker and the quote's service
// picker take CatalogInput with useCatalogOffer (a table cell's picker, its list loaded once per screen); a form takes CatalogPicker;
// eslint.config.mjs lets features reach each other only through index.ts. Its screen is reached by app/routes.tsx as a lazy chunk.
export { CatalogInput } from './CatalogInput';
export { CatalogPicker, catalogItemDetail, catalogSuggestions, MAX_CATALOG_SUGGESTIONS } from './CatalogPicker';
export { pickedOf, useCatalogItems, useCatalogOffer, type CatalogItem, type PickedCatalogItem } from './useCatalogItems';
