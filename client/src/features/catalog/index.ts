// Front door of the catalog feature: what other features use (the cost sheet's concept picker and the quote's service
// picker take CatalogPicker or useCatalogItems; eslint.config.mjs lets features reach each other only through index.ts).
// Its screen is reached by app/routes.tsx as a lazy chunk.
export { CatalogPicker, catalogSuggestions, MAX_CATALOG_SUGGESTIONS } from './CatalogPicker';
export { pickedOf, useCatalogItems, type CatalogItem, type PickedCatalogItem } from './useCatalogItems';
